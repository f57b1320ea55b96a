import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, plainRows, queryRows } from './client'

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

describe('plainRows', () => {
  it('reads text and numbers alike on its own and inside a transaction, with values bound', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    try {
      const query = sql`select ${'«Київ»'}::text as t, count(*) as n from generate_series(1, ${3}::int)`
      expect(await plainRows(database.db, query)).toEqual([{ t: '«Київ»', n: 3 }])
      // A transaction has the client's lock: its statements must go through it, not around it.
      const inside = await database.db.transaction((tx) =>
        plainRows(tx as typeof database.db, query),
      )
      expect(inside).toEqual([{ t: '«Київ»', n: 3 }])
    } finally {
      await database.close()
    }
  }, 120_000)
})
