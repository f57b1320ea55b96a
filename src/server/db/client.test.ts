import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import pgUtils from 'pg/lib/utils.js'
import { describe, expect, it } from 'vitest'
import { MAX_PREPARED, literalOf, openDatabase, plainRows, queryRows } from './client'

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

describe('plainRows’ prepared statements', () => {
  it('give back every value as sent: quotes, backslashes, any Unicode, numbers, nothing', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ unit: 'binary', maxLength: 40 }).filter((t) => !t.includes('\0')),
          fc.constantFrom("'", "\\'", "');drop table users;--", '\\', "E'\\x'", '$1'),
          // Any finite number but a negative zero, which PGlite's own path writes as `0` too
          // (it writes a value with toString).
          fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
          async (text, nasty, number) => {
            const query = sql`select ${text}::text as a, ${nasty + text}::text as b,
              ${number}::float8 as n, ${null}::text as z, ${true}::bool as y`
            const [row] = await plainRows<{ a: string; b: string; n: number }>(database.db, query)
            expect(row).toEqual({ a: text, b: nasty + text, n: number, z: null, y: true })
          },
        ),
        { numRuns: 60 },
      )
    } finally {
      await database.close()
    }
  }, 120_000)

  it('prepare a statement once, keep at most their number, and fall back where PREPARE refuses', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    try {
      const prepared = async () =>
        Number(
          (
            await queryRows<{ n: number }>(
              database.db,
              sql`select count(*)::int as n from pg_prepared_statements`,
            )
          )[0]?.n,
        )
      const same = sql`select ${2}::int + 1 as n`
      expect(await plainRows(database.db, same)).toEqual([{ n: 3 }])
      expect(await plainRows(database.db, same)).toEqual([{ n: 3 }])
      expect(await prepared()).toBe(1)
      for (let i = 0; i < MAX_PREPARED + 5; i++) {
        const query = sql`select ${sql.raw(String(i))} + ${1}::int as n`
        expect(await plainRows(database.db, query)).toEqual([{ n: i + 1 }])
      }
      expect(await prepared()).toBeLessThanOrEqual(MAX_PREPARED)
      // Two statements in one text are refused as one prepared statement, and not run as two.
      await expect(
        plainRows(database.db, sql`select ${1}::int as n; select 2 as n`),
      ).rejects.toThrow(/multiple commands/)
      // `$1` alone has no type PREPARE can tell: the statement goes with its value as before.
      expect(await plainRows(database.db, sql`select ${'x'} as t`)).toEqual([{ t: 'x' }])
      expect(await plainRows(database.db, sql`select ${'x'} as t`)).toEqual([{ t: 'x' }])
    } finally {
      await database.close()
    }
  }, 120_000)

  it('write no literal for a NUL or for a value PGlite writes itself', () => {
    expect(literalOf('a\0b', pgUtils.escapeLiteral)).toBeUndefined()
    expect(literalOf(new Date(0), pgUtils.escapeLiteral)).toBeUndefined()
    expect(literalOf({ a: 1 }, pgUtils.escapeLiteral)).toBeUndefined()
    expect(literalOf(null, pgUtils.escapeLiteral)).toBe('NULL')
    expect(literalOf(12.5, pgUtils.escapeLiteral)).toBe("'12.5'")
  })
})
