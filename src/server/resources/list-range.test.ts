import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabases, useTestServer } from '../test/harness'

type List = { data: { id: number; record_id: number }[]; total: number }
type Failure = { errors?: Record<string, string[]> }

/**
 * A list's period (`ranges` in the registry, `{field}_from` / `_to` filters): the action log
 * between two Kyiv days, both included.
 */
describe.each(testDatabases())('list periods on %s', (kind) => {
  const t = useTestServer(kind)

  async function seed() {
    const cookie = await t.login()
    // 23:30 on 19 November in Kyiv (UTC+2 then), 00:30 on the 20th, and the 21st.
    for (const [record, at] of [
      [1, '2026-11-19T21:30:00Z'],
      [2, '2026-11-19T22:30:00Z'],
      [3, '2026-11-21T10:00:00Z'],
    ] as const) {
      await t.db.execute(
        sql`insert into action_logs (table_name, record_id, action, changes, type, created_at, updated_at)
            values ('orders', ${record}, 'update', '{}'::jsonb, 'default', ${at}::timestamptz, ${at}::timestamptz)`,
      )
    }
    return cookie
  }
  const list = (cookie: string, body: object) =>
    t.post('/api/action_logs/get_action_logs', { sort: 'record_id', ...body }, { cookie })
  const records = (res: { body: unknown }) => (res.body as List).data.map((r) => r.record_id)

  it('takes the shop’s days: a write at 00:30 Kyiv time belongs to that day', async () => {
    const cookie = await seed()
    const day = await list(cookie, {
      filter: { created_at_from: '2026-11-20', created_at_to: '2026-11-20' },
    })
    expect(day.status, JSON.stringify(day.body)).toBe(200)
    expect(records(day)).toEqual([2])
    expect((day.body as List).total).toBe(1)
    expect(records(await list(cookie, { filter: { created_at_from: '2026-11-20' } }))).toEqual([
      2, 3,
    ])
    expect(records(await list(cookie, { filter: { created_at_to: '2026-11-19' } }))).toEqual([1])
    // With a filter beside it, both apply.
    const both = await list(cookie, {
      filter: { record_id: 3, created_at_from: '2026-11-19', created_at_to: '2026-11-21' },
    })
    expect(records(both)).toEqual([3])
  })

  it('refuses a period of a column that is no date, and a day that does not exist', async () => {
    const cookie = await seed()
    const notDate = await list(cookie, { filter: { table_name_from: '2026-11-20' } })
    expect(notDate.status).toBe(422)
    expect(Object.keys((notDate.body as Failure).errors ?? {})).toEqual(['table_name_from'])
    const own = await list(cookie, { filter: { constructor_from: '2026-11-20' } })
    expect(own.status).toBe(422)
    const impossible = await list(cookie, { filter: { created_at_from: '2026-02-30' } })
    expect(impossible.status).toBe(422)
  })
})
