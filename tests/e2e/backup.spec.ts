import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN_LOGIN, ADMIN_PASSWORD, startServer, stopServer } from './server'
import { post, runCli, signIn, taskTitles } from './own-server'

/**
 * `npm run backup` and `npm run restore` against the built server on a real PGlite folder:
 * back up a running server, change the data, restore on the stopped folder, start it again.
 */
test.describe.configure({ mode: 'serial' })

const root = mkdtempSync(join(tmpdir(), 'shop-e2e-backup-'))
const dataDir = join(root, 'data')
const backups = join(root, 'data-backups')
test.afterAll(() => rmSync(root, { recursive: true, force: true }))

test('backup of a running server, restore on the stopped folder: the data is as it was', async () => {
  test.setTimeout(240_000)
  const env = { DATA_DIR: dataDir, SHOP_DEMO: '0', BACKUP_EVERY_HOURS: '0' }
  let server = await startServer(env)
  const port = new URL(server.url).port
  const cli = { ...env, PORT: port, HOST: '127.0.0.1' }
  try {
    const cookie = await signIn(server.url)
    for (const title of ['До копії 1', 'До копії 2']) {
      expect((await post(server.url, '/api/tasks/store', { title }, cookie)).status).toBe(200)
    }

    // The running server holds the folder: without an administrator the command cannot ask it.
    const anonymous = await runCli(['backup'], cli)
    expect(anonymous.code).toBe(1)
    expect(anonymous.stderr).toContain('Базу даних зараз відкрив сервер магазину')

    const asked = await runCli(['backup'], {
      ...cli,
      SHOP_ADMIN_LOGIN: ADMIN_LOGIN,
      SHOP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    })
    expect(asked.stderr).toBe('')
    expect(asked.code).toBe(0)
    const [file] = readdirSync(backups)
    expect(file).toMatch(/^shop-\d{8}-\d{6}\.tar\.gz$/)
    expect(asked.stdout).toContain(`Сервер зберіг резервну копію: ${join(backups, file ?? '')}`)

    expect(
      (await post(server.url, '/api/tasks/store', { title: 'Після копії' }, cookie)).status,
    ).toBe(200)

    const refused = await runCli(['restore', join(backups, file ?? '')], cli)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Сервер магазину зараз працює з базою даних')

    await stopServer(server.child)

    const restored = await runCli(['restore', join(backups, file ?? '')], cli)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain(`Базу даних у ${dataDir} відновлено`)
    expect(restored.stdout).toContain('Попередній стан збережено як')
    // The copy of the state before the restore sits beside the first one.
    expect(readdirSync(backups)).toHaveLength(2)
    expect(readdirSync(root).sort()).toEqual(['data', 'data-backups'])

    // A stopped folder is dumped by the command itself.
    const offline = await runCli(['backup'], cli)
    expect(offline.code).toBe(0)
    expect(offline.stdout).toContain('Резервну копію збережено:')
    expect(existsSync(join(dataDir, 'shop-server.lock'))).toBe(false)

    server = await startServer(env)
    expect(await taskTitles(server.url, await signIn(server.url))).toEqual([
      'До копії 1',
      'До копії 2',
    ])
  } finally {
    await stopServer(server.child)
  }
})

test('on PostgreSQL the commands say the backups are the database’s own', async () => {
  const pg = { DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop' }
  for (const args of [['backup'], ['restore', join(root, 'any.tar.gz')]]) {
    const res = await runCli(args, pg)
    expect(res.code).toBe(1)
    expect(res.stderr).toContain('резервні копії робить сама база даних (pg_dump')
  }
})
