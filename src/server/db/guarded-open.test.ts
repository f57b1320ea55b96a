import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirDamagedError, openKeepingFolderOnFailure, shutDownCleanly } from './guarded-open'

const root = mkdtempSync(join(tmpdir(), 'shop-guarded-open-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function fingerprint(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    found[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex')
  }
  return found
}

async function openPglite(dataDir: string): Promise<PGlite> {
  const db = new PGlite(dataDir)
  await db.waitReady
  await db.query('select 1')
  return db
}

describe('opening a database folder', { timeout: 120_000 }, () => {
  it('tells a cleanly shut down folder from one whose server is running or was killed', async () => {
    const dataDir = join(root, 'states')
    const db = await openPglite(dataDir)
    await db.query('create table kept (x int)')
    // A copy taken while the server runs is what a kill or a power cut leaves behind.
    cpSync(dataDir, join(root, 'killed'), { recursive: true })
    expect(shutDownCleanly(dataDir)).toBe(false)
    await db.close()
    expect(shutDownCleanly(dataDir)).toBe(true)
    expect(shutDownCleanly(join(root, 'killed'))).toBe(false)
    expect(shutDownCleanly(join(root, 'nowhere'))).toBe(false)
    writeFileSync(join(root, 'pg_control_garbage'), 'not a control file')
    expect(shutDownCleanly(root)).toBe(false)
  })

  it('puts a killed folder that does not open back exactly as it was', async () => {
    const dataDir = join(root, 'killed-damaged')
    const db = await openPglite(dataDir)
    await db.query('create table kept (x int)')
    cpSync(dataDir, join(root, 'killed-damaged-copy'), { recursive: true })
    await db.close()
    const damagedDir = join(root, 'killed-damaged-copy')
    const wal = join(damagedDir, 'pg_wal')
    for (const name of readdirSync(wal).filter((n) => /^[0-9A-F]{24}$/.test(n))) {
      writeFileSync(join(wal, name), Buffer.alloc(readFileSync(join(wal, name)).length, 0x5a))
    }
    expect(shutDownCleanly(damagedDir)).toBe(false)
    const before = fingerprint(damagedDir)

    const failed = await openKeepingFolderOnFailure(damagedDir, () => openPglite(damagedDir)).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failed).toBeInstanceOf(DataDirDamagedError)
    expect(fingerprint(damagedDir)).toEqual(before)
    expect(readdirSync(root).filter((n) => n.includes('.opening-'))).toEqual([])
  })
})
