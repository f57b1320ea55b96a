import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import { listBackups } from '../backup/files'
import { testConfig, useTestServer } from '../test/harness'
import { BACKUP_CREATE_WINDOW_MINUTES, BACKUP_THROTTLED } from './backups'

const root = mkdtempSync(join(tmpdir(), 'shop-backup-throttle-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('making backups by hand is throttled per user', { timeout: 120_000 }, () => {
  const backupDir = join(root, 'backups')
  const t = useTestServer('pglite', {
    backupCreatesPerWindow: 2,
    config: testConfig({ backup: { dir: backupDir, keepDays: 14, everyHours: 0 } }),
  })

  it('answers 429 past the limit, saying in how many minutes; others and the timer still back up', async () => {
    const cookie = await t.login()
    t.clock.set(new Date('2026-11-20T08:00:00Z'))
    expect((await t.post('/api/backups/create', {}, { cookie })).status).toBe(200)
    t.clock.set(new Date('2026-11-20T08:00:01Z'))
    expect((await t.post('/api/backups/create', {}, { cookie })).status).toBe(200)
    t.clock.set(new Date('2026-11-20T08:00:02Z'))
    const refused = await t.post('/api/backups/create', {}, { cookie })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: BACKUP_THROTTLED(BACKUP_CREATE_WINDOW_MINUTES) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await listBackups(backupDir)).toHaveLength(2)

    // Another administrator has a count of their own.
    const other = await t.login({ login: 'second-admin', access: ACCESS.administrator })
    expect((await t.post('/api/backups/create', {}, { cookie: other })).status).toBe(200)
    // The automatic backup is the server's own (schedule.ts calls the service): never counted.
    t.clock.set(new Date('2026-11-20T08:00:04Z'))
    await t.app.shop.backups.create()
    expect(await listBackups(backupDir)).toHaveLength(4)
  })
})
