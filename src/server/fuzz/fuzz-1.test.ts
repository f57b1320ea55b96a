import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { FUZZ_SHARDS, fuzzShard } from './suite'

fuzzShard(1)

it('every share of the routes has its file, so no route goes unfuzzed', () => {
  const here = fileURLToPath(new URL('.', import.meta.url))
  const files = readdirSync(here).filter((f) => /^fuzz-\d+\.test\.ts$/.test(f))
  expect(files.sort()).toEqual(
    Array.from({ length: FUZZ_SHARDS }, (_, i) => `fuzz-${i + 1}.test.ts`).sort(),
  )
})
