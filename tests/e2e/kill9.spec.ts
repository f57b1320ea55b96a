import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startServer, stopServer, type StartedServer } from './server'
import { post, signIn, taskTitles } from './own-server'

/**
 * The kill -9 test: writers hammer the built server on a real PGlite folder, the process is
 * killed with SIGKILL once enough writes were acknowledged, and a new server on the same folder
 * (past the lock the dead one left behind) must hold every write that was answered 200.
 * Three rounds on the one folder, so each restart also recovers from the previous kill.
 */
test.describe.configure({ mode: 'serial' })

const root = mkdtempSync(join(tmpdir(), 'shop-e2e-kill9-'))
const env = { DATA_DIR: join(root, 'data'), SHOP_DEMO: '0', BACKUP_EVERY_HOURS: '0' }
/** Writers at once: a kill lands while some writes are in flight, not between them. */
const WRITERS = 4
const acknowledged: string[] = []
let server: StartedServer | null = null

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer(env)
})
test.afterAll(async () => {
  if (server) await stopServer(server.child)
  rmSync(root, { recursive: true, force: true })
})

/** Writes tasks until `enough` were acknowledged in this round, then kills the server. */
async function writeAndKill(running: StartedServer, round: number, enough: number) {
  const cookie = await signIn(running.url)
  const exited = new Promise<void>((done) => running.child.once('exit', () => done()))
  let acked = 0
  let killed = false
  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const title = `Раунд ${round}, запис ${w}-${i}`
      let status: number
      try {
        status = (await post(running.url, '/api/tasks/store', { title }, cookie)).status
      } catch {
        // Connection refused or cut by the kill: this write was never acknowledged.
        return
      }
      if (status !== 200) {
        if (killed) return
        throw new Error(`write ${title} answered ${status} before the kill`)
      }
      acknowledged.push(title)
      acked++
      if (acked >= enough && !killed) {
        killed = true
        running.child.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))
  await exited
  expect(running.child.signalCode).toBe('SIGKILL')
}

for (const round of [1, 2, 3]) {
  test(`kill -9 round ${round}: every acknowledged write survives the restart`, async () => {
    test.setTimeout(120_000)
    if (!server) throw new Error('no server')
    const before = acknowledged.length
    await writeAndKill(server, round, 20 + 10 * round)
    expect(acknowledged.length - before).toBeGreaterThanOrEqual(20 + 10 * round)

    // Same folder; the dead server's lock must not keep the new one out.
    server = await startServer(env)
    const titles = new Set(await taskTitles(server.url, await signIn(server.url)))
    const lost = acknowledged.filter((title) => !titles.has(title))
    expect(lost).toEqual([])
  })
}
