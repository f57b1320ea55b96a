import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { seedDemo } from '../demo'
import { testDatabases, useTestServer } from '../test/harness'
import type { SearchAnswer } from '@shared/contract/schemas'

describe.each(testDatabases())('global search on %s', (kind) => {
  const t = useTestServer(kind)

  const search = async (q: string, cookie: string) => {
    const res = await t.post('/api/search', { q }, { cookie })
    expect(res.status).toBe(200)
    return (res.body as { data: SearchAnswer }).data
  }

  it('finds orders by phone in any spelling, and says where Enter goes', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const [order] = await queryRows<{ id: number; phone: string }>(
      t.db,
      sql`select id, phone from orders order by id desc limit 1`,
    )
    const phone = String(order?.phone)
    const spaced = `+38 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`
    const answer = await search(spaced, cookie)
    expect(answer.target).toBe(`/orders?phone=${phone}`)
    expect(answer.groups).toHaveLength(1)
    const [group] = answer.groups
    expect(group?.table).toBe('orders')
    expect(group?.items[0]).toEqual({
      id: order?.id,
      title: expect.stringContaining(`№${order?.id}`),
      subtitle: expect.stringContaining(phone),
      state: { enum: 'order_status', value: expect.any(String) },
      url: `/orders/${order?.id}`,
    })
  })

  it('a six-digit number starting with 9 is an order number', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const answer = await search('900003', cookie)
    expect(answer.target).toBe('/orders/900003')
    expect(answer.groups[0]?.items.map((i) => i.id)).toEqual([900003])
  })

  it('a name looks in products and in orders by surname, at most 5 each', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const answer = await search('коваленко', cookie)
    expect(answer.groups.map((g) => g.table)).toEqual(['products', 'orders'])
    // Only orders carry the surname: Enter lands on them, not on an empty product list.
    expect(answer.groups[0]?.items).toEqual([])
    expect(answer.target).toBe('/orders?surname=' + encodeURIComponent('коваленко**'))
    expect(answer.groups[1]?.url).toBe(answer.target)
    const orders = answer.groups[1]?.items ?? []
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.length).toBeLessThanOrEqual(5)
    for (const item of orders) expect(item.title).toContain('Коваленко')
  })

  it('a name only products carry lands on products; one both carry on the combined results', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const [product] = await queryRows<{ title_uk: string }>(
      t.db,
      sql`select title_uk from products where title_uk ~ '^[[:alpha:]]{4,} ' order by id limit 1`,
    )
    const word = String(product?.title_uk).split(' ')[0] ?? ''
    const only = await search(word, cookie)
    expect(only.groups[1]?.items).toEqual([])
    expect(only.target).toBe('/products?title=' + encodeURIComponent(`${word}**`))
    await t.post('/api/orders/store', { phone: '0671112233', surname: word }, { cookie })
    const both = await search(` ${word} `, cookie)
    expect(both.target).toBe(`/search?q=${encodeURIComponent(word)}`)
  })

  it('letters and digits look in categories by full title, contains', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const answer = await search('iphone 15', cookie)
    expect(answer.groups[0]?.table).toBe('categories')
    const titles = answer.groups[0]?.items.map((i) => i.title) ?? []
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(title.toLowerCase()).toContain('iphone 15')
  })

  it('a barcode and a product id find the product', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const [product] = await queryRows<{ id: number; barcode: string }>(
      t.db,
      sql`select id, barcode from products order by id limit 1`,
    )
    const byBarcode = await search(String(product?.barcode), cookie)
    expect(byBarcode.groups[0]?.items.map((i) => i.id)).toContain(product?.id)
    const byId = await search(String(product?.id), cookie)
    expect(byId.groups[0]?.items.map((i) => i.id)).toEqual([product?.id])
    const tooLong = await search('12345678901234567', cookie)
    expect(tooLong.groups[0]?.items).toEqual([])
  })

  it('input that matches no rule finds nothing; a bad body is a 422', async () => {
    const cookie = await t.login()
    expect(await search('  ', cookie)).toEqual({ target: null, groups: [] })
    const bad = await t.post('/api/search', { q: 5 }, { cookie })
    expect(bad.status).toBe(422)
  })
})
