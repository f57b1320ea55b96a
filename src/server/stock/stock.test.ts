import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Message } from '@shared/messages'
import { SERVER_RU } from '@shared/messages/server-ru'
import { renderFrom } from '@shared/messages/ukrainian'
import type { PackingState } from '@shared/packing'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'

interface Movement extends Record<string, unknown> {
  product_id: number
  delta: number
  quantity: number
  reason: string
  order_id: number | null
  user: string | null
}

describe.each(testDatabases())('stock that follows every parcel on %s', (kind) => {
  const t = useTestServer(kind)

  const seed = async () => {
    await t.db.execute(
      sql`insert into products (id, barcode, title_uk, type, "group", price, availability, quantity, publish)
          values (1, '12-345', 'Чохол iPhone 15', 'chekhly', 'default', 100, 'available', 3, '1'),
                 (2, '67-890', 'Плівка Galaxy S24', 'plenki', 'default', 50, 'available', 1, '1'),
                 (3, '55-555', 'Кабель USB-C', 'accessories', 'default', 80, 'available', 1, '1')`,
    )
  }
  /** An order the desk may pack (confirmed, cash on delivery) with these lines. */
  const order = async (id: number, lines: [productId: number, quantity: number][], extra = {}) => {
    const o = { status: 'pre_order', pay_method: null, prepayment: 0, ...extra }
    await t.db.execute(
      sql`insert into orders (id, phone, surname, status, delivery_method, pay_method, total, prepayment)
          values (${id}, '0671234567', 'Шевченко', ${o.status}, 'pickup', ${o.pay_method}, 100,
                  ${o.prepayment})`,
    )
    for (const [productId, quantity] of lines) {
      await t.db.execute(
        sql`insert into order_items (order_id, product_id, title, price, quantity)
            select ${id}, id, title_uk, price, ${quantity} from products where id = ${productId}`,
      )
    }
  }
  const codeOf: Record<number, string> = { 1: '12-345', 2: '67-890', 3: '55-555' }
  const scanAll = async (cookie: string, orderId: number, lines: [number, number][]) => {
    for (const [productId, quantity] of lines) {
      for (let n = 0; n < quantity; n++) {
        const res = await t.post(
          '/api/packing/scan',
          { order_id: orderId, code: codeOf[productId] },
          { cookie },
        )
        expect(res.body).toMatchObject({ data: { outcome: { ok: true } } })
      }
    }
  }
  const complete = (cookie: string, orderId: number) =>
    t.post('/api/packing/complete', { order_id: orderId }, { cookie })
  const stock = () =>
    queryRows<{ id: number; quantity: number; availability: string }>(
      t.db,
      sql`select id, quantity, availability from products order by id`,
    )
  const movements = (productId: number) =>
    queryRows<Movement>(
      t.db,
      sql`select m.product_id, m.delta, m.quantity, m.reason, m.order_id, u.name as user
            from stock_movements m left join users u on u.id = m.user_id
           where m.product_id = ${productId} order by m.id`,
    )

  it('packing writes off once; a return and a cancellation put back; a count sets; the rows explain it', async () => {
    await seed()
    await order(900201, [
      [1, 2],
      [2, 1],
    ])
    await order(900202, [[1, 1]])
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })

    await scanAll(packer, 900201, [
      [1, 2],
      [2, 1],
    ])
    expect((await complete(packer, 900201)).status).toBe(200)
    // Completed twice: the second is refused and writes nothing.
    expect((await complete(packer, 900201)).status).toBe(409)
    expect(await stock()).toEqual([
      { id: 1, quantity: 1, availability: 'available' },
      // The empty shelf: "to order" unless the setting says "running out".
      { id: 2, quantity: 0, availability: 'pre_order' },
      { id: 3, quantity: 1, availability: 'available' },
    ])

    // The parcel leaves and comes back: a return puts both products back.
    for (const status of ['sent', 'return']) {
      const res = await t.post(
        '/api/orders/set_status',
        { ids: [900201], status },
        { cookie: packer },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect((await stock()).slice(0, 2)).toEqual([
      { id: 1, quantity: 3, availability: 'available' },
      { id: 2, quantity: 1, availability: 'available' },
    ])

    // A packed order cancelled (its form's status: refusal) puts its unit back.
    await scanAll(packer, 900202, [[1, 1]])
    expect((await complete(packer, 900202)).status).toBe(200)
    expect((await stock())[0]?.quantity).toBe(2)
    const [row] = await queryRows<{ version: number }>(
      t.db,
      sql`select version from orders where id = 900202`,
    )
    const cancelled = await t.post(
      '/api/orders/store',
      { id: 900202, version: row!.version, status: 'refusal' },
      { cookie: packer },
    )
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect((await stock())[0]?.quantity).toBe(3)

    // Stock-taking sets the figure: one case found on the shelf.
    await t.post('/api/inventory/scan', { barcode: '12-345' }, { cookie: packer })
    expect((await t.post('/api/inventory/apply', undefined, { cookie: manager })).status).toBe(200)
    // A manager's edit of the product's form is a movement too.
    const [p1] = await queryRows<{ version: number }>(
      t.db,
      sql`select version from products where id = 1`,
    )
    const edited = await t.post(
      '/api/products/store',
      { id: 1, version: p1!.version, quantity: 4 },
      { cookie: manager },
    )
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)

    expect(await movements(1)).toEqual([
      {
        product_id: 1,
        delta: -2,
        quantity: 1,
        reason: 'packed',
        order_id: 900201,
        user: 'Пакувальник',
      },
      {
        product_id: 1,
        delta: 2,
        quantity: 3,
        reason: 'returned',
        order_id: 900201,
        user: 'Пакувальник',
      },
      {
        product_id: 1,
        delta: -1,
        quantity: 2,
        reason: 'packed',
        order_id: 900202,
        user: 'Пакувальник',
      },
      {
        product_id: 1,
        delta: 1,
        quantity: 3,
        reason: 'cancelled',
        order_id: 900202,
        user: 'Пакувальник',
      },
      {
        product_id: 1,
        delta: -2,
        quantity: 1,
        reason: 'counted',
        order_id: null,
        user: 'Менеджер',
      },
      { product_id: 1, delta: 3, quantity: 4, reason: 'edited', order_id: null, user: 'Менеджер' },
    ])
    // Every product's figure is its starting stock plus its rows, and its newest row's.
    const start: Record<number, number> = { 1: 3, 2: 1, 3: 1 }
    for (const p of await stock()) {
      const rows = await movements(p.id)
      expect(start[p.id]! + rows.reduce((n, m) => n + m.delta, 0)).toBe(p.quantity)
      if (rows.length) expect(rows.at(-1)!.quantity).toBe(p.quantity)
    }
  })

  it('two desks packing the last unit at once: one packs, the other is told', async () => {
    await seed()
    await order(900211, [[3, 1]])
    await order(900212, [[3, 1]])
    const a = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const b = await t.login({ login: 'packer2', name: 'Друга зміна', access: 3 })
    await scanAll(a, 900211, [[3, 1]])
    await scanAll(b, 900212, [[3, 1]])
    const results = await Promise.all([complete(a, 900211), complete(b, 900212)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = results.find((r) => r.status === 409)!
    expect((refused.body as { message: string }).message).toBe(
      'Немає на складі: «Кабель USB-C» залишок 0 шт., а в замовленні 1 шт. Перерахуйте товар (інвентаризація) або змініть замовлення.',
    )
    const said = refused.body as Message
    expect(said).toMatchObject({
      code: 'stock.short',
      params: { title: 'Кабель USB-C', left: 0, needed: 1 },
    })
    expect(renderFrom(SERVER_RU, 'ru', said, (_, v) => v)).toMatch(
      /^Нет на складе: «Кабель USB-C» остаток 0 шт\., а в заказе 1 шт\./,
    )
    expect((await stock())[2]).toEqual({ id: 3, quantity: 0, availability: 'pre_order' })
    expect(await movements(3)).toHaveLength(1)
    // The refused order is left as it was: not packed, its status unchanged.
    const statuses = await queryRows<{ id: number; status: string }>(
      t.db,
      sql`select id, status from orders order by id`,
    )
    expect(statuses.map((s) => s.status).sort()).toEqual(['pre_order', 'ready'])
  })

  it('availability and the Prom feed follow the stock, as the setting says', async () => {
    await seed()
    const admin = await t.login()
    await t.post(
      '/api/settings/store',
      { key: 'api.prom.accounts', type: 'json', value: '{"main":{"name":"Магазин"}}' },
      { cookie: admin },
    )
    await t.db.execute(
      sql`insert into prom_products (product_id, prom_acaunt, title, price, availability)
          values (2, 'main', 'Плівка', 50, 'available')`,
    )
    const offer = async () => {
      const feed = await t.request('GET', '/feeds/prom/main.xml', undefined, { noMarker: true })
      return /<offer id="2" available="([^"]*)">/.exec(feed.body as string)?.[1]
    }
    expect(await offer()).toBe('true')
    await order(900221, [[2, 1]])
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    await scanAll(packer, 900221, [[2, 1]])
    expect((await complete(packer, 900221)).status).toBe(200)
    // The shelf is empty: the product is "to order", and so is its Prom offer.
    expect((await stock())[1]?.availability).toBe('pre_order')
    expect(await offer()).toBe('')
    // Refused before it left: the unit is back, and so is "available".
    await t.post('/api/orders/set_status', { ids: [900221], status: 'refusal' }, { cookie: packer })
    expect((await stock())[1]).toEqual({ id: 2, quantity: 1, availability: 'available' })
    expect(await offer()).toBe('true')

    // The shop that keeps selling what runs out: an empty shelf says "running out".
    await t.post(
      '/api/settings/store',
      { key: 'stock.zero_availability', type: 'string', value: 'available_not' },
      { cookie: admin },
    )
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    // The manager finds the shelf empty and says so on the product's form.
    const [p2] = await queryRows<{ version: number }>(
      t.db,
      sql`select version from products where id = 2`,
    )
    await t.post(
      '/api/products/store',
      { id: 2, version: p2!.version, quantity: 0 },
      { cookie: manager },
    )
    expect((await stock())[1]).toEqual({ id: 2, quantity: 0, availability: 'available_not' })
    expect(await offer()).toBe('true')
  })

  it('holds an unconfirmed card order without prepayment until a manager releases it, logged', async () => {
    await seed()
    await order(900231, [[1, 1]], { status: 'new', pay_method: 'card_mono' })
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const opened = await t.post('/api/packing/open', { code: '900231' }, { cookie: packer })
    const state = (opened.body as { data: PackingState }).data
    expect(state).toMatchObject({
      blocked: null,
      held: [
        'Замовлення не підтверджене (статус «Нове»): спершу підтвердіть його з клієнтом.',
        'Оплата «Картка Monobank» потребує передоплати, а її не внесено.',
      ],
      released_by: null,
    })
    const refused = await t.post(
      '/api/packing/scan',
      { order_id: 900231, code: '12-345' },
      { cookie: packer },
    )
    expect(refused.body).toMatchObject({ data: { outcome: { ok: false, reason: 'held' } } })
    expect((await complete(packer, 900231)).status).toBe(422)

    const release = (cookie: string, reason: string) =>
      t.post('/api/packing/release', { order_id: 900231, reason }, { cookie })
    expect((await release(packer, 'Клієнт підтвердив')).status).toBe(403)
    const short = await release(manager, 'ок')
    expect(short.status).toBe(422)
    const ok = await release(manager, 'Клієнт підтвердив по телефону, оплатить на пошті')
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((ok.body as { data: PackingState }).data).toMatchObject({
      released_by: 'Менеджер',
      release_reason: 'Клієнт підтвердив по телефону, оплатить на пошті',
    })
    const [log] = await queryRows<{ user: string; changes: Record<string, unknown> }>(
      t.db,
      sql`select u.name as user, l.changes from action_logs l join users u on u.id = l.user_id
           where l.table_name = 'packing_sessions' order by l.id desc limit 1`,
    )
    expect(log?.user).toBe('Менеджер')
    expect(log?.changes.release_reason).toEqual({
      old: null,
      new: 'Клієнт підтвердив по телефону, оплатить на пошті',
    })

    await scanAll(packer, 900231, [[1, 1]])
    const done = await complete(packer, 900231)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect((done.body as { data: PackingState }).data).toMatchObject({
      started_by: 'Пакувальник',
      released_by: 'Менеджер',
    })
  })
})
