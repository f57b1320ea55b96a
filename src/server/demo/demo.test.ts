import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RESOURCES, RESOURCE_DEFS } from '@shared/resources/registry'
import { ENUMS } from '@shared/resources/enums'
import { createSchema } from '@shared/resources/validation'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { seedDemo } from '.'
import { seedLargeDemo } from './large'

describe.each(testDatabases())('demo data on %s', (kind) => {
  const t = useTestServer(kind)

  it('fills every table but users and the audit log, once', async () => {
    await t.createUser()
    const added = await seedDemo(t.db)
    for (const table of Object.keys(RESOURCES)) {
      if (table === 'users' || table === 'action_logs') continue
      expect.soft(added[table], table).toBeGreaterThan(0)
    }
    const again = await seedDemo(t.db)
    expect(Object.values(again).every((n) => n === 0)).toBe(true)
  })

  it('represents every value of every enumeration a table uses', async () => {
    await t.createUser()
    await seedDemo(t.db)
    for (const def of RESOURCE_DEFS) {
      if (def.table === 'users' || def.table === 'action_logs') continue
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.kind !== 'enum' || field.virtual) continue
        const rows = await queryRows<{ v: string }>(
          t.db,
          sql`select distinct ${sql.identifier(name)}::text as v from ${sql.identifier(def.table)}`,
        )
        const seen = new Set(rows.map((r) => r.v))
        const missing = ENUMS[field.enum].filter((v) => !seen.has(v))
        expect.soft(missing, `${def.table}.${name}`).toEqual([])
      }
    }
  })

  it('writes rows the registry itself would accept', async () => {
    await t.createUser()
    await seedDemo(t.db)
    for (const def of RESOURCE_DEFS) {
      if (def.table === 'users' || def.table === 'action_logs' || def.table === 'settings') continue
      const schema = createSchema(def)
      const sample = await queryRows<Record<string, unknown>>(
        t.db,
        sql`select * from ${sql.identifier(def.table)} order by id limit 20`,
      )
      for (const row of sample) {
        const values = Object.fromEntries(
          Object.keys(def.fields)
            .filter((f) => !def.fields[f]?.virtual && !def.fields[f]?.readOnly && row[f] !== null)
            .map((f) => [f, normalize(row[f])]),
        )
        const result = schema.safeParse(values)
        expect
          .soft(result.success ? [] : result.error.issues, `${def.table} #${row.id}`)
          .toEqual([])
      }
    }
  })

  it('numbers orders from 900001, the shop’s six-digit order numbers', async () => {
    await seedDemo(t.db)
    const [first] = await queryRows<{ id: number }>(t.db, sql`select min(id) as id from orders`)
    expect(first?.id).toBe(900001)
  })

  it('the large demo: as many orders as asked, each with the line its total is made of', async () => {
    const added = await seedLargeDemo(t.db, 2600)
    const [counts] = await queryRows<{ orders: number; lines: number; off: number }>(
      t.db,
      sql`select (select count(*)::int from orders) as orders,
        (select count(*)::int from order_items i join orders o on o.id = i.order_id
          where o.id > 900120) as lines,
        (select count(*)::int from orders o where o.id > 900120 and o.total <> (
          select sum(i.price * i.quantity) from order_items i where i.order_id = o.id)) as off`,
    )
    expect(added).toBe(2600 - 120)
    expect(counts).toEqual({ orders: 2600, lines: 2480, off: 0 })
  })
})

/** A database value as a client would send it (numbers as numbers, dates as ISO text). */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) return Number(value)
  return value
}
