import { baseOf, callJson, list, MarketplaceError, record, str, type CallOptions } from './http'

/**
 * A client for Prom.ua's seller API (`https://my.prom.ua/api/v1/`, `Authorization: Bearer
 * <token>` of one account). Shapes as Prom's API documentation describes them:
 * - `GET orders/list?status&date_from&last_modified_from&limit&last_id` answers
 *   `{ orders: [order] }`; an order has `id`, `date_created`, `date_modified`,
 *   `client_first_name`, `client_second_name`, `client_last_name`, `phone`, `email`,
 *   `client_notes`, `price`, `full_price`, `status` (pending, received, delivered, canceled,
 *   draft, paid, or a custom one), `delivery_option {id, name, shipping_service}`,
 *   `delivery_provider_data {provider: nova_poshta|ukrposhta|..., type, recipient_warehouse_id,
 *   declaration_number}`, `delivery_address`, `payment_option {id, name}`, `payment_data
 *   {type, status}`, and `products: [{id, external_id, sku, name, quantity, price,
 *   total_price}]`;
 * - `POST orders/set_status {status, ids, cancellation_reason?, cancellation_text?}` answers
 *   200 even when it refuses: the change happened only for the ids in `processed_ids`; the
 *   reason is in `errors` (per id), `error` or `message`;
 * - `GET messages/list?status=unread` answers `{ messages: [{id, date_created,
 *   client_full_name, phone, subject, message, status}] }`;
 * - `GET chat/rooms?status=unread` answers `{ rooms: [...] }` (the chat rooms; read as
 *   third-party clients read it: the chat API is the least documented part).
 * A bad token is a 401 with `{ error }`.
 */

export const DEFAULT_PROM_API_URL = 'https://my.prom.ua/api/v1/'

/** Prom's order statuses we read and send. */
export type PromStatus = 'pending' | 'received' | 'delivered' | 'canceled' | 'draft' | 'paid'

export interface PromOptions extends CallOptions {
  url: string
  token: string
}

export interface PromProduct {
  id: string
  external_id: string
  sku: string
  name: string
  quantity: number
  price: unknown
}

export interface PromOrder {
  id: string
  date_modified: string
  status: string
  client_first_name: string
  client_second_name: string
  client_last_name: string
  phone: string
  client_notes: string
  price: unknown
  delivery_option: Record<string, unknown>
  delivery_provider_data: Record<string, unknown>
  delivery_address: string
  payment_option: Record<string, unknown>
  payment_data: Record<string, unknown>
  products: PromProduct[]
}

const NAME = 'Prom.ua'

async function promCall(
  options: PromOptions,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string> | null,
  body?: unknown,
): Promise<Record<string, unknown>> {
  if (!options.token) {
    throw new MarketplaceError('auth', 'marketplace.promNoToken')
  }
  const url = new URL(path, baseOf(options.url))
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
  const { status, body: answer } = await callJson(
    NAME,
    url.toString(),
    {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${options.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    options,
  )
  if (status === 401 || status === 403) {
    throw new MarketplaceError('auth', 'marketplace.promBadToken')
  }
  const data = record(answer)
  if (status >= 400) {
    const reason = str(data.error) || str(data.message) || `HTTP ${String(status)}`
    throw new MarketplaceError('refused', 'marketplace.promRefused', { reason })
  }
  return data
}

function product(raw: unknown): PromProduct {
  const p = record(raw)
  const quantity = Math.round(Number(p.quantity))
  return {
    id: str(p.id),
    external_id: str(p.external_id),
    sku: str(p.sku),
    name: str(p.name) || str(record(p.name_multilang).uk),
    quantity: Number.isFinite(quantity) && quantity > 0 ? Math.min(quantity, 10000) : 1,
    price: p.price,
  }
}

function order(raw: unknown): PromOrder | null {
  const o = record(raw)
  const id = str(o.id)
  if (!id) return null
  return {
    id,
    date_modified: str(o.date_modified) || str(o.date_created),
    status: str(o.status),
    client_first_name: str(o.client_first_name),
    client_second_name: str(o.client_second_name),
    client_last_name: str(o.client_last_name),
    phone: str(o.phone),
    client_notes: str(o.client_notes),
    price: o.price,
    delivery_option: record(o.delivery_option),
    delivery_provider_data: record(o.delivery_provider_data),
    delivery_address: str(o.delivery_address),
    payment_option: record(o.payment_option),
    payment_data: record(o.payment_data),
    products: list(o.products).map(product),
  }
}

/** Most orders one page asks for (Prom's `limit` allows 100). */
const PAGE = 100
/** Most pages one pull reads, so a broken `last_id` can never loop for ever. */
const MAX_PAGES = 50

/**
 * The account's orders changed since `since` (Prom's `last_modified_from`), all pages: each
 * next page asks for the orders below the last id seen (`last_id`).
 */
export async function listPromOrders(options: PromOptions, since: string): Promise<PromOrder[]> {
  const all: PromOrder[] = []
  let lastId: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: Record<string, string> = { limit: String(PAGE), last_modified_from: since }
    if (lastId) query.last_id = lastId
    const data = await promCall(options, 'GET', 'orders/list', query)
    const orders = list(data.orders)
      .map(order)
      .filter((o): o is PromOrder => o !== null)
    all.push(...orders)
    if (orders.length < PAGE) break
    const next = orders.at(-1)?.id ?? null
    if (!next || next === lastId) break
    lastId = next
  }
  return all
}

/**
 * Sends a status of one order. Prom answers 200 even when it refuses, so only `processed_ids`
 * says the change happened; otherwise its reason is thrown (`refused`).
 */
export async function setPromStatus(
  options: PromOptions,
  id: string,
  status: PromStatus,
  cancellation?: { reason: string; text?: string },
): Promise<void> {
  const numeric = Number(id)
  const data = await promCall(options, 'POST', 'orders/set_status', null, {
    status,
    ids: [Number.isSafeInteger(numeric) ? numeric : id],
    ...(cancellation
      ? {
          cancellation_reason: cancellation.reason,
          ...(cancellation.text ? { cancellation_text: cancellation.text } : {}),
        }
      : {}),
  })
  const processed = list(data.processed_ids).map(str)
  if (processed.includes(str(id))) return
  const errors = record(data.errors)
  const reason =
    str(errors[str(id)]) ||
    Object.values(errors).map(str).find(Boolean) ||
    str(data.error) ||
    str(data.message)
  if (!reason) throw new MarketplaceError('refused', 'marketplace.promStatusUnchanged')
  throw new MarketplaceError('refused', 'marketplace.promStatusRefused', { reason })
}

/** The account's unread messages and unread chats (the informers' counts). */
export async function countPromUnread(
  options: PromOptions,
): Promise<{ messages: number; chats: number }> {
  const messages = await promCall(options, 'GET', 'messages/list', {
    status: 'unread',
    limit: '100',
  })
  const unread = list(messages.messages).filter((m) => str(record(m).status) !== 'read').length
  let chats = 0
  try {
    const rooms = await promCall(options, 'GET', 'chat/rooms', { status: 'unread' })
    chats = list(rooms.rooms ?? record(rooms.data).rooms).length
  } catch (error) {
    // A token without the chat right still imports orders; only a dead service stops the run.
    if (!(error instanceof MarketplaceError) || error.kind === 'down') throw error
  }
  return { messages: unread, chats }
}
