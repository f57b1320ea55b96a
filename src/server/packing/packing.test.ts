import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { PackingState, ScanOutcome } from '@shared/packing'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'

type ScanBody = { data: { state: PackingState; outcome: ScanOutcome } }

describe.each(testDatabases())('packing mode on %s', (kind) => {
  const t = useTestServer(kind)

  /** An order of three units: two cases (one item, quantity 2) and a film; plus a cable not in it. */
  const seed = async (status = 'pre_order') => {
    await t.db.execute(
      sql`insert into products (id, barcode, title_uk, type, "group", price, availability, quantity, publish)
          values (1, '12-345', 'Чохол iPhone 15', 'chekhly', 'default', 100, 'available', 3, '1'),
                 (2, '67-890', 'Плівка Galaxy S24', 'plenki', 'default', 50, 'available', 2, '1'),
                 (3, '55-555', 'Кабель USB-C', 'accessories', 'default', 80, 'available', 5, '1')`,
    )
    await t.db.execute(
      sql`insert into orders (id, phone, surname, name, status, delivery_method, city_name,
                              warehouse_name, track, total, prepayment)
          values (900123, '0671234567', 'Шевченко', 'Тарас', ${status}, 'nova_poshta', 'Київ',
                  'Відділення №1', '20450000000001', 250, 0),
                 (900124, '0501112233', 'Франко', 'Іван', 'pre_order', 'pickup', null, null, null, 80, 0)`,
    )
    await t.db.execute(
      sql`insert into order_items (order_id, product_id, title, price, quantity)
          values (900123, 1, 'Чохол iPhone 15', 100, 2),
                 (900123, 2, 'Плівка Galaxy S24', 50, 1),
                 (900124, 3, 'Кабель USB-C', 80, 1)`,
    )
  }

  const scan = async (cookie: string, code: string, orderId = 900123) => {
    const res = await t.post('/api/packing/scan', { order_id: orderId, code }, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as ScanBody).data
  }
  const ticksOf = (state: PackingState) => state.items.map((i) => [i.title, i.ticked, i.quantity])

  it('opens an order by its number or its TTN; an unknown code is 404 in Ukrainian', async () => {
    await seed()
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    for (const code of ['900123', '20450000000001']) {
      const res = await t.post('/api/packing/open', { code }, { cookie: packer })
      expect(res.status).toBe(200)
      const state = (res.body as { data: PackingState }).data
      expect(state.order.id).toBe(900123)
      expect(state.items.map((i) => [i.barcode, i.quantity, i.ticked])).toEqual([
        ['12-345', 2, 0],
        ['67-890', 1, 0],
      ])
      expect(state).toMatchObject({ complete: false, blocked: null, packed_at: null })
    }
    const missing = await t.post('/api/packing/open', { code: '999999' }, { cookie: packer })
    expect(missing.status).toBe(404)
    expect((missing.body as { message: string }).message).toMatch(/не знайдено/)
  })

  it('ticks one unit per scan, refuses a wrong product and one unit too many, ticking nothing', async () => {
    await seed()
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    expect((await scan(packer, '12-345')).outcome).toMatchObject({ ok: true })
    // The scanner may leave the dashes out.
    expect((await scan(packer, '12345')).outcome).toMatchObject({ ok: true })

    const over = await scan(packer, '12-345')
    expect(over.outcome).toEqual({
      ok: false,
      reason: 'over',
      message: 'Зайва одиниця: «Чохол iPhone 15» у замовленні 2 шт., усі вже відскановано.',
      said: { code: 'packing.over', params: { title: 'Чохол iPhone 15', quantity: 2 } },
    })
    const wrong = await scan(packer, '55-555')
    expect(wrong.outcome).toEqual({
      ok: false,
      reason: 'wrong',
      message: '«Кабель USB-C» не входить у це замовлення.',
      said: { code: 'packing.wrongItem', params: { title: 'Кабель USB-C' } },
    })
    const unknown = await scan(packer, '00-000')
    expect(unknown.outcome).toMatchObject({ ok: false, reason: 'unknown' })
    expect(ticksOf(unknown.state)).toEqual([
      ['Чохол iPhone 15', 2, 2],
      ['Плівка Galaxy S24', 0, 1],
    ])
    // Two ticks, two log rows; the refusals wrote nothing.
    const logs = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from action_logs where table_name = 'packing_sessions'`,
    )
    expect(logs[0]?.n).toBe(2)
  })

  it('refuses completion while a unit is left, then marks the order packed (ready), logged', async () => {
    await seed('pre_order')
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const before = await t.post('/api/packing/complete', { order_id: 900123 }, { cookie: packer })
    expect(before.status).toBe(409)
    expect((before.body as { message: string }).message).toBe(
      'Запаковано не все: бракує 3 шт. Відскануйте решту товарів.',
    )
    await scan(packer, '12-345')
    await scan(packer, '67-890')
    const partly = await t.post('/api/packing/complete', { order_id: 900123 }, { cookie: packer })
    expect(partly.status).toBe(409)
    expect((partly.body as { message: string }).message).toMatch(/бракує 1 шт/)
    const last = await scan(packer, '12-345')
    expect(last.state.complete).toBe(true)

    t.clock.set(new Date('2026-11-23T10:15:00Z'))
    const done = await t.post('/api/packing/complete', { order_id: 900123 }, { cookie: packer })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const state = (done.body as { data: PackingState }).data
    expect(state.order.status).toBe('ready')
    expect(state).toMatchObject({
      packed_by: 'Пакувальник',
      started_by: 'Пакувальник',
      packed_at: '2026-11-23T10:15:00.000Z',
    })
    const [order] = await queryRows<{ status: string; version: number }>(
      t.db,
      sql`select status, version from orders where id = 900123`,
    )
    expect(order).toEqual({ status: 'ready', version: 2 })
    const statusLog = await queryRows<{ changes: unknown }>(
      t.db,
      sql`select changes from action_logs where table_name = 'orders' and record_id = 900123`,
    )
    expect(statusLog.map((l) => l.changes)).toEqual([
      { status: { old: 'pre_order', new: 'ready' } },
    ])
    // Packed: no more scans, no second completion, no reset.
    expect((await scan(packer, '12-345')).outcome).toMatchObject({ ok: false, reason: 'packed' })
    const again = await t.post('/api/packing/complete', { order_id: 900123 }, { cookie: packer })
    expect(again.status).toBe(409)
    const reset = await t.post('/api/packing/reset', { order_id: 900123 }, { cookie: packer })
    expect(reset.status).toBe(409)
  })

  it('does not pack an order whose status does not lead to ready', async () => {
    await seed('sent')
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const opened = await t.post('/api/packing/open', { code: '900123' }, { cookie: packer })
    expect((opened.body as { data: PackingState }).data.blocked).toBe(
      'Замовлення у статусі «Відправлено» не пакують.',
    )
    expect((opened.body as { data: PackingState }).data.blocked_code).toEqual({
      code: 'shipping.blocked',
      params: { status: { enum: 'order_status', values: ['sent'] } },
    })
    expect((await scan(packer, '12-345')).outcome).toMatchObject({ ok: false, reason: 'blocked' })
    const done = await t.post('/api/packing/complete', { order_id: 900123 }, { cookie: packer })
    expect(done.status).toBe(422)
  })

  it('resumes: the ticks stay on the server across another order and another desk', async () => {
    await seed()
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    await scan(packer, '12-345')
    await scan(packer, '55-555', 900124)
    const other = await t.login({ login: 'packer2', name: 'Друга зміна', access: 3 })
    const res = await t.post('/api/packing/open', { code: '20450000000001' }, { cookie: other })
    const state = (res.body as { data: PackingState }).data
    expect(ticksOf(state)).toEqual([
      ['Чохол iPhone 15', 1, 2],
      ['Плівка Galaxy S24', 0, 1],
    ])
    expect(state.started_by).toBe('Пакувальник')
    expect(state.scanned_at).not.toBeNull()
    // Starting over clears the ticks (the desk dropped the parcel).
    const reset = await t.post('/api/packing/reset', { order_id: 900123 }, { cookie: other })
    expect(ticksOf((reset.body as { data: PackingState }).data).map((r) => r[1])).toEqual([0, 0])
  })

  it('ticks by hand only an item with nothing to scan', async () => {
    await seed()
    await t.db.execute(
      sql`insert into order_items (order_id, product_id, title, price, quantity)
          values (900123, null, 'Подарункова упаковка', 0, 1)`,
    )
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const opened = await t.post('/api/packing/open', { code: '900123' }, { cookie: packer })
    const items = (opened.body as { data: PackingState }).data.items
    const gift = items.find((i) => i.barcode === null)!
    const withBarcode = items.find((i) => i.barcode !== null)!
    const tick = (item_id: number) =>
      t.post('/api/packing/tick', { order_id: 900123, item_id }, { cookie: packer })
    expect(((await tick(withBarcode.id)).body as ScanBody).data.outcome).toMatchObject({
      ok: false,
      reason: 'manual',
    })
    expect(((await tick(gift.id)).body as ScanBody).data.outcome).toMatchObject({ ok: true })
    expect(((await tick(gift.id)).body as ScanBody).data.outcome).toMatchObject({
      ok: false,
      reason: 'over',
    })
    expect((await tick(123456)).status).toBe(404)
  })

  it('lets viewers look but only the desks pack', async () => {
    await seed()
    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: 1 })
    expect((await t.post('/api/packing/open', { code: '900123' }, { cookie: viewer })).status).toBe(
      200,
    )
    for (const [path, body] of [
      ['/api/packing/scan', { order_id: 900123, code: '12-345' }],
      ['/api/packing/tick', { order_id: 900123, item_id: 1 }],
      ['/api/packing/reset', { order_id: 900123 }],
      ['/api/packing/complete', { order_id: 900123 }],
    ] as const) {
      expect((await t.post(path, body, { cookie: viewer })).status, path).toBe(403)
    }
    expect((await t.post('/api/packing/open', { code: '900123' })).status).toBe(401)
    const bad = await t.post(
      '/api/packing/scan',
      { order_id: 'x', code: '' },
      { cookie: await t.login() },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'code',
      'order_id',
    ])
  })
})
