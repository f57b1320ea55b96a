import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabases, useTestServer } from '../test/harness'
import { childText, findAll, parseXml } from '../test/xml'
import { THROTTLE_MESSAGES } from '../http/throttle'
import { FEED_MESSAGES } from './routes'
import { NO_PUBLIC_URL, xmlText } from './prom-feed'

type Saved = { data: { id: number } }

describe.each(testDatabases())('the Prom feed on %s', (kind) => {
  const t = useTestServer(kind)

  async function shop() {
    const cookie = await t.login()
    const store = async (table: string, body: Record<string, unknown>) => {
      const res = await t.post(`/api/${table}/store`, body, { cookie })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as Saved).data.id
    }
    await store('settings', {
      key: 'api.prom.accounts',
      type: 'json',
      value: JSON.stringify({
        main: { name: 'Чохли & Ко', login_id: '777', api_token: 'секрет-токен-prom-1234' },
        second: { name: 'Другий', login_id: '888' },
      }),
    })
    const apple = await store('categories', { type: 'brend', title_uk: 'Apple' })
    const iphone = await store('categories', {
      type: 'model',
      title_uk: 'iPhone 15',
      parent_id: apple,
    })
    const product = (n: number, extra: Record<string, unknown> = {}) =>
      store('products', {
        title_uk: `Чохол ${n}`,
        type: 'chekhly',
        price: 100 + n,
        barcode: `10-${n}`,
        category_id: iphone,
        ...extra,
      })
    const p1 = await product(1, {
      image: 'https://cdn.example.com/1.jpg',
      description_uk: 'Опис <b>жирний</b> & "лапки"\u0001',
    })
    const p2 = await product(2, {
      brand: 'Spigen',
      title_ru: 'Чехол 2',
      description_uk: 'Опис 2',
      description_ru: 'Описание 2',
    })
    const p3 = await product(3)
    const p4 = await product(4)
    const prom = (product_id: number, body: Record<string, unknown>) =>
      store('prom_products', { product_id, prom_acaunt: 'main', price: 1, title: '', ...body })
    await prom(p1, { title: 'Чохол для iPhone 15 <Prom>', price: 199.9, availability: 'available' })
    await prom(p2, { title: 'Чохол 2 на Prom', price: 250, availability: 'pre_order' })
    await prom(p3, { title: 'Прихований', price: 300, publish: '0' })
    await prom(p4, { title: 'Інший акаунт', price: 400, prom_acaunt: 'second' })
    return { p1, p2, p3, p4, apple, iphone }
  }

  it('is public, valid YML and holds exactly the account’s published products', async () => {
    const ids = await shop()
    const res = await t.request('GET', '/feeds/prom/main.xml', undefined, { noMarker: true })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    const text = res.body as string
    const doc = parseXml(text)
    expect(doc.name).toBe('yml_catalog')
    const shopEl = doc.children[0]!
    expect(shopEl.name).toBe('shop')
    expect(childText(shopEl, 'name')).toBe('Чохли & Ко')

    const offers = findAll(doc, 'offer')
    expect(offers.map((o) => Number(o.attributes.id))).toEqual([ids.p1, ids.p2])
    const [first, second] = offers
    expect(first?.attributes.available).toBe('true')
    expect(childText(first!, 'name')).toBe('Чохол для iPhone 15 <Prom>')
    expect(childText(first!, 'price')).toBe('199.90')
    expect(childText(first!, 'currencyId')).toBe('UAH')
    expect(childText(first!, 'categoryId')).toBe(String(ids.iphone))
    expect(childText(first!, 'picture')).toBe('https://cdn.example.com/1.jpg')
    expect(childText(first!, 'vendor')).toBe('Apple')
    expect(childText(first!, 'vendorCode')).toBe('10-1')
    expect(childText(first!, 'description')).toBe('Опис <b>жирний</b> & "лапки"')
    expect(findAll(first!, 'param')[0]).toMatchObject({
      attributes: { name: 'Тип товару' },
      text: 'Чохли',
    })
    // Both languages: the Ukrainian where Prom wants it, the other filled in when missing.
    expect(childText(first!, 'name_ua')).toBe('Чохол для iPhone 15 <Prom>')
    expect(childText(first!, 'description_ua')).toBe('Опис <b>жирний</b> & "лапки"')
    expect(childText(second!, 'name')).toBe('Чехол 2')
    expect(childText(second!, 'name_ua')).toBe('Чохол 2 на Prom')
    expect(childText(second!, 'description')).toBe('Описание 2')
    expect(childText(second!, 'description_ua')).toBe('Опис 2')
    // The product's own brand beats its category's.
    expect(childText(second!, 'vendor')).toBe('Spigen')
    // No site set: no links to pages that may not exist.
    expect(findAll(doc, 'url')).toEqual([])
    expect(second?.attributes.available).toBe('')

    const categories = findAll(doc, 'category')
    expect(categories.map((c) => [c.attributes.id, c.attributes.parentId, c.text])).toEqual([
      [String(ids.apple), undefined, 'Apple'],
      [String(ids.iphone), String(ids.apple), 'iPhone 15'],
    ])
    // Nothing of the account's secrets or the shop's other data.
    expect(text).not.toContain('секрет')
    expect(text).not.toContain('777')
    expect(text).not.toContain('Прихований')
  })

  const feed = (headers: Record<string, string> = {}) =>
    t.request('GET', '/feeds/prom/main.xml', undefined, { noMarker: true, headers })

  it('is built once per change, with ETag and Last-Modified; a repeat gets 304', async () => {
    const ids = await shop()
    const builds = t.app.promFeeds.builds
    const first = await feed()
    expect(first.status).toBe(200)
    const etag = String(first.headers.etag)
    const lastModified = String(first.headers['last-modified'])
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false)
    expect(t.app.promFeeds.builds).toBe(builds + 1)

    // Repeats, conditional or not, are served from the one build.
    const byTag = await feed({ 'if-none-match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.body).toBeNull()
    expect((await feed({ 'if-modified-since': lastModified })).status).toBe(304)
    const plain = await feed()
    expect(plain.status).toBe(200)
    expect(plain.headers.etag).toBe(etag)
    expect(t.app.promFeeds.builds).toBe(builds + 1)

    // A product changes: the next request builds again and names a new version.
    const cookie = await t.login()
    const read = await t.post(`/api/products/get/${ids.p1}`, {}, { cookie })
    const version = (read.body as { data: { version: number } }).data.version
    const saved = await t.post(
      '/api/products/store',
      { id: ids.p1, version, barcode: '10-1-new' },
      { cookie },
    )
    expect(saved.status).toBe(200)
    const changed = await feed({ 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.body as string).toContain('10-1-new')
    expect(t.app.promFeeds.builds).toBe(builds + 2)

    // A write that changes no row (a stale update, refused) does not.
    const stale = await t.post(
      '/api/products/store',
      { id: ids.p1, version, barcode: 'stale' },
      { cookie },
    )
    expect(stale.status).toBe(409)
    expect((await feed({ 'if-none-match': String(changed.headers.etag) })).status).toBe(304)
    expect(t.app.promFeeds.builds).toBe(builds + 2)
  })

  it('without the shop’s address, links none of its photos and says so; never follows Host', async () => {
    const ids = await shop()
    await t.db.execute(
      sql`insert into stored_images (owner, owner_id, name, type, width, height, size, data, thumb)
          values ('products', ${ids.p2}, 'a.jpg', 'image/jpeg', 1, 1, 1, '\\x00', '\\x00')`,
    )
    // A foreign Host is refused outright (src/server/http/hosts.ts); one of the server's own
    // names, or a forwarded one it does not trust, still never becomes a link.
    const res = await feed({ host: 'localhost:8787', 'x-forwarded-host': 'evil.example' })
    expect(res.status).toBe(200)
    const text = res.body as string
    expect(text).toContain(`<!-- ${NO_PUBLIC_URL} -->`)
    expect(text).not.toContain('evil.example')
    expect(text).not.toContain('localhost')
    expect(text).not.toContain('/feeds/prom/images/')
  })

  it('links every offer to its page on the shop’s site once the site is set', async () => {
    const ids = await shop()
    const cookie = await t.login()
    const set = await t.post(
      '/api/settings/set_param',
      { key: 'api.prom.site_url', value: 'https://caseshop.example.ua/shop/' },
      { cookie },
    )
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const res = await feed()
    const doc = parseXml(res.body as string)
    expect(childText(doc.children[0]!, 'url')).toBe('https://caseshop.example.ua/shop')
    expect(findAll(doc, 'offer').map((o) => childText(o, 'url'))).toEqual([
      `https://caseshop.example.ua/shop/product/${ids.p1}`,
      `https://caseshop.example.ua/shop/product/${ids.p2}`,
    ])
    // Only a web address is taken.
    for (const value of ['javascript:alert(1)', 'ftp://caseshop.example.ua', 'https://a.ua/?x=1']) {
      const refused = await t.post(
        '/api/settings/set_param',
        { key: 'api.prom.site_url', value },
        { cookie },
      )
      expect(refused.status, value).toBe(422)
    }
  })

  it('offers a product selected twice for the account once, as its first row says', async () => {
    const ids = await shop()
    const cookie = await t.login()
    const res = await t.post(
      '/api/prom_products/store',
      { product_id: ids.p1, prom_acaunt: 'main', title: 'Дубль', price: 5 },
      { cookie },
    )
    expect(res.status).toBe(200)
    const feed = await t.request('GET', '/feeds/prom/main.xml', undefined, { noMarker: true })
    const offers = findAll(parseXml(feed.body as string), 'offer')
    expect(offers.map((o) => Number(o.attributes.id))).toEqual([ids.p1, ids.p2])
    expect(offers[0]?.children.find((c) => c.name === 'name')?.text).toBe(
      'Чохол для iPhone 15 <Prom>',
    )
  })

  it('answers 404 for an account the shop does not have, whatever its spelling', async () => {
    await shop()
    for (const key of ['nope', '__proto__', 'constructor', 'main.x', '']) {
      const res = await t.request('GET', `/feeds/prom/${key}.xml`, undefined, { noMarker: true })
      expect(res.status, key).toBe(404)
    }
    const res = await t.request('GET', '/feeds/prom/nope.xml', undefined, { noMarker: true })
    expect(res.body).toMatchObject({ message: FEED_MESSAGES.noAccount })
  })

  it('pages through a catalogue larger than one batch', async () => {
    const cookie = await t.login()
    await t.post(
      '/api/settings/store',
      { key: 'api.prom.accounts', type: 'json', value: '{"big":{"name":"Big"}}' },
      { cookie },
    )
    await t.db.execute(
      sql`insert into products (title_uk, type, price)
          select 'Товар ' || g, 'chekhly', g from generate_series(1, 2500) g`,
    )
    await t.db.execute(
      sql`insert into prom_products (product_id, prom_acaunt, title, price)
          select id, 'big', title_uk, price from products`,
    )
    const res = await t.request('GET', '/feeds/prom/big.xml', undefined, { noMarker: true })
    expect(res.status).toBe(200)
    expect(findAll(parseXml(res.body as string), 'offer')).toHaveLength(2500)
  })

  it('escapes text for XML and drops characters XML cannot hold', () => {
    expect(xmlText('a<b>&"\'\u0000\u0007z')).toBe('a&lt;b&gt;&amp;&quot;&apos;z')
  })
})

describe('the Prom feed past its limit', () => {
  const t = useTestServer('pglite', { throttle: { feedPerMinute: 3 } })

  it('answers 429 per address, in Ukrainian, saying when to try again', async () => {
    await t.db.execute(
      sql`insert into settings (key, type, value)
          values ('api.prom.accounts', 'json', '{"main":{"name":"Магазин"}}')`,
    )
    const get = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/feeds/prom/main.xml', remoteAddress: ip })
    for (let i = 0; i < 3; i++) expect((await get('203.0.113.5')).statusCode).toBe(200)
    const refused = await get('203.0.113.5')
    expect(refused.statusCode).toBe(429)
    const seconds = Number(refused.headers['retry-after'])
    expect(refused.json()).toMatchObject({ message: THROTTLE_MESSAGES.feed(seconds) })
    // Another address is not held back.
    expect((await get('203.0.113.6')).statusCode).toBe(200)
  })
})
