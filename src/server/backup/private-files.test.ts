import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../start'
import { testConfig } from '../test/harness'

const root = mkdtempSync(join(tmpdir(), 'shop-private-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every path under `dir` (itself included) with its permission bits, as `ls -l` would show. */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>([[dir, statSync(dir).mode & 0o777]])
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name)
    found.set(path, statSync(path).mode & 0o777)
  }
  return found
}

function expectPrivate(found: Iterable<[string, number]>) {
  for (const [path, mode] of found) {
    const wanted = statSync(path).isDirectory() ? 0o700 : 0o600
    expect({ path, mode: mode.toString(8) }).toEqual({ path, mode: wanted.toString(8) })
  }
}

describe.skipIf(process.platform === 'win32')('files of the database and its backups', () => {
  it('are the owner’s alone (folders 0700, files 0600) after a start and a backup under umask 022', async () => {
    const previous = process.umask(0o022)
    const dataDir = join(root, 'shop', 'data')
    const backupDir = join(root, 'shop', 'backups')
    try {
      const server = await startServer(
        testConfig({
          database: { kind: 'pglite', dataDir },
          backup: { dir: backupDir, keepDays: 14, everyHours: 0 },
        }),
      )
      try {
        await server.app.shop.backups.create()
        const data = await modes(dataDir)
        const backups = await modes(backupDir)
        expect(data.size).toBeGreaterThan(100)
        expect(backups.size).toBe(2)
        expectPrivate([...data, ...backups])
      } finally {
        await server.stop()
      }
      // A copy of the folder made with the umask's modes (`cp -r`) is made private at its start.
      for (const path of (await modes(dataDir)).keys()) {
        chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644)
      }
      const again = await startServer(testConfig({ database: { kind: 'pglite', dataDir } }))
      try {
        expectPrivate(await modes(dataDir))
      } finally {
        await again.stop()
      }
    } finally {
      process.umask(previous)
    }
  }, 180_000)
})
