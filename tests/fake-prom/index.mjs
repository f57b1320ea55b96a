import { jsonOf, startLoopbackService } from '../fake-http/index.mjs'

/**
 * A small Prom.ua seller API on 127.0.0.1 for tests, answering in the shapes of Prom's public
 * API documentation (my.prom.ua/api/v1, "Orders" and "Messages"; the chat rooms as third-party
 * clients read them): `GET /api/v1/orders/list` -> `{ orders }`, `POST /api/v1/orders/set_status`
 * -> `{ processed_ids, errors }` (200 even when it refuses), `GET /api/v1/messages/list` ->
 * `{ messages }`, `GET /api/v1/chat/rooms` -> `{ rooms }`. A wrong bearer token is a 401
 * `{ error }`. Tests add and change orders, set the unread counts, and make it refuse.
 */

export const FAKE_PROM_TOKEN = 'fake-prom-token-0001'

/** A Prom order as `orders/list` shows it; `overrides` replace any field. */
export function promOrder(id, overrides = {}) {
  return {
    id,
    date_created: '2026-11-23T10:00:00.000000+02:00',
    date_modified: '2026-11-23T10:00:00.000000+02:00',
    client_first_name: 'Олена',
    client_second_name: 'Петрівна',
    client_last_name: 'Коваль',
    client_id: 5501,
    client_notes: 'Подзвоніть перед відправкою',
    email: 'olena@example.com',
    phone: '+380671234567',
    price: '598 грн',
    full_price: '598 грн',
    status: 'pending',
    status_name: 'Новий',
    source: 'portal',
    delivery_option: { id: 1, name: 'Нова Пошта', shipping_service: 'nova_poshta' },
    delivery_provider_data: {
      provider: 'nova_poshta',
      type: 'W2W',
      sender_warehouse_id: null,
      recipient_warehouse_id: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
      declaration_number: null,
      unified_status: null,
    },
    delivery_address: 'Київ, Відділення №11: вул. Максима Чиженка, 33-б',
    delivery_cost: 0,
    payment_option: { id: 7, name: 'Оплата при отриманні' },
    payment_data: null,
    products: [],
    ...overrides,
  }
}

/** @param {{ token?: string }} [options] */
export async function startFakeProm(options = {}) {
  const token = options.token ?? FAKE_PROM_TOKEN
  /** @type {Map<string, any>} */
  const orders = new Map()
  const unread = { messages: 0, chats: 0 }
  /** @type {string | null} */
  let refusal = null
  /** @type {{ method: string, path: string, token: string, body: any }[]} */
  const calls = []

  const service = await startLoopbackService(({ method, path, headers, raw }) => {
    const auth = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? ''
    const body = jsonOf(raw)
    calls.push({ method, path, token: auth, body })
    if (auth !== token) return { status: 401, json: { error: 'Unauthorized' } }
    if (method === 'GET' && path === '/api/v1/orders/list') {
      return { json: { orders: [...orders.values()].sort((a, b) => b.id - a.id) } }
    }
    if (method === 'POST' && path === '/api/v1/orders/set_status') {
      const ids = Array.isArray(body?.ids) ? body.ids : []
      if (refusal) {
        return {
          json: { processed_ids: [], errors: Object.fromEntries(ids.map((id) => [id, refusal])) },
        }
      }
      const processed = []
      for (const id of ids) {
        const order = orders.get(String(id))
        if (!order) continue
        order.status = body.status
        processed.push(id)
      }
      return { json: { processed_ids: processed, errors: {} } }
    }
    if (method === 'GET' && path === '/api/v1/messages/list') {
      const messages = Array.from({ length: unread.messages }, (_, i) => ({
        id: 9000 + i,
        date_created: '2026-11-23T09:00:00',
        client_full_name: 'Покупець',
        phone: '+380501112233',
        subject: 'Питання про товар',
        message: 'Чи є в наявності?',
        status: 'unread',
        product_id: null,
      }))
      return { json: { messages } }
    }
    if (method === 'GET' && path === '/api/v1/chat/rooms') {
      const rooms = Array.from({ length: unread.chats }, (_, i) => ({ id: 700 + i }))
      return { json: { rooms } }
    }
    return { status: 404, json: { error: 'Not found' } }
  })

  return {
    url: `${service.origin}/api/v1/`,
    token,
    calls,
    orders,
    /** Adds or replaces an order. */
    put(order) {
      orders.set(String(order.id), order)
    },
    /** Changes an order on "Prom", with a later `date_modified`. */
    change(id, patch) {
      const order = orders.get(String(id))
      const next = new Date(Date.parse(order.date_modified) + 60_000).toISOString()
      orders.set(String(id), { ...order, ...patch, date_modified: next })
    },
    setUnread(messages, chats) {
      unread.messages = messages
      unread.chats = chats
    },
    /** Every status change is refused with this reason (null: accepted again). */
    refuse(reason) {
      refusal = reason
    },
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}

// `node tests/fake-prom/index.mjs` runs it standalone with one order, for manual checks.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeProm()
  fake.put(promOrder(100001))
  console.log(`fake Prom: ${fake.url} (token ${fake.token})`)
}
