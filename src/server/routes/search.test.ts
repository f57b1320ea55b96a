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
      url: `/orders/${order?.id}`,
    })
  })

  it('a six-digit number starting with 9 is an order number', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const answer = await search('900003', cookie)
    expect(answer.target).toBe('/orders?id=900003')
    expect(answer.groups[0]?.items.map((i) => i.id)).toEqual([900003])
  })

  it('a name looks in products and in orders by surname, at most 5 each', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const answer = await search('коваленко', cookie)
    expect(answer.target).toBe('/products?title=' + encodeURIComponent('коваленко**'))
    expect(answer.groups.map((g) => g.table)).toEqual(['products', 'orders'])
    const orders = answer.groups[1]?.items ?? []
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.length).toBeLessThanOrEqual(5)
    for (const item of orders) expect(item.title).toContain('Коваленко')
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
