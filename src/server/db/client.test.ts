import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from './client'

describe('the embedded database', () => {
  // A fresh data folder runs PGlite's initdb: tens of seconds on a busy two-core machine.
  it('opens with the desk-app memory settings and PGlite’s own start parameters', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    try {
      const show = async (name: string) =>
        (await queryRows<{ v: string }>(database.db, sql`select current_setting(${name}) as v`))[0]
          ?.v
      expect(await show('shared_buffers')).toBe('16MB')
      // PGlite's defaults are kept, not replaced.
      expect(await show('max_parallel_workers_per_gather')).toBe('0')
    } finally {
      await database.close()
    }
  }, 120_000)
})
