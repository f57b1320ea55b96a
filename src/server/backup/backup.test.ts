import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { backupListSchema, backupItemSchema } from '@shared/contract/backups'
import { DataDirBusyError, lockDataDir } from '../db/lock'
import { ACCESS } from '@shared/access'
import { tasks } from '../db/schema'
import { MESSAGES } from '../http/messages'
import { testConfig, testDatabases, useTestServer } from '../test/harness'
import { listBackups } from './files'
import { RestoreError, restoreDataDir } from './restore'
import { BACKUP_MESSAGES } from './service'

const root = mkdtempSync(join(tmpdir(), 'shop-backup-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The task titles in a restored folder, opened as the server would open it. */
async function titlesIn(dataDir: string): Promise<string[]> {
  const client = new PGlite(dataDir)
  try {
    const res = await client.query<{ title: string }>('select title from tasks order by id')
    return res.rows.map((r) => r.title)
  } finally {
    await client.close()
  }
}

// Each test dumps and opens whole PGlite folders (initdb-sized work): seconds each, more on a busy machine.
describe('backups of the embedded database', { timeout: 240_000 }, () => {
  const backupDir = join(root, 'backups')
  const t = useTestServer('pglite', {
    config: testConfig({ backup: { dir: backupDir, keepDays: 14, everyHours: 0 } }),
  })

  it('back up, change, restore into a folder: the rows are as they were at backup time', async () => {
    const cookie = await t.login()
    t.clock.set(new Date('2026-11-20T08:00:00Z'))
    await t.db.insert(tasks).values([{ title: 'Запакувати 1021' }, { title: 'Передзвонити' }])
    const first = await t.post('/api/backups/create', {}, { cookie })
    expect(first.status).toBe(200)
    const made = backupItemSchema.parse((first.body as { data: unknown }).data)
    expect(made.name).toBe('shop-20261120-080000.tar.gz')
    expect(existsSync(join(backupDir, made.name))).toBe(true)

    await t.db.update(tasks).set({ title: 'Змінено після копії' })
    await t.db.insert(tasks).values({ title: 'Нова задача' })
    t.clock.set(new Date('2026-11-21T08:00:00Z'))
    const second = await t.post('/api/backups/create', {}, { cookie })
    expect(second.status).toBe(200)

    const list = await t.post('/api/backups/get_backups', {}, { cookie })
    expect(list.status).toBe(200)
    const body = backupListSchema.parse((list.body as { data: unknown }).data)
    expect(body).toMatchObject({ available: true, message: null, keep_days: 14 })
    expect(body.items.map((i) => i.name)).toEqual([
      'shop-20261121-080000.tar.gz',
      'shop-20261120-080000.tar.gz',
    ])

    // Into a folder that has no database yet (a new computer).
    const dataDir = join(root, 'data')
    await restoreDataDir({ file: join(backupDir, made.name), dataDir, backupDir: null })
    expect(await titlesIn(dataDir)).toEqual(['Запакувати 1021', 'Передзвонити'])

    // Over a database: the one there is saved first, then replaced; nothing is left beside it.
    const result = await restoreDataDir({
      file: join(backupDir, 'shop-20261121-080000.tar.gz'),
      dataDir,
      backupDir,
      now: () => new Date('2026-11-22T09:30:00Z'),
    })
    expect(await titlesIn(dataDir)).toEqual([
      'Змінено після копії',
      'Змінено після копії',
      'Нова задача',
    ])
    expect(result.safetyBackup).toBe('shop-20261122-093000.tar.gz')
    expect(readdirSync(root).sort()).toEqual(['backups', 'data'])
    // The restore's own lock is gone with it: a server may open the folder now.
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.lock'))).toEqual([])

    // The safety backup undoes the restore.
    await restoreDataDir({
      file: join(backupDir, result.safetyBackup ?? ''),
      dataDir,
      backupDir: null,
    })
    expect(await titlesIn(dataDir)).toEqual(['Запакувати 1021', 'Передзвонити'])
  })

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const dataDir = join(root, 'data-bad')
    await t.db.insert(tasks).values({ title: 'Лишається' })
    const cookie = await t.login()
    t.clock.set(new Date('2026-11-23T07:00:00Z'))
    const made = await t.post('/api/backups/create', {}, { cookie })
    const name = backupItemSchema.parse((made.body as { data: unknown }).data).name
    await restoreDataDir({ file: join(backupDir, name), dataDir, backupDir: null })

    const junk = join(root, 'shop-20261101-000000.tar.gz')
    writeFileSync(junk, 'це не архів')
    await expect(restoreDataDir({ file: junk, dataDir, backupDir: null })).rejects.toThrow(
      RestoreError,
    )
    await expect(
      restoreDataDir({ file: join(root, 'absent.tar.gz'), dataDir, backupDir: null }),
    ).rejects.toThrow(/не знайдено/)
    expect(await titlesIn(dataDir)).toEqual(['Лишається'])
    expect(readdirSync(root).filter((n) => n.startsWith('.'))).toEqual([])
    rmSync(junk)
  })

  it('refuses to restore into a folder a running server holds', async () => {
    const dataDir = join(root, 'data-held')
    const release = lockDataDir(dataDir)
    // The lock names this process; a restore from another process is what a user would run.
    writeFileSync(join(dataDir, 'shop-server.lock'), String(process.ppid))
    try {
      const [newest] = await listBackups(backupDir)
      await expect(
        restoreDataDir({ file: join(backupDir, newest?.name ?? ''), dataDir, backupDir: null }),
      ).rejects.toThrow(DataDirBusyError)
    } finally {
      release()
    }
  })

  it('only an administrator may list or make backups', async () => {
    const staff = await t.login({ login: 'packer', name: 'Пакувальник', access: ACCESS.manager })
    for (const path of ['/api/backups/get_backups', '/api/backups/create']) {
      const refused = await t.post(path, {}, { cookie: staff })
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ message: MESSAGES.forbidden })
      const anonymous = await t.post(path, {})
      expect(anonymous.status).toBe(401)
    }
    const before = await listBackups(backupDir)
    await t.post('/api/backups/create', {}, { cookie: staff })
    expect(await listBackups(backupDir)).toEqual(before)
  })
})

describe.each(testDatabases())('backups where there is nothing of ours to back up (%s)', (kind) => {
  const t = useTestServer(kind)

  it('says why: PostgreSQL has its own backups, a memory database has no folder', async () => {
    const cookie = await t.login()
    const list = await t.post('/api/backups/get_backups', {}, { cookie })
    expect(list.status).toBe(200)
    const expected = kind === 'postgres' ? BACKUP_MESSAGES.postgres : BACKUP_MESSAGES.memory
    expect(backupListSchema.parse((list.body as { data: unknown }).data)).toMatchObject({
      available: false,
      message: expected,
      items: [],
    })
    const create = await t.post('/api/backups/create', {}, { cookie })
    expect(create.status).toBe(409)
    expect(create.body).toMatchObject({ message: expected })
  })
})
