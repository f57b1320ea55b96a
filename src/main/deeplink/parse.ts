import { isParcelNumber } from '@shared/search'

/** The scheme the OS hands to the app: `shop-backoffice://orders/123`. */
export const DEEP_LINK_SCHEME = 'shop-backoffice'

/** What a link asks for: a route of the main window, or the calls_new window. */
export type DeepLinkTarget = { kind: 'route'; route: string } | { kind: 'calls_new' }

const ID = /^[1-9]\d{0,15}$/
/** Lists a link may open by name: the tables a colleague would send (no settings, no users). */
const LISTS = new Set(['orders', 'calls', 'ttns', 'tasks', 'products', 'payments'])
/** Records a link may open by id. */
const RECORDS = new Set(['orders', 'calls', 'tasks', 'products', 'payments'])
const MAX_LENGTH = 200

/**
 * Turns a `shop-backoffice://` link into where the app goes, or `null` for anything else.
 * Parsed with `new URL`; only the known shapes pass, and the route is rebuilt from its parsed
 * parts, so nothing of the link's text reaches navigation unchecked (no `..`, no query, no
 * other scheme). Accepts both `shop-backoffice://orders/1` and `shop-backoffice:orders/1`.
 */
export function parseDeepLink(raw: string): DeepLinkTarget | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return null
  // `new URL` resolves dot segments (`orders/%2e%2e` becomes `orders`): no known link has any.
  if (/\.\.|%2e/i.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null
  if (url.username || url.password || url.port || url.search || url.hash) return null
  // `scheme://a/b` puts `a` in the host; `scheme:a/b` leaves the host empty.
  const path = url.host ? `${url.host}${url.pathname}` : url.pathname.replace(/^\/+/, '')
  const parts = path.replace(/\/$/, '').split('/')
  if (parts.some((p) => p === '')) return null
  const [first, arg, ...rest] = parts
  if (!first || rest.length > 0) return null
  // Hosts of a non-special scheme keep their case; a hand-typed `ORDERS` still means orders.
  const name = first.toLowerCase()

  if (name === 'calls_new' && arg === undefined) return { kind: 'calls_new' }
  if (arg === undefined) return LISTS.has(name) ? { kind: 'route', route: `/${name}` } : null
  if (name === 'ttns') {
    const number = decodeSegment(arg)
    return number !== null && isParcelNumber(number)
      ? { kind: 'route', route: `/ttns?ttn=${encodeURIComponent(number)}` }
      : null
  }
  if (RECORDS.has(name) && ID.test(arg)) return { kind: 'route', route: `/${name}/${arg}` }
  return null
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The first deep link among a process's arguments (first start and `second-instance`). */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null
}
