import type { TableOp } from '../access'
import { ACCESS } from '../access'
import type { HttpMethod } from './http'

/**
 * Who may call a route. It is a property of the route, declared here once and enforced by the
 * server after routing (never by matching the raw URL, which a client can spell many ways):
 * - `public`: no session (login, first run, health);
 * - `internal`: main's own calls only; they carry a per-install secret the renderer never sees;
 * - `{ level }`: any signed-in user with at least this access level;
 * - `{ table, op }`: the table's declared right (`read`, `write`, `delete`) in the registry.
 */
export type RouteAccess = 'public' | 'internal' | { level: number } | { table: string; op: TableOp }

/**
 * A path of the shop server's HTTP contract. Main's session proxy forwards only these (it never
 * takes a free URL from the renderer), and the server registers exactly these. Patterns use
 * `:name` for one path segment. Per-table routes come from the resource registry.
 */
export interface RouteSpec {
  method: HttpMethod
  pattern: string
  access: RouteAccess
  /**
   * Callable without the `X-Requested-With` marker (our CSRF guard). Only for answers that
   * reveal nothing and change nothing: a load balancer's health probe.
   */
  unmarked?: boolean
}

export const FIXED_ROUTES: readonly RouteSpec[] = [
  { method: 'GET', pattern: '/health', access: 'public', unmarked: true },
  { method: 'POST', pattern: '/login', access: 'public' },
  { method: 'POST', pattern: '/logout', access: 'public' },
  { method: 'POST', pattern: '/setup/state', access: 'public' },
  { method: 'POST', pattern: '/setup/admin', access: 'public' },
  { method: 'POST', pattern: '/api/settings/get_params', access: { level: ACCESS.viewer } },
  { method: 'POST', pattern: '/api/settings/get_informers', access: { level: ACCESS.viewer } },
  /** Global search box: `{q}` -> `{data: {target, groups: [{table, items}]}}`, 5 per group. */
  { method: 'POST', pattern: '/api/search', access: { level: ACCESS.viewer } },
  {
    method: 'GET',
    pattern: '/apisite/nova_pochta/get_cities/:query',
    access: { level: ACCESS.viewer },
  },
  {
    method: 'GET',
    pattern: '/apisite/nova_pochta/get_warehouses/:cityRef',
    access: { level: ACCESS.viewer },
  },
  { method: 'POST', pattern: '/apisite/nova_pochta/tracking', access: { level: ACCESS.viewer } },
  { method: 'POST', pattern: '/api/settings/get_carrier_key', access: 'internal' },
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

/** The contract's entry for a method and path (query string allowed), if there is one. */
export function findRoute(
  routes: readonly RouteSpec[],
  method: HttpMethod,
  path: string,
): RouteSpec | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined
  const pathname = path.split('?')[0] ?? ''
  return routes.find((r) => r.method === method && matchPattern(r.pattern, pathname))
}

/** Whether a method and path (query string allowed) belong to the contract. */
export function isContractRoute(
  routes: readonly RouteSpec[],
  method: HttpMethod,
  path: string,
): boolean {
  return findRoute(routes, method, path) !== undefined
}
