import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { RefLabels } from '@shared/contract/schemas'
import { MSG } from '@shared/resources/messages'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { DEEP_OFFSET } from './list'

type List = {
  data: Record<string, unknown>[]
  total: number
  page: number
  per_page: number
  refs: RefLabels
}
type Failure = { message: string; errors?: Record<string, string[]> }

// `user_id: 0` stands for the manager the test creates.
const ORDERS = [
  { phone: '0671112233', surname: 'Шевченко', status: 'new', total: 350 },
  { phone: '0502223344', surname: 'Шевчук', status: 'sent', total: 1200 },
  { phone: '0933334455', surname: 'Коваленко', status: 'new', total: 99.9 },
  { phone: '0674445566', surname: 'Бондаренко', status: 'ready', total: 500, user_id: 0 },
  { phone: '0975556677', surname: 'Ковальчук', status: 'problem', total: 10 },
]

describe.each(testDatabases())('generic lists on %s', (kind) => {
  const t = useTestServer(kind)

  async function seed(): Promise<string> {
    const cookie = await t.login()
    const manager = await t.createUser({ login: 'manager', name: 'Менеджер', access: 1 })
    for (const order of ORDERS) {
      const body = 'user_id' in order ? { ...order, user_id: manager.id } : order
      const res = await t.post('/api/orders/store', body, { cookie })
      expect(res.status).toBe(200)
    }
    return cookie
  }
  const list = async (cookie: string, query: object) => {
    const res = await t.post('/api/orders/get_orders', query, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as List
  }
  const surnames = (l: List) => l.data.map((r) => r.surname)

  it('answers {data, total, page, per_page}, newest first by default', async () => {
    const cookie = await seed()
    const body = await list(cookie, {})
    expect(body).toMatchObject({ total: 5, page: 1, per_page: 50 })
    expect(surnames(body)).toEqual(['Ковальчук', 'Бондаренко', 'Коваленко', 'Шевчук', 'Шевченко'])
    expect(body.data[0]).toMatchObject({ version: 1, total: 10, phone: '0975556677' })
  })

  it('names what the page refers to: the referenced rows of this page only', async () => {
    const cookie = await seed()
    const body = await list(cookie, { filter: { status: 'ready' } })
    const managerId = String(body.data[0]?.user_id)
    expect(body.refs).toEqual({ user_id: { [managerId]: 'Менеджер' } })
    expect((await list(cookie, { filter: { status: 'taken' } })).refs).toEqual({})
  })

  it('names a parent in the same table (a category under a category)', async () => {
    const cookie = await t.login()
    const store = async (body: object) => {
      const res = await t.post('/api/categories/store', body, { cookie })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as { data: { id: number } }).data.id
    }
    const phones = await store({ title_uk: 'Чохли для телефонів', type: 'category' })
    const child = await store({ title_uk: 'Samsung', type: 'category', parent_id: phones })
    const res = await t.post('/api/categories/get_categories', {}, { cookie })
    const body = res.body as List
    expect(body.refs).toEqual({ parent_id: { [String(phones)]: 'Чохли для телефонів' } })
    expect(body.data.find((r) => r.id === child)?.parent_id).toBe(phones)
  })

  it('filters by a value, a list of values and by "empty"', async () => {
    const cookie = await seed()
    expect(surnames(await list(cookie, { filter: { status: 'new' } }))).toEqual([
      'Коваленко',
      'Шевченко',
    ])
    const several = await list(cookie, { filter: { status: ['sent', 'ready'] } })
    expect(several.total).toBe(2)
    const manager = await t.createUser({ login: 'manager', name: 'Менеджер', access: 1 })
    expect(surnames(await list(cookie, { filter: { user_id: manager.id } }))).toEqual([
      'Бондаренко',
    ])
    // Orders without an explicit manager got the creating user's id.
    expect((await list(cookie, { filter: { user_id: null } })).total).toBe(0)
    expect((await list(cookie, { filter: { status: [] } })).total).toBe(0)
  })

  it('filters by a period of Kyiv days, both ends included, with other filters', async () => {
    const cookie = await seed()
    // Kyiv is UTC+2 in November: 22:30 UTC on the 2nd is already the 3rd there.
    const at: Record<string, string> = {
      Шевченко: '2026-11-01T00:30:00Z', // 02:30 on the 1st in Kyiv
      Шевчук: '2026-11-02T21:59:00Z', // 23:59 on the 2nd
      Коваленко: '2026-11-02T22:30:00Z', // 00:30 on the 3rd
      Бондаренко: '2026-11-05T10:00:00Z',
      Ковальчук: '2026-10-31T21:00:00Z', // 23:00 on 31 October
    }
    for (const [surname, when] of Object.entries(at)) {
      await t.db.execute(sql`update orders set created_at = ${when} where surname = ${surname}`)
    }
    const period = async (filter: object) => surnames(await list(cookie, { filter, sort: 'id' }))
    expect(await period({ created_at_from: '2026-11-01', created_at_to: '2026-11-02' })).toEqual([
      'Шевченко',
      'Шевчук',
    ])
    expect(await period({ created_at_from: '03.11.2026' })).toEqual(['Коваленко', 'Бондаренко'])
    expect(await period({ created_at_to: '2026-10-31' })).toEqual(['Ковальчук'])
    expect(await period({ created_at_from: '2026-11-01', status: 'new' })).toEqual([
      'Шевченко',
      'Коваленко',
    ])
    const page = await list(cookie, { filter: { created_at_from: '2026-11-01' }, per_page: 1 })
    expect(page.total).toBe(4)
    const res = await t.post(
      '/api/orders/get_orders',
      { filter: { created_at_from: ['2026-11-01'], created_at_to: '2026-13-01' } },
      { cookie },
    )
    expect(res.status).toBe(422)
    expect((res.body as Failure).errors).toEqual({
      created_at_from: [MSG.oneDay],
      created_at_to: [MSG.date],
    })
  })

  it('refuses filters on undeclared fields and values outside the enumeration', async () => {
    const cookie = await seed()
    const res = await t.post(
      '/api/orders/get_orders',
      { filter: { comment: 'x', status: 'lost' } },
      { cookie },
    )
    expect(res.status).toBe(422)
    expect((res.body as Failure).errors).toEqual({
      comment: [MSG.unknownFilter],
      status: [MSG.notInList],
    })
  })

  it('searches exact fields whole, phones in any spelling, titles by prefix or with ** anywhere', async () => {
    const cookie = await seed()
    expect(surnames(await list(cookie, { search: '+38 (050) 222-33-44' }))).toEqual(['Шевчук'])
    expect(surnames(await list(cookie, { search: 'шевч' }))).toEqual(['Шевчук', 'Шевченко'])
    expect(surnames(await list(cookie, { search: 'енко' }))).toEqual([])
    expect(surnames(await list(cookie, { search: 'енко**' }))).toEqual([
      'Бондаренко',
      'Коваленко',
      'Шевченко',
    ])
    // `%` is a letter here, not a wildcard.
    expect((await list(cookie, { search: '%**' })).total).toBe(0)
    expect(surnames(await list(cookie, { search: '2' }))).toEqual(['Шевчук'])
  })

  it('sorts by any declared column either way, and refuses others', async () => {
    const cookie = await seed()
    expect((await list(cookie, { sort: 'total' })).data.map((r) => r.total)).toEqual([
      10, 99.9, 350, 500, 1200,
    ])
    expect(surnames(await list(cookie, { sort: '-surname' }))[0]).toBe('Шевчук')
    for (const sort of ['comment', 'nope', '-password_hash', 'id; drop table orders']) {
      const res = await t.post('/api/orders/get_orders', { sort }, { cookie })
      expect(res.status, sort).toBe(422)
      expect((res.body as Failure).errors).toEqual({ sort: [MSG.unknownSort] })
    }
  })

  it('pages with the total of the whole filtered list', async () => {
    const cookie = await seed()
    const first = await list(cookie, { per_page: 2, sort: 'id' })
    const third = await list(cookie, { per_page: 2, page: 3, sort: 'id' })
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 })
    expect(surnames(first)).toEqual(['Шевченко', 'Шевчук'])
    expect(surnames(third)).toEqual(['Ковальчук'])
    expect(third.total).toBe(5)
    const beyond = await list(cookie, { per_page: 2, page: 9 })
    expect(beyond).toMatchObject({ data: [], total: 5 })
  })

  it('pages through ties either way: every row once, in the order of the whole list', async () => {
    const cookie = await seed()
    for (const query of [{ sort: 'status' }, { sort: '-status' }, { sort: '-phone' }, {}]) {
      const ids = (l: List) => l.data.map((r) => r.id)
      const whole = ids(await list(cookie, { ...query, per_page: 50 }))
      const paged: unknown[] = []
      for (const page of [1, 2, 3])
        paged.push(...ids(await list(cookie, { ...query, per_page: 2, page })))
      expect(paged, JSON.stringify(query)).toEqual(whole)
      expect(new Set(paged).size).toBe(ORDERS.length)
    }
  })

  it('cuts a deep page as ids first, with the same rows, order and values', async () => {
    const cookie = await seed()
    await t.db.execute(sql`insert into orders (phone, surname, status, total)
      select '067' || lpad(g::text, 7, '0'), 'Прізвище ' || (g % 7),
        case when g % 3 = 0 then 'new' else 'sent' end, g
      from generate_series(1, 2000) as g`)
    const offset = DEEP_OFFSET + 50
    const cases = [
      { sort: '-id', reverse: 'id', order: sql`id desc` },
      { sort: 'surname', reverse: '-surname', order: sql`surname asc, id asc` },
      { sort: '-total', reverse: 'total', order: sql`total desc, id desc`, status: 'sent' },
    ]
    for (const c of cases) {
      const filter = c.status ? { status: c.status } : undefined
      const where = c.status ? sql`where status = ${c.status}` : sql``
      const expected = await queryRows<{ id: number }>(
        t.db,
        sql`select id from orders ${where} order by ${c.order} limit 50 offset ${offset}`,
      )
      const deep = await list(cookie, { sort: c.sort, filter, per_page: 50, page: offset / 50 + 1 })
      expect(
        deep.data.map((r) => Number(r.id)),
        c.sort,
      ).toEqual(expected.map((r) => Number(r.id)))
      // The same rows as a shallow page writes them: near the top of the reversed order.
      const start = deep.total - offset - 50
      const page = Math.floor(start / 500) + 1
      expect((page - 1) * 500 + 500).toBeLessThanOrEqual(DEEP_OFFSET)
      expect(start + 50).toBeLessThanOrEqual(page * 500)
      const shallow = await list(cookie, { sort: c.reverse, filter, per_page: 500, page })
      const byId = new Map(shallow.data.map((r) => [r.id, r]))
      expect(deep.data.map((r) => byId.get(r.id))).toEqual(deep.data)
    }
  })

  it('answers an unfiltered total from the kept row count, which follows every change', async () => {
    const cookie = await seed()
    // The test reset empties row_counts too; start it again as the migration does.
    await t.db.execute(sql`insert into row_counts select 'orders', count(*) from orders`)
    const kept = async () =>
      (
        await queryRows<{ n: string }>(
          t.db,
          sql`select n from row_counts where table_name = 'orders'`,
        )
      )[0]?.n
    expect(Number(await kept())).toBe(5)
    for (const phone of ['0661234567', '0661234568']) {
      await t.post('/api/orders/store', { phone }, { cookie })
    }
    const page = await list(cookie, { per_page: 2, page: 2 })
    expect(page.total).toBe(7)
    await t.request('DELETE', `/api/orders/${page.data[0]!.id}`, undefined, { cookie })
    expect(Number(await kept())).toBe(6)
    expect((await list(cookie, { per_page: 2, page: 2 })).total).toBe(6)
    // The kept figure is what answers: skew it and the list says so.
    await t.db.execute(sql`update row_counts set n = 1000 where table_name = 'orders'`)
    expect((await list(cookie, { per_page: 2, page: 2 })).total).toBe(1000)
    expect((await list(cookie, { per_page: 2, page: 2, filter: { status: 'new' } })).total).toBe(4)
    await t.db.execute(sql`truncate orders`)
    expect(Number(await kept())).toBe(0)
  })

  it('refuses a malformed list query', async () => {
    const cookie = await seed()
    const res = await t.post('/api/orders/get_orders', { page: 0, per_page: 100000 }, { cookie })
    expect(res.status).toBe(422)
    expect(Object.keys((res.body as Failure).errors ?? {}).sort()).toEqual(['page', 'per_page'])
  })

  it('answers the security probe’s malformed queries with 422 and a message, not 500', async () => {
    const cookie = await seed()
    const cases: [object, string][] = [
      [{ filter: JSON.parse('{"constructor": null}') as object }, 'constructor'],
      [{ sort: '__proto__' }, 'sort'],
      [{ sort: 'constructor' }, 'sort'],
      [{ sort: '-toString' }, 'sort'],
      [{ search: 'a\u0000b' }, 'search'],
      [{ filter: { surname: 'a\u0000b' } }, 'filter.surname'],
      [{ filter: { id: Array.from({ length: 65_535 }, (_, i) => i + 1) } }, 'filter.id'],
      [{ filter: { status: Array.from({ length: 1001 }, () => 'new') } }, 'filter.status'],
    ]
    for (const [query, field] of cases) {
      const res = await t.post('/api/orders/get_orders', query, { cookie })
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(422)
      const body = res.body as Failure
      expect(body.message).toBeTruthy()
      expect(Object.keys(body.errors ?? {})).toContain(field)
    }
    // A thousand values is still a filter.
    const many = Array.from({ length: 1000 }, (_, i) => i + 1)
    expect((await list(cookie, { filter: { id: many } })).total).toBe(5)
  })

  it('records who changed what in the action log, readable by administrators', async () => {
    const cookie = await seed()
    const order = (await list(cookie, { filter: { status: 'problem' } })).data[0]!
    const res = await t.post(
      '/api/orders/store',
      { id: order.id, version: order.version, status: 'return', comment: 'Клієнт відмовився' },
      { cookie },
    )
    expect(res.status).toBe(200)
    const logs = await t.post(
      '/api/action_logs/get_action_logs',
      { filter: { table_name: 'orders', record_id: order.id as number, action: 'update' } },
      { cookie },
    )
    expect((logs.body as List).data).toEqual([
      expect.objectContaining({
        user_id: expect.any(Number),
        action: 'update',
        changes: {
          status: { old: 'problem', new: 'return' },
          comment: { old: null, new: 'Клієнт відмовився' },
        },
      }),
    ])
    const staff = await t.login({ login: 'staff', name: 'Продавець', access: 1 })
    const denied = await t.post('/api/action_logs/get_action_logs', {}, { cookie: staff })
    expect(denied.status).toBe(403)
    const noStore = await t.post('/api/action_logs/store', { table_name: 'x' }, { cookie })
    expect(noStore.status).toBe(404)
  })
})
