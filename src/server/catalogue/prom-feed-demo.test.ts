import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { seedDemo } from '../demo'
import { PROM_ACCOUNT } from '../demo/orders'
import { testDatabases, useTestServer } from '../test/harness'

/** Elements that may repeat, read as arrays even when there is one. */
const REPEATED = new Set(['category', 'currency', 'offer', 'picture', 'param'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
})

type Node = Record<string, unknown>
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : [])
/** An element's text, whether it came as a plain string or as an object with attributes. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && '#text' in value) return String(value['#text'])
  return ''
}

/**
 * The demo shop's Prom feed read back as Prom reads it: every offer must carry what Prom needs
 * to show it in the catalogue (a vendor, a link to its page, both languages' names, a picture, a
 * category of the feed, the one declared currency and a price), and the category tree must hold.
 */
describe.each(testDatabases())('the demo shop’s Prom feed on %s', (kind) => {
  const t = useTestServer(kind)

  it('has every offer complete by Prom’s YML rules', async () => {
    await t.createUser()
    await seedDemo(t.db)
    const res = await t.request('GET', `/feeds/prom/${PROM_ACCOUNT}.xml`, undefined, {
      noMarker: true,
    })
    expect(res.status).toBe(200)
    const doc = parser.parse(res.body as string) as Node
    const shop = (doc.yml_catalog as Node).shop as Node

    const currencies = nodes((shop.currencies as Node | undefined)?.currency)
    expect(currencies).toHaveLength(1)
    const currency = String(currencies[0]?.['@id'])
    expect(currency).toMatch(/^[A-Z]{3}$/)

    const categories = nodes((shop.categories as Node | undefined)?.category)
    const categoryIds = new Set(categories.map((c) => String(c['@id'])))
    expect(categoryIds.size).toBe(categories.length)
    for (const c of categories) {
      expect(textOf(c).trim(), `category ${String(c['@id'])}`).not.toBe('')
      if (c['@parentId'] !== undefined) {
        expect(categoryIds.has(String(c['@parentId'])), `parent of ${String(c['@id'])}`).toBe(true)
      }
    }
    // The demo tree is a tree: at least one category sits under another.
    expect(categories.some((c) => c['@parentId'] !== undefined)).toBe(true)

    const offers = nodes((shop.offers as Node | undefined)?.offer)
    expect(offers.length).toBeGreaterThan(5)
    const vendors = new Set<string>()
    const pictures = new Set<string>()
    for (const offer of offers) {
      const id = String(offer['@id'])
      const say = (what: string) => `offer ${id}: ${what}`
      const field = (name: string) => textOf(offer[name]).trim()
      for (const name of ['vendor', 'url', 'name', 'name_ua']) {
        expect(field(name), say(name)).not.toBe('')
      }
      vendors.add(field('vendor'))
      expect(field('url'), say('url')).toMatch(new RegExp(`^https?://[^/]+/.*\\b${id}$`))
      const offerPictures = nodes(offer.picture).map(textOf)
      expect(offerPictures.length, say('picture')).toBeGreaterThan(0)
      for (const p of offerPictures) {
        expect(p, say('picture')).toMatch(/^https?:\/\/\S+$/)
        pictures.add(p)
      }
      expect(categoryIds.has(field('categoryId')), say('categoryId')).toBe(true)
      expect(field('currencyId'), say('currencyId')).toBe(currency)
      const price = Number(field('price'))
      expect(Number.isFinite(price) && price > 0, say(`price ${field('price')}`)).toBe(true)
    }
    // A product's own brand and its category's both show up.
    expect(vendors.size).toBeGreaterThan(1)

    // The pictures are real images this server hands out where the links say.
    for (const link of pictures) {
      const path = new URL(link).pathname
      const image = await t.app.inject({ method: 'GET', url: path })
      expect(image.statusCode, link).toBe(200)
      expect(image.headers['content-type'], link).toBe('image/jpeg')
      expect([...image.rawPayload.subarray(0, 3)], link).toEqual([0xff, 0xd8, 0xff])
    }
  })
})
