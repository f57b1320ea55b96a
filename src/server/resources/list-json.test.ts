import fc from 'fast-check'
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TABLE_NAMES } from '@shared/resources/registry'
import { openTestDatabase, testDatabases, type TestDatabase } from '../test/harness'
import { getRecord, listPageJson, recordJson } from './list'
import { RESOURCE_TABLES, type ResourceTable } from './tables'

/** Text PostgreSQL stores: any well-formed Unicode but NUL, quotes and escapes included. */
const text = fc
  .oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom('"', '\\', '\u2028', '\n\t\r\u0001', 'Київ «Нова Пошта» №5', '😀'),
  )
  .map((s) => s.replaceAll('\u0000', ''))
  // Well-formed: no lone surrogate (a pair is one code point under the `u` flag).
  .filter((s) => !/\p{Surrogate}/u.test(s))

/**
 * JSON a jsonb column holds: no NUL in its strings, numbers it can write back. Not a string at
 * the top: Drizzle reads a top-level jsonb string that itself reads as JSON as that JSON (`"0"`
 * comes back as `0`), so it is no oracle there; the JSON PostgreSQL writes keeps `"0"`.
 */
const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 }).filter((v) => {
  const out = JSON.stringify(v)
  return typeof v !== 'string' && out !== undefined && !out.includes('\\u0000')
})

/** An instant with microseconds, which a Date cannot hold: the JSON must cut them as Drizzle does. */
const instant = fc
  .tuple(
    fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(
    ([d, micro]) =>
      sql`${`${d.toISOString().slice(0, -1)}${String(micro).padStart(3, '0')}Z`}::timestamptz`,
  )

function valueOf(col: PgColumn, unique: boolean, n: number): fc.Arbitrary<unknown> {
  const arb = ((): fc.Arbitrary<unknown> => {
    switch (col.columnType) {
      case 'PgInteger':
        if (unique) return fc.constant(n)
        // Kept moderate: the statistics triggers add prices times quantities into numeric(16,2).
        return fc.integer({ min: -1_000_000, max: 1_000_000 })
      case 'PgText':
        return unique ? text.map((s) => `${s}#${n}`) : text
      case 'PgNumericNumber':
        return fc.integer({ min: -100_000_000, max: 100_000_000 }).map((c) => c / 100)
      case 'PgBoolean':
        return fc.boolean()
      case 'PgDateString':
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10))
      case 'PgTimestamp':
        return instant
      case 'PgJsonb':
        return json
      default:
        throw new Error(`${col.name}: no values drawn for ${col.columnType}`)
    }
  })()
  return col.notNull ? arb : fc.option(arb, { nil: null })
}

/** A row of any values its columns hold (the registry's rules are the API's, not the table's). */
function rowOf(rt: ResourceTable, n: number): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, col] of Object.entries(rt.columns)) {
    if (key === 'id') continue
    shape[key] = valueOf(col, rt.def.fields[key]?.unique === true, n)
  }
  return fc.record(shape)
}

/** What the API sent before PostgreSQL wrote its JSON: Drizzle's row, through JSON.stringify. */
const throughDrizzle = (row: unknown) => JSON.parse(JSON.stringify(row)) as unknown

describe.each(testDatabases())('answers written as JSON by %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(kind)
  })
  afterAll(() => t.dispose())

  it.each(TABLE_NAMES)(
    "'%s': a record and a page read the same as Drizzle's rows, value for value",
    async (name) => {
      const rt = RESOURCE_TABLES[name]
      let n = 0
      await fc.assert(
        fc.asyncProperty(
          fc
            .array(fc.constant(null), { minLength: 1, maxLength: 4 })
            .chain((slots) => fc.tuple(...slots.map(() => rowOf(rt, n++)))),
          async (rows) => {
            // Each run on an empty table: unique values are unique within a run.
            await t.db.delete(rt.table)
            const ids: number[] = []
            for (const row of rows) {
              const [made] = await t.db
                .insert(rt.table)
                .values(row as Record<string, SQL | unknown>)
                .returning({ id: rt.columns.id! })
              ids.push(Number(made!.id))
            }
            for (const id of ids) {
              const json = await recordJson(t.db, rt, id)
              expect(JSON.parse(json!)).toEqual(throughDrizzle(await getRecord(t.db, rt, id)))
            }
            const page = JSON.parse(
              await listPageJson(t.db, rt, { sort: '-id', page: 1, per_page: ids.length }),
            ) as { data: { id: number }[] }
            expect(page.data.map((r) => r.id)).toEqual([...ids].reverse())
            for (const row of page.data)
              expect(row).toEqual(throughDrizzle(await getRecord(t.db, rt, row.id)))
          },
        ),
        { numRuns: 15 },
      )
      expect(await recordJson(t.db, rt, 2_000_000_000)).toBeNull()
    },
  )

  it('keeps a top-level jsonb string a string, where Drizzle reads "0" as 0', async () => {
    const rt = RESOURCE_TABLES.packing_sessions
    await t.db.delete(rt.table)
    const [made] = await t.db
      .insert(rt.table)
      .values({ order_id: 1, ticks: '0' } as Record<string, unknown>)
      .returning({ id: rt.columns.id! })
    const id = Number(made!.id)
    expect(JSON.parse((await recordJson(t.db, rt, id))!)).toMatchObject({ ticks: '0' })
    expect(await getRecord(t.db, rt, id)).toMatchObject({ ticks: 0 })
  })
})
