import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { writeBackup } from './backup/files'
import { tasks } from './db/schema'
import { openTestDatabase } from './test/harness'
import type { WorkerMessage } from '@shared/worker'
import { runEmbedded, type ParentPort } from './embedded'

function fakeParent() {
  const sent: WorkerMessage[] = []
  let listener: ((event: { data: unknown }) => void) | null = null
  const port: ParentPort = {
    postMessage: (m) => void sent.push(m),
    on: (_event, fn) => {
      listener = fn
    },
  }
  return { port, sent, send: (data: unknown) => listener?.({ data }) }
}

describe('the embedded server process', () => {
  it('reports the address it listens on, serves, and exits 0 on {type: stop}', async () => {
    const parent = fakeParent()
    const exited = new Promise<number>((resolve) =>
      runEmbedded({
        parentPort: parent.port,
        env: {
          DATA_DIR: 'memory://',
          SHOP_ADMIN_LOGIN: 'admin',
          SHOP_ADMIN_PASSWORD: 'admin-pass-1',
        },
        exit: resolve,
      }),
    )
    // A fresh in-memory PGlite runs initdb: seconds here, much longer on a loaded machine.
    await vi.waitFor(() => expect(parent.sent.some((m) => m.type === 'listening')).toBe(true), {
      timeout: 110_000,
      interval: 100,
    })
    const listening = parent.sent.find((m) => m.type === 'listening')
    const url = listening?.type === 'listening' ? listening.url : ''
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(url).not.toBe('http://127.0.0.1:0/')
    expect(parent.sent).toContainEqual({ type: 'log', line: 'Створено адміністратора «admin»' })

    const health = await fetch(new URL('health', url))
    expect(await health.json()).toMatchObject({ data: { ok: true } })

    parent.send({ type: 'something else' })
    parent.send({ type: 'stop' })
    expect(await exited).toBe(0)
    await expect(fetch(new URL('health', url))).rejects.toThrow()
  }, 120_000)

  it('reports a bad configuration in one line and exits 1', async () => {
    const parent = fakeParent()
    const code = await new Promise<number>((resolve) =>
      runEmbedded({ parentPort: parent.port, env: { PORT: 'many' }, exit: resolve }),
    )
    expect(code).toBe(1)
    expect(parent.sent).toEqual([
      { type: 'error', message: 'Неправильне налаштування PORT: має бути числом' },
    ])
  })
})

describe('the embedded server process asked to restore a backup', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-embedded-restore-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  async function run(env: Record<string, string>) {
    const parent = fakeParent()
    let code: number | null = null
    void runEmbedded({
      parentPort: parent.port,
      env: {
        DATA_DIR: join(root, 'data'),
        BACKUP_DIR: join(root, 'backups'),
        BACKUP_EVERY_HOURS: '0',
        SHOP_ADMIN_LOGIN: 'admin',
        SHOP_ADMIN_PASSWORD: 'admin-pass-1',
        ...env,
      },
      exit: (c) => void (code = c),
    })
    await vi.waitFor(() => expect(parent.sent.some((m) => m.type !== 'log')).toBe(true), {
      timeout: 110_000,
      interval: 100,
    })
    return { parent, code: () => code }
  }

  it('restores the named backup before it opens the database, and refuses a path', async () => {
    const source = await openTestDatabase('pglite')
    await source.db.insert(tasks).values({ title: 'З резервної копії' })
    const dump = await source.database.dump?.()
    await source.dispose()
    const at = new Date('2026-11-20T08:00:00Z')
    await writeBackup(join(root, 'backups'), at, new Uint8Array(await dump!.arrayBuffer()))

    const refused = await run({ SHOP_RESTORE_BACKUP: '../data/PG_VERSION' })
    expect(refused.parent.sent).toEqual([
      {
        type: 'error',
        message: 'Резервну копію «../data/PG_VERSION» не можна відновити тут.',
        // Main's dialog says it by its code, in the desk's language.
        said: { code: 'backup.notHere', params: { name: '../data/PG_VERSION' } },
      },
    ])
    await vi.waitFor(() => expect(refused.code()).toBe(1))

    const worker = await run({ SHOP_RESTORE_BACKUP: 'shop-20261120-080000.tar.gz' })
    expect(worker.parent.sent).toContainEqual({
      type: 'log',
      line: 'Базу даних відновлено з shop-20261120-080000.tar.gz',
    })
    const listening = worker.parent.sent.find((m) => m.type === 'listening')
    const url = listening?.type === 'listening' ? listening.url : ''
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' }
    const login = await fetch(new URL('login', url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ login: 'admin', password: 'admin-pass-1' }),
    })
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    const res = await fetch(new URL('api/tasks/get_tasks', url), {
      method: 'POST',
      headers: { ...headers, cookie },
      body: '{}',
    })
    const body = (await res.json()) as { data: { title: string }[] }
    expect(body.data.map((r) => r.title)).toEqual(['З резервної копії'])
    worker.parent.send({ type: 'stop' })
    await vi.waitFor(() => expect(worker.code()).toBe(0), { timeout: 20_000 })
  }, 240_000)
})
