import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { constants } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { enableCodeCache } from './code-cache'

const { ENABLED, FAILED } = constants.compileCacheStatus

describe('the server compile cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'code-cache-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('uses SHOP_CODE_CACHE, else a folder beside the built server', () => {
    const asked: string[] = []
    const enable = (d: string) => (asked.push(d), { status: ENABLED })
    expect(enableCodeCache({ SHOP_CODE_CACHE: '/data/code-cache' }, '/app/out/main', enable)).toBe(
      '/data/code-cache',
    )
    expect(enableCodeCache({}, '/app/out/main', enable)).toBe('/app/out/main/.code-cache')
    expect(asked).toEqual(['/data/code-cache', '/app/out/main/.code-cache'])
  })

  it('leaves the cache off, and the start going, when the folder cannot be had', () => {
    expect(enableCodeCache({}, '/x', () => ({ status: FAILED }))).toBeNull()
    const throws = () => {
      throw new Error('EACCES')
    }
    expect(enableCodeCache({}, '/x', throws)).toBeNull()
  })

  it("writes the modules' compiled code on a first start, in a process of its own", () => {
    // Turning the cache on inside the test runner would change how the runner loads modules.
    const cache = join(dir, 'cache')
    const script = join(dir, 'start.mjs')
    writeFileSync(join(dir, 'server.mjs'), 'export const answer = 42\n')
    writeFileSync(
      script,
      `import { enableCodeCache } from ${JSON.stringify(join(import.meta.dirname, 'code-cache.ts'))}
       const on = enableCodeCache({ SHOP_CODE_CACHE: ${JSON.stringify(cache)} }, '/nowhere')
       const { answer } = await import('./server.mjs')
       console.log(on, answer)`,
    )
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout.trim()).toBe(`${cache} 42`)
    // Node writes the cache when the process ends.
    expect(readdirSync(cache, { recursive: true }).length).toBeGreaterThan(0)
  })
})
