import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from './start'
import { newDataFolder } from './test/data-folder'
import { testConfig } from './test/harness'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the server start', () => {
  it('lets go of the data folder when its port is taken, so the next start can have it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-start-'))
    dirs.push(dir)
    const dataDir = await newDataFolder(join(dir, 'data'))
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const config = testConfig({ database: { kind: 'pglite', dataDir } })
    try {
      await expect(startServer({ ...config, port })).rejects.toThrow(/уже зайнятий/)
    } finally {
      taken.close()
    }
    // The same folder again: refused while a failed start still held its lock.
    const server = await startServer(config)
    try {
      const health = await fetch(new URL('health', server.url))
      expect(health.status).toBe(200)
    } finally {
      await server.stop()
    }
  }, 180_000)
})
