import { startLoopbackService } from '../fake-http/index.mjs'

/**
 * A small Ukrposhta StatusTracking API on 127.0.0.1 for tests: `GET /statuses/last?barcode=…`
 * with `Authorization: Bearer <token>`, answering as the real one does: the parcel's last event
 * (`barcode`, `step`, `date`, `index`, `name`, `event`, `eventName`, `country`, `eventReason`,
 * `eventReason_id`, `mailType`, `indexOrder`); 404 for a barcode it has no event of; a refused
 * token is a 401 with the API gateway's `fault` (code 900901, "Invalid Credentials").
 * A test moves a parcel along with `set(barcode, event, eventName)`.
 */

export const FAKE_UKRPOSHTA_TOKEN = 'fake-ukrposhta-bearer-0001'

/** @param {{ token?: string, parcels?: Record<string, { event: string, eventName: string }> }} [options] */
export async function startFakeUkrposhta(options = {}) {
  const token = options.token ?? FAKE_UKRPOSHTA_TOKEN
  /** @type {Map<string, { event: string, eventName: string }>} */
  const parcels = new Map(Object.entries(options.parcels ?? {}))
  /** @type {{ token: string, barcode: string }[]} */
  const calls = []

  const service = await startLoopbackService(({ method, path, query, headers }) => {
    const auth = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? ''
    const barcode = query.get('barcode') ?? ''
    calls.push({ token: auth, barcode })
    if (auth !== token) {
      return {
        status: 401,
        json: {
          fault: {
            code: 900901,
            message: 'Invalid Credentials',
            description:
              'Invalid Credentials. Make sure you have provided the correct security credentials',
          },
        },
      }
    }
    if (method !== 'GET' || path !== '/statuses/last') {
      return { status: 404, json: { code: 'NOT_FOUND', message: 'Resource not found' } }
    }
    const parcel = parcels.get(barcode)
    if (!parcel) {
      return { status: 404, json: { code: 'NOT_FOUND', message: `Barcode ${barcode} not found` } }
    }
    return {
      json: {
        barcode,
        step: 1,
        date: '2026-11-23T10:15:00',
        index: '01001',
        name: 'Київ 1',
        event: parcel.event,
        eventName: parcel.eventName,
        country: 'Україна',
        eventReason: null,
        eventReason_id: null,
        mailType: 1,
        indexOrder: 1,
      },
    }
  })

  return {
    url: `${service.origin}/`,
    token,
    calls,
    /** The parcel's last event from now on. */
    set(barcode, event, eventName) {
      parcels.set(barcode, { event, eventName })
    },
    /** @param {null | 'http500' | 'garbage' | 'hang'} mode */
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}

// `node tests/fake-ukrposhta/index.mjs` runs it standalone and prints its URL (manual checks).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeUkrposhta()
  console.log(`fake Ukrposhta: ${fake.url} (token ${fake.token})`)
}
