import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { availabilityForStock } from '@shared/stock'

describe.each(testDatabases())('stock-taking on %s', (kind) => {
  const t = useTestServer(kind)

  const seed = async () => {
    await t.db.execute(
      sql`insert into products (barcode, title_uk, type, "group", price, availability, quantity, publish)
          values ('12-345', 'Чохол iPhone 15', 'chekhly', 'default', 100, 'available', 3, '1'),
                 ('67-890', 'Плівка Galaxy S24', 'plenki', 'default', 50, 'available', 2, '1'),
                 ('55-555', 'Кабель USB-C', 'accessories', 'default', 80, 'not_available', 0, '1')`,
    )
  }

  it('each scan adds one; the session is on the server; an unknown barcode finds nothing', async () => {
    await seed()
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    for (const code of ['12-345', '12345', '12-345', '67-890']) {
      const res = await t.post('/api/inventory/scan', { barcode: code }, { cookie: packer })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const unknown = await t.post('/api/inventory/scan', { barcode: '999' }, { cookie: packer })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ data: null })
    const session = await t.post('/api/inventory/get_session', undefined, { cookie: packer })
    const lines = (
      session.body as { data: { barcode: string; counted: number; expected: number }[] }
    ).data
    expect(lines.map((l) => [l.barcode, l.expected, l.counted]).sort()).toEqual([
      ['12-345', 3, 3],
      ['67-890', 2, 1],
    ])
  })

  it('packers count but do not apply; a manager applies in one go, logged', async () => {
    await seed()
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: 1 })
    expect(
      (await t.post('/api/inventory/scan', { barcode: '12-345' }, { cookie: viewer })).status,
    ).toBe(403)
    await t.post('/api/inventory/scan', { barcode: '12-345' }, { cookie: packer })
    await t.post('/api/inventory/scan', { barcode: '55-555' }, { cookie: packer })
    await t.post('/api/inventory/scan', { barcode: '67-890' }, { cookie: packer })
    // A miscount set by hand: the film is gone from the shelf.
    const set = await t.post(
      '/api/inventory/set_count',
      { product_id: 2, counted: 0 },
      { cookie: packer },
    )
    expect(set.status).toBe(200)
    expect((await t.post('/api/inventory/apply', undefined, { cookie: packer })).status).toBe(403)

    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const applied = await t.post('/api/inventory/apply', undefined, { cookie: manager })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body).toEqual({ data: { changed: 2, counted: 2 } })
    const products = await queryRows<{ barcode: string; quantity: number; availability: string }>(
      t.db,
      sql`select barcode, quantity, availability from products order by id`,
    )
    expect(products).toEqual([
      { barcode: '12-345', quantity: 1, availability: 'available' },
      // Not in the session any more (set to 0 = taken out): left as it was.
      { barcode: '67-890', quantity: 2, availability: 'available' },
      { barcode: '55-555', quantity: 1, availability: 'available' },
    ])
    const logs = await queryRows<{ record_id: number; changes: unknown }>(
      t.db,
      sql`select record_id, changes from action_logs where table_name = 'products' order by record_id`,
    )
    expect(logs).toEqual([
      { record_id: 1, changes: { quantity: { old: 3, new: 1 } } },
      {
        record_id: 3,
        changes: {
          quantity: { old: 0, new: 1 },
          availability: { old: 'not_available', new: 'available' },
        },
      },
    ])
    // The session is closed: the next one starts empty, and applying nothing is refused.
    const after = await t.post('/api/inventory/get_session', undefined, { cookie: packer })
    expect((after.body as { data: unknown[] }).data).toEqual([])
    const again = await t.post('/api/inventory/apply', undefined, { cookie: manager })
    expect(again.status).toBe(409)
    const kept = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory where applied_at is not null and expected = 3`,
    )
    expect(kept[0]?.n).toBe(1)
  })

  it('availability follows an empty or a refound shelf, as the setting says', () => {
    expect(availabilityForStock('available', 0, 'pre_order')).toBe('pre_order')
    expect(availabilityForStock('available', 0, 'available_not')).toBe('available_not')
    expect(availabilityForStock('not_available', 2, 'pre_order')).toBe('available')
    expect(availabilityForStock('pre_order', 2, 'pre_order')).toBe('available')
    expect(availabilityForStock('pre_order', 0, 'available_not')).toBe('pre_order')
    expect(availabilityForStock('pre_order', 3, 'available_not')).toBe('pre_order')
    expect(availabilityForStock('available', 5, 'pre_order')).toBe('available')
  })
})
