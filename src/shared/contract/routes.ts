import type { HttpMethod } from './http'

/**
 * Every path of the shop server's HTTP contract that a client may call. Main's session proxy
 * forwards only these (it never takes a free URL from the renderer), and a server test checks
 * that the server's routes and this list agree. Patterns use `:name` for one path segment.
 * Per-table routes come from the resource registry (`resourceRoutes`).
 */
export interface RouteSpec {
  method: HttpMethod
  pattern: string
  /** Reachable without a session. */
  public?: boolean
  /** For main's own use (it carries a secret); main's proxy never forwards it for the renderer. */
  internal?: boolean
}

export const FIXED_ROUTES: readonly RouteSpec[] = [
  { method: 'GET', pattern: '/health', public: true },
  { method: 'POST', pattern: '/login', public: true },
  { method: 'POST', pattern: '/logout', public: true },
  { method: 'POST', pattern: '/setup/state', public: true },
  { method: 'POST', pattern: '/setup/admin', public: true },
  { method: 'POST', pattern: '/api/settings/get_params' },
  { method: 'POST', pattern: '/api/settings/get_informers' },
  /** Global search box: `{q}` -> `{data: {target, groups: [{table, items}]}}`, 5 per group. */
  { method: 'POST', pattern: '/api/search' },
  /** The workstation check (`/test`): server version, database kind and size, clock. */
  { method: 'POST', pattern: '/api/system/get_info' },
  { method: 'GET', pattern: '/apisite/nova_pochta/get_cities/:query' },
  { method: 'GET', pattern: '/apisite/nova_pochta/get_warehouses/:cityRef' },
  { method: 'POST', pattern: '/apisite/nova_pochta/tracking' },
  { method: 'POST', pattern: '/api/settings/get_carrier_key', internal: true },
]

const SEGMENT = /^[^/?#]+$/

/** Does `path` (no query string) match `pattern`? */
export function matchPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return false
  return want.every((part, i) => {
    const actual = got[i] ?? ''
    if (part.startsWith(':')) return SEGMENT.test(actual) && actual !== '..' && actual !== '.'
    return part === actual
  })
}

/** Whether a method and path (query string allowed) belong to the contract. */
export function isContractRoute(
  routes: readonly RouteSpec[],
  method: HttpMethod,
  path: string,
): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false
  const pathname = path.split('?')[0] ?? ''
  return routes.some((r) => r.method === method && matchPattern(r.pattern, pathname))
}
