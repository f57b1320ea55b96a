import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ukrainian } from '@shared/messages/ukrainian'
import { restoreCommand } from './backup/cli'
import { ARCHIVE_MESSAGES } from './backup/archive'
import { loadConfig } from './config'
import { START_MESSAGES, StartError, startServer } from './start'
import { newDataFolder } from './test/data-folder'
import { testConfig } from './test/harness'

const root = mkdtempSync(join(tmpdir(), 'shop-start-unchanged-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every file under `dir` with the SHA-256 of its bytes (and every folder, as a name). */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name).slice(dir.length)
    found[path] = entry.isFile()
      ? createHash('sha256')
          .update(readFileSync(join(entry.parentPath, entry.name)))
          .digest('hex')
      : 'folder'
  }
  return found
}

async function takenPort(): Promise<{ port: number; free: () => void }> {
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  const address = taken.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    free: () => taken.close(),
  }
}

describe('a start or restore that fails changes nothing', { timeout: 240_000 }, () => {
  it('a start on a taken port creates no data folder', async () => {
    const dataDir = join(root, 'port', 'data')
    const { port, free } = await takenPort()
    try {
      const config = testConfig({ database: { kind: 'pglite', dataDir } })
      await expect(startServer({ ...config, port })).rejects.toThrow(
        new StartError(START_MESSAGES.portTaken('127.0.0.1', port)),
      )
    } finally {
      free()
    }
    expect(existsSync(join(root, 'port'))).toBe(false)
  })

  it('a start on a damaged database leaves every file as it was and names the way out', async () => {
    const dataDir = await newDataFolder(join(root, 'damaged', 'data'))
    const backupDir = join(root, 'damaged', 'backups')
    const config = testConfig({
      database: { kind: 'pglite', dataDir },
      backup: { dir: backupDir, keepDays: 14, everyHours: 0 },
    })
    const server = await startServer(config)
    const backup = await server.app.shop.backups.create()
    await server.stop()
    // The WAL the start must read its checkpoint from, overwritten (a bad disk, a cut copy).
    const wal = join(dataDir, 'pg_wal')
    for (const name of readdirSync(wal).filter((n) => /^[0-9A-F]{24}$/.test(n))) {
      writeFileSync(join(wal, name), Buffer.alloc(readFileSync(join(wal, name)).length, 0x5a))
    }
    const before = await fingerprint(dataDir)

    const failed = await startServer(config).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failed).toBeInstanceOf(StartError)
    expect((failed as Error).message).toBe(
      ukrainian(START_MESSAGES.damaged(dataDir, join(backupDir, backup.name), backupDir)),
    )
    expect((failed as Error).message).not.toContain('\n')
    expect(await fingerprint(dataDir)).toEqual(before)
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false)
    expect(readdirSync(join(root, 'damaged')).sort()).toEqual(['backups', 'data'])
  })

  it('a restore of a file that is no gzip says so in one line and leaves no lock or temp folder', async () => {
    const dataDir = await newDataFolder(join(root, 'restore', 'data'))
    const server = await startServer(testConfig({ database: { kind: 'pglite', dataDir } }))
    await server.stop()
    const before = await fingerprint(dataDir)
    const notes = join(root, 'notes.tar.gz')
    writeFileSync(notes, 'these are not the backups you are looking for')
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: join(root, 'restore', 'b') })
    await expect(restoreCommand(config, [notes])).rejects.toThrow(
      ukrainian(ARCHIVE_MESSAGES.notGzip('notes.tar.gz')),
    )
    expect(await fingerprint(dataDir)).toEqual(before)
    expect(readdirSync(join(root, 'restore'))).toEqual(['data'])
  })
})
