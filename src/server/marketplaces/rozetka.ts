import { baseOf, callJson, list, MarketplaceError, record, str, type CallOptions } from './http'

/**
 * A client for the Rozetka seller API (`https://api-seller.rozetka.com.ua/`). Shapes as its
 * documentation (api-seller.rozetka.com.ua/apidoc) describes them; every answer is the envelope
 * `{ success, content }` or `{ success: false, errors: { message, code, description } }`:
 * - `POST sites {username, password: base64 of the password}` -> `content.access_token`, then
 *   `Authorization: Bearer <token>` on every call;
 * - `GET orders/search?types=1&page&expand=delivery,purchases` -> `content.orders` and
 *   `content._meta {pageCount, currentPage}`; an order has `id`, `created`, `changed`, `amount`,
 *   `status` (a number: 1 new, 2 processed, 3 sent, ... 6 received, 7 not handled by the seller,
 *   ... 12 cancelled by the customer, ...), `user_phone`, `user_title {first_name, last_name,
 *   second_name}`, `recipient_phone`, `recipient_title`, `comment`, `payment_type_name`, `payment {payment_method_name}`,
 *   `delivery {delivery_service_name, delivery_method_id, city {name}, place_number,
 *   place_street, place_house, ref_id}`, `purchases: [{item_id, item_name, price, quantity,
 *   item {article, price_offer_id}}]`;
 * - `PUT orders/{id} {status}` -> the order, or the envelope's errors when the move is not
 *   allowed.
 */

export const DEFAULT_ROZETKA_API_URL = 'https://api-seller.rozetka.com.ua/'

export interface RozetkaOptions extends CallOptions {
  url: string
  username: string
  password: string
}

export interface RozetkaPurchase {
  item_id: string
  item_name: string
  price: unknown
  quantity: number
  article: string
  price_offer_id: string
}

export interface RozetkaOrder {
  id: string
  changed: string
  status: number
  user_phone: string
  first_name: string
  last_name: string
  second_name: string
  comment: string
  amount: unknown
  payment_type_name: string
  /** `payment.payment_method_name`, where the order carries its payment object. */
  payment_method_name: string
  delivery: Record<string, unknown>
  purchases: RozetkaPurchase[]
}

const NAME = 'Rozetka'

function failure(body: Record<string, unknown>, status: number): MarketplaceError {
  const errors = record(body.errors)
  const code = str(errors.message)
  if (status === 401 || /password|username|access_token|auth/i.test(code)) {
    return new MarketplaceError('auth', 'marketplace.rozetkaBadLogin')
  }
  const reason = str(errors.description) || code || `HTTP ${String(status)}`
  return new MarketplaceError('refused', 'marketplace.rozetkaRefused', { reason })
}

/** A session: the token from `POST sites`, asked for once per session. */
export function rozetkaSession(options: RozetkaOptions) {
  let token: string | null = null
  const base = baseOf(options.url)

  async function login(): Promise<string> {
    if (!options.username || !options.password) {
      throw new MarketplaceError('auth', 'marketplace.rozetkaNoLogin')
    }
    const { status, body } = await callJson(
      NAME,
      new URL('sites', base).toString(),
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: options.username,
          password: Buffer.from(options.password, 'utf8').toString('base64'),
        }),
      },
      // A login asked twice gives a token twice: safe to repeat.
      { ...options, retry: true },
    )
    const data = record(body)
    const access = str(record(data.content).access_token)
    if (status === 401 || data.success !== true || !access) throw failure(data, status)
    return access
  }

  async function call(method: 'GET' | 'PUT', path: string, payload?: unknown) {
    token ??= await login()
    const { status, body } = await callJson(
      NAME,
      new URL(path, base).toString(),
      {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      },
      options,
    )
    const data = record(body)
    if (status >= 400 || data.success !== true) throw failure(data, status)
    return record(data.content)
  }

  return {
    /** New orders (Rozetka's `types=1`: the ones still to process), every page. */
    async newOrders(): Promise<RozetkaOrder[]> {
      const all: RozetkaOrder[] = []
      for (let page = 1; page <= 50; page++) {
        const content = await call(
          'GET',
          `orders/search?types=1&expand=delivery,purchases&page=${String(page)}`,
        )
        all.push(...list(content.orders).flatMap((o) => orderOf(o) ?? []))
        const meta = record(content._meta)
        if (page >= Number(meta.pageCount ?? 1)) break
      }
      return all
    },
    async setStatus(id: string, status: number): Promise<void> {
      await call('PUT', `orders/${encodeURIComponent(id)}`, { status })
    },
  }
}

function orderOf(raw: unknown): RozetkaOrder | null {
  const o = record(raw)
  const id = str(o.id)
  if (!id) return null
  const person = record(o.recipient_title ?? o.user_title)
  return {
    id,
    changed: str(o.changed) || str(o.created),
    status: Number(o.status) || 0,
    user_phone: str(o.recipient_phone) || str(o.user_phone),
    first_name: str(person.first_name),
    last_name: str(person.last_name),
    second_name: str(person.second_name),
    comment: str(o.comment),
    amount: o.amount,
    payment_type_name: str(o.payment_type_name),
    payment_method_name: str(record(o.payment).payment_method_name),
    delivery: record(o.delivery),
    purchases: list(o.purchases).map((p) => {
      const r = record(p)
      const item = record(r.item)
      const quantity = Math.round(Number(r.quantity))
      return {
        item_id: str(r.item_id),
        item_name: str(r.item_name) || str(item.name),
        price: r.price,
        quantity: Number.isFinite(quantity) && quantity > 0 ? Math.min(quantity, 10000) : 1,
        article: str(item.article),
        price_offer_id: str(item.price_offer_id),
      }
    }),
  }
}
