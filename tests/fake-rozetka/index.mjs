import { randomUUID } from 'node:crypto'
import { jsonOf, startLoopbackService } from '../fake-http/index.mjs'

/**
 * A small Rozetka seller API on 127.0.0.1 for tests, in the shapes of its documentation
 * (api-seller.rozetka.com.ua/apidoc): every answer is `{ success, content }` or `{ success:
 * false, errors: { message, code, description } }`. `POST /sites` takes the username and the
 * base64 password and gives `content.access_token`; `GET /orders/search` gives
 * `content.orders` and `content._meta`; `PUT /orders/{id}` sets the status.
 */

export const FAKE_ROZETKA_USER = 'seller@example.com'
export const FAKE_ROZETKA_PASSWORD = 'rozetka-pass-0001'

export function rozetkaOrder(id, overrides = {}) {
  return {
    id,
    created: '2026-11-23 11:00:00',
    changed: '2026-11-23 11:00:00',
    amount: '450.00',
    amount_with_discount: '450.00',
    cost: '450.00',
    status: 1,
    user_phone: '380931234567',
    user_title: { first_name: 'Андрій', last_name: 'Мельник', second_name: 'Іванович' },
    recipient_phone: '380931234567',
    recipient_title: { first_name: 'Андрій', last_name: 'Мельник', second_name: 'Іванович' },
    comment: '',
    payment_type_name: 'Оплата при отриманні',
    delivery: {
      delivery_service_name: 'Нова Пошта',
      delivery_method_id: 1,
      city: { id: 1, name: 'Львів' },
      place_number: '5',
      place_street: 'вул. Городоцька',
      place_house: '12',
      ref_id: '7b422fc5-e1b8-11e3-8c4a-0050568002cf',
    },
    purchases: [
      {
        id: 1,
        item_id: 777001,
        item_name: 'Чохол-книжка для Samsung A55',
        price: '450.00',
        quantity: 1,
        cost: '450.00',
        item: { id: 777001, article: '', price_offer_id: '' },
      },
    ],
    ...overrides,
  }
}

export async function startFakeRozetka() {
  /** @type {Set<string>} */
  const tokens = new Set()
  /** @type {Map<string, any>} */
  const orders = new Map()
  const calls = []
  const fail = (message, code, description) => ({
    json: { success: false, errors: { message, code, description } },
  })

  const service = await startLoopbackService(({ method, path, headers, raw }) => {
    const body = jsonOf(raw)
    calls.push({ method, path, body })
    if (method === 'POST' && path === '/sites') {
      const password = Buffer.from(String(body?.password ?? ''), 'base64').toString('utf8')
      if (body?.username !== FAKE_ROZETKA_USER || password !== FAKE_ROZETKA_PASSWORD) {
        return fail('incorrect_username_or_password', 1020, 'Невірний логін або пароль')
      }
      const token = randomUUID()
      tokens.add(token)
      return { json: { success: true, content: { access_token: token, seller_id: 1 } } }
    }
    const auth = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? ''
    if (!tokens.has(auth)) return fail('incorrect_access_token', 1016, 'Токен недійсний')
    if (method === 'GET' && path === '/orders/search') {
      const list = [...orders.values()]
      return {
        json: {
          success: true,
          content: {
            orders: list,
            _meta: { totalCount: list.length, pageCount: 1, currentPage: 1, perPage: 20 },
          },
        },
      }
    }
    const put = /^\/orders\/(\d+)$/.exec(path)
    if (method === 'PUT' && put) {
      const order = orders.get(put[1])
      if (!order) return fail('order_not_found', 2001, 'Замовлення не знайдено')
      order.status = body?.status
      return { json: { success: true, content: order } }
    }
    return { status: 404, json: { success: false, errors: { message: 'not_found' } } }
  })

  return {
    url: `${service.origin}/`,
    calls,
    orders,
    put(order) {
      orders.set(String(order.id), order)
    },
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}
