import type { FixedKey } from './route-rules'

/**
 * The fixed routes' schemas come in areas, a module each (`areas/*.ts`), so that a caller loads
 * the schemas of the routes it calls and not every route's: building all of them took about
 * 60 ms of a cold load's main thread in Chromium, and the first screen checks the answers of a
 * handful. `base` holds what the first screen of any signed-in desk asks (the session, the
 * parameters, the informers, the search box) and what the sign-in and first-run screens ask;
 * the others go by the path's first segments. No zod here: this is what a caller reads to know
 * which area to load (`answers.ts`).
 */
export const FIXED_AREAS = [
  'base',
  'orders',
  'carrier',
  'images',
  'packing',
  'statistics',
  'supply',
  'more',
] as const
export type FixedArea = (typeof FIXED_AREAS)[number]

const BASE_PATHS = new Set([
  '/health',
  '/login',
  '/logout',
  '/session',
  '/setup/state',
  '/setup/admin',
  '/api/settings/get_params',
  '/api/settings/get_informers',
  '/api/search',
])

/** A route's area by the start of its path; the first that matches. */
const BY_PREFIX: readonly (readonly [string, FixedArea])[] = [
  ['/api/orders/', 'orders'],
  ['/api/sms/', 'orders'],
  ['/api/waybills/', 'carrier'],
  ['/apisite/', 'carrier'],
  ['/api/products_images/', 'images'],
  ['/api/orders_images/', 'images'],
  ['/feeds/prom/images/', 'images'],
  ['/api/packing/', 'packing'],
  ['/api/statistics/', 'statistics'],
  ['/api/inventory/', 'supply'],
  ['/api/parsers/', 'supply'],
  ['/api/price_lists/', 'supply'],
]

/** The area whose module holds a fixed route's schemas; what no rule names is `more`. */
export function areaOf(key: FixedKey): FixedArea {
  const path = key.slice(key.indexOf(' ') + 1)
  if (BASE_PATHS.has(path)) return 'base'
  return BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'more'
}
