import sharp from 'sharp'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  IMAGE_MAX_BASE64,
  IMAGE_MESSAGES,
  ORDER_PHOTOS_MAX,
  THUMB_SIDE,
} from '@shared/contract/images'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { sniffImageType } from './process'

const b64 = (bytes: Buffer) => bytes.toString('base64')

/** A real JPEG with an EXIF block (camera make and an orientation), made by sharp. */
async function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c03030' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'ShopTestCam', Copyright: 'secret place' } })
    .toBuffer()
}

async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer()
}

function bytesOf(src: string): Buffer {
  expect(src.startsWith('data:image/jpeg;base64,')).toBe(true)
  return Buffer.from(src.slice('data:image/jpeg;base64,'.length), 'base64')
}

type Images = {
  data: { id: number; width: number; height: number; position: number; name: string }[]
}

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing by a name', async () => {
    expect(sniffImageType(await jpegWithExif(10, 10))).toBe('image/jpeg')
    expect(sniffImageType(await png(10, 10))).toBe('image/png')
    expect(
      sniffImageType(
        await sharp(await png(10, 10))
          .webp()
          .toBuffer(),
      ),
    ).toBe('image/webp')
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull()
  })
})

describe.each(testDatabases())('product images and order photos on %s', (kind) => {
  const t = useTestServer(kind)

  const product = async (title = 'Чохол') => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into products (title_uk, type, price) values (${title}, 'chekhly', 100) returning id`,
    )
    return Number(row!.id)
  }
  const order = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into orders (phone, status, surname) values ('0671234567', 'new', 'Коваль')
          returning id`,
    )
    return Number(row!.id)
  }
  const storedCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from stored_images`))[0]!.n

  it('a JPEG and a PNG are kept re-encoded, without EXIF, ordered, the first the main one', async () => {
    const cookie = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const id = await product()
    const first = await t.post(
      '/api/products_images/upload',
      { product_id: id, name: 'фото.jpg', content: b64(await jpegWithExif(3000, 1500)) },
      { cookie },
    )
    expect(first.status).toBe(200)
    const second = await t.post(
      '/api/products_images/upload',
      { product_id: id, name: 'прозоре.png', content: b64(await png()) },
      { cookie },
    )
    expect(second.status).toBe(200)
    const images = (second.body as Images).data
    expect(images.map((i) => [i.name, i.position, i.width, i.height])).toEqual([
      ['фото.jpg', 0, 2000, 1000], // no larger than 2,000 px a side
      ['прозоре.png', 1, 300, 200],
    ])

    const full = await t.post(
      `/api/products_images/file/${images[0]!.id}`,
      { variant: 'full' },
      { cookie },
    )
    expect(full.status).toBe(200)
    const stored = bytesOf((full.body as { data: { src: string } }).data.src)
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('ShopTestCam'))).toBe(false)

    const thumb = await t.post(
      `/api/products_images/file/${images[1]!.id}`,
      { variant: 'thumb' },
      { cookie },
    )
    const thumbMeta = await sharp(
      bytesOf((thumb.body as { data: { src: string } }).data.src),
    ).metadata()
    expect([thumbMeta.width, thumbMeta.height]).toEqual([THUMB_SIDE, THUMB_SIDE])

    // The list's thumbnail is the main image's; reordering makes the PNG the main one.
    const reordered = await t.post(
      '/api/products_images/set_order',
      { product_id: id, ids: [images[1]!.id, images[0]!.id] },
      { cookie },
    )
    expect((reordered.body as Images).data.map((i) => i.id)).toEqual([images[1]!.id, images[0]!.id])
    const thumbs = await t.post(
      '/api/products_images/thumbs',
      { product_ids: [id, id + 1000] },
      { cookie },
    )
    expect((thumbs.body as { data: { id: number }[] }).data.map((x) => x.id)).toEqual([id])

    // An order that leaves one out, or names another's, is refused.
    const partial = await t.post(
      '/api/products_images/set_order',
      { product_id: id, ids: [images[1]!.id] },
      { cookie },
    )
    expect(partial.status).toBe(422)
    expect((partial.body as { message: string }).message).toBe(IMAGE_MESSAGES.order)

    const removed = await t.request('DELETE', `/api/products_images/${images[1]!.id}`, undefined, {
      cookie,
    })
    expect(removed.status).toBe(200)
    expect((removed.body as Images).data.map((i) => [i.id, i.position])).toEqual([
      [images[0]!.id, 0],
    ])

    const logs = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from action_logs
           where table_name = 'products' and record_id = ${id} and changes ? 'images'`,
    )
    expect(logs[0]!.n).toBe(4)

    // Deleting the product takes its images' bytes with it.
    expect((await t.request('DELETE', `/api/products/${id}`, undefined, { cookie })).status).toBe(
      200,
    )
    expect(await storedCount()).toBe(0)
  })

  it('refuses a file that is not an image, a broken one, a huge one, with nothing kept', async () => {
    const cookie = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const id = await product()
    const upload = (content: string, name = 'x.jpg') =>
      t.post('/api/products_images/upload', { product_id: id, name, content }, { cookie })

    const text = await upload(b64(Buffer.from('це не картинка, а текст')), 'image.png')
    expect(text.status).toBe(422)
    expect((text.body as { message: string }).message).toBe(IMAGE_MESSAGES.notImage)

    const svg = await upload(b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'a.svg')
    expect((svg.body as { message: string }).message).toBe(IMAGE_MESSAGES.notImage)

    // A JPEG's first bytes and then nothing sensible.
    const broken = await upload(
      b64(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64, 7)])),
    )
    expect(broken.status).toBe(422)
    expect((broken.body as { message: string }).message).toBe(IMAGE_MESSAGES.broken)

    // Over the pixel limit, though the file itself is small (one colour compresses well).
    const bomb = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const pixels = await upload(b64(bomb), 'bomb.png')
    expect(pixels.status).toBe(422)
    expect((pixels.body as { message: string }).message).toBe(IMAGE_MESSAGES.tooManyPixels)

    // Over the size limit: refused by the schema before anything is decoded.
    const big = await upload('A'.repeat(IMAGE_MAX_BASE64 + 4))
    expect(big.status).toBe(422)
    expect(JSON.stringify(big.body)).toContain(IMAGE_MESSAGES.tooLarge)

    expect((await upload(b64(await png()))).status).toBe(200)
    const missing = await t.post(
      '/api/products_images/upload',
      { product_id: id + 1000, name: 'a.png', content: b64(await png()) },
      { cookie },
    )
    expect(missing.status).toBe(404)
    expect(await storedCount()).toBe(1)
  })

  it('a photo over the server’s usual 2 MB is taken by the upload route alone', async () => {
    const cookie = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const id = await product()
    // Noise does not compress: a 1,600 × 1,200 JPEG at full quality is several megabytes.
    const noise = Buffer.from(Array.from({ length: 1600 * 1200 * 3 }, (_, i) => (i * 7919) % 251))
    const photo = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer()
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)
    const ok = await t.post(
      '/api/products_images/upload',
      { product_id: id, name: 'шум.jpg', content: b64(photo) },
      { cookie },
    )
    expect(ok.status).toBe(200)
    // Every other route keeps the 2 MB limit.
    const other = await t.post(
      '/api/products/store',
      { title_uk: 'x', type: 'chekhly', price: 1, description_uk: b64(photo) },
      { cookie },
    )
    expect(other.status).toBe(413)
  })

  it('the desks see product images, only the catalogue’s managers change them', async () => {
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const id = await product()
    const content = b64(await png())
    const denied = await t.post(
      '/api/products_images/upload',
      { product_id: id, name: 'a.png', content },
      { cookie: packer },
    )
    expect(denied.status).toBe(403)
    const ok = await t.post(
      '/api/products_images/upload',
      { product_id: id, name: 'a.png', content },
      { cookie: manager },
    )
    const imageId = (ok.body as Images).data[0]!.id
    expect(
      (await t.post(`/api/products_images/file/${imageId}`, {}, { cookie: packer })).status,
    ).toBe(200)
    expect(
      (await t.request('DELETE', `/api/products_images/${imageId}`, undefined, { cookie: packer }))
        .status,
    ).toBe(403)
    expect((await t.post(`/api/products_images/file/${imageId}`, {})).status).toBe(401)
  })

  it('an order photo is kept with its order, listed, served and deleted with its row', async () => {
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const orderId = await order()
    const res = await t.post(
      '/api/orders_images/upload',
      {
        order_id: orderId,
        name: 'посилка.jpg',
        ttn: '20450000123456',
        content: b64(await jpegWithExif()),
      },
      { cookie: packer },
    )
    expect(res.status).toBe(200)
    const row = (res.body as { data: { id: number; order_id: number; image: string } }).data
    expect(row).toMatchObject({ order_id: orderId, image: 'посилка.jpg' })

    const list = await t.post(
      '/api/orders_images/of_order',
      { order_id: orderId },
      { cookie: packer },
    )
    expect((list.body as Images).data.map((i) => i.id)).toEqual([row.id])
    const file = await t.post(`/api/orders_images/file/${row.id}`, {}, { cookie: packer })
    expect(
      (await sharp(bytesOf((file.body as { data: { src: string } }).data.src)).metadata()).width,
    ).toBe(640)
    const thumbs = await t.post('/api/orders_images/thumbs', { ids: [row.id] }, { cookie: packer })
    expect((thumbs.body as { data: unknown[] }).data).toHaveLength(1)

    // An order that does not exist: the field's message, nothing kept.
    const none = await t.post(
      '/api/orders_images/upload',
      { order_id: orderId + 1000, name: 'a.png', content: b64(await png()) },
      { cookie: packer },
    )
    expect(none.status).toBe(422)
    expect(await storedCount()).toBe(1)

    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    expect(
      (await t.request('DELETE', `/api/orders_images/${row.id}`, undefined, { cookie: manager }))
        .status,
    ).toBe(200)
    expect(await storedCount()).toBe(0)
  })

  it(`an order takes at most ${ORDER_PHOTOS_MAX} photos`, async () => {
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const orderId = await order()
    // The order already holds the most photos it may (rows written directly: only the count
    // matters here).
    await t.db.execute(
      sql`insert into orders_images (order_id, image)
          select ${orderId}, 'фото-' || n || '.jpg' from generate_series(1, ${ORDER_PHOTOS_MAX}) n`,
    )
    const before = await storedCount()
    const res = await t.post(
      '/api/orders_images/upload',
      { order_id: orderId, name: 'ще.png', content: b64(await png(10, 10)) },
      { cookie: packer },
    )
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ message: IMAGE_MESSAGES.tooManyPhotos })
    expect(await storedCount()).toBe(before)
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders_images where order_id = ${orderId}`,
    )
    expect(row!.n).toBe(ORDER_PHOTOS_MAX)
  })

  it('the feed names the pictures of its products; only those are public', async () => {
    const admin = await t.login()
    await t.post(
      '/api/settings/store',
      { key: 'api.prom.accounts', type: 'json', value: '{"main":{"name":"Магазин"}}' },
      { cookie: admin },
    )
    await t.post(
      '/api/settings/set_param',
      { key: 'api.prom.public_url', value: 'https://shop.example.ua/' },
      { cookie: admin },
    )
    const offered = await product('На Prom')
    const hidden = await product('Не на Prom')
    await t.db.execute(
      sql`insert into prom_products (product_id, prom_acaunt, title, price)
          values (${offered}, 'main', 'На Prom', 100)`,
    )
    const upload = async (id: number) =>
      (
        (
          await t.post(
            '/api/products_images/upload',
            { product_id: id, name: 'a.png', content: b64(await png()) },
            { cookie: admin },
          )
        ).body as Images
      ).data.at(-1)!.id
    const a = await upload(offered)
    const b = await upload(offered)
    const c = await upload(hidden)

    // The links start at the shop's own address, whatever Host the request names (a foreign
    // one is refused outright: src/server/http/hosts.ts).
    const feed = await t.request('GET', '/feeds/prom/main.xml', undefined, {
      noMarker: true,
      headers: { host: 'localhost:8787', 'x-forwarded-host': 'evil.example' },
    })
    const pictures = [...(feed.body as string).matchAll(/<picture>([^<]*)<\/picture>/g)].map(
      (m) => m[1],
    )
    expect(pictures).toEqual([
      `https://shop.example.ua/feeds/prom/images/${a}.jpg`,
      `https://shop.example.ua/feeds/prom/images/${b}.jpg`,
    ])
    expect(feed.body as string).not.toContain('evil.example')
    expect(feed.body as string).not.toContain('localhost')

    const image = await t.app.inject({ method: 'GET', url: `/feeds/prom/images/${a}.jpg` })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg')
    for (const url of [`/feeds/prom/images/${c}.jpg`, '/feeds/prom/images/x.jpg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })
})
