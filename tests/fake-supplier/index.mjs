import { startLoopbackService } from '../fake-http/index.mjs'

/**
 * A supplier's feed on loopback: whatever file a test puts at a path (`/feed.xml`,
 * `/price.xlsx`…) is served with its type; any other path is a 404. `fail('http500')` or
 * `fail('hang')` makes the supplier look down.
 */

/**
 * @typedef {{ body: Buffer, type: string }} FeedFile
 * @typedef {{ url: (path: string) => string, put: (path: string, body: string | Buffer, type?: string) => void,
 *   hits: string[], fail: (mode: string | null) => void, close: () => Promise<void> }} FakeSupplier
 */

const TYPES = {
  xml: 'application/xml; charset=utf-8',
  yml: 'application/xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** @returns {Promise<FakeSupplier>} */
export async function startFakeSupplier() {
  /** @type {Map<string, FeedFile>} */
  const files = new Map()
  /** @type {string[]} */
  const hits = []
  const service = await startLoopbackService((request) => {
    hits.push(request.path)
    const file = files.get(request.path)
    if (!file) return { status: 404, body: Buffer.from('not found'), type: 'text/plain' }
    return { body: file.body, type: file.type }
  })
  return {
    url: (path) => `${service.origin}${path}`,
    put(path, body, type) {
      const ext = /** @type {keyof typeof TYPES} */ (path.split('.').pop() ?? '')
      files.set(path, {
        body: Buffer.isBuffer(body) ? body : Buffer.from(body),
        type: type ?? TYPES[ext] ?? 'application/octet-stream',
      })
    },
    hits,
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}

/** A YML feed of offers (`{ sku, barcode?, name, price, available }`). */
export function ymlOf(offers) {
  const esc = (v) => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-27 10:00"><shop><name>Supplier</name><offers>
${offers
  .map(
    (o) =>
      `<offer id="${esc(o.sku)}" available="${o.available ? 'true' : 'false'}"><name>${esc(o.name)}</name><price>${o.price}</price><currencyId>UAH</currencyId><vendorCode>${esc(o.sku)}</vendorCode>${o.barcode ? `<barcode>${esc(o.barcode)}</barcode>` : ''}<param name="Колір">чорний</param></offer>`,
  )
  .join('\n')}
</offers></shop></yml_catalog>
`
}
