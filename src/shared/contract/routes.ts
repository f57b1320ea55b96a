import type { RouteEntry, RouteSchemas, RouteSpec } from './route-spec'
import { FIXED_RULES, splitKey, type FixedKey } from './route-rules'
import { SCHEMAS as base } from './areas/base'
import { SCHEMAS as carrier } from './areas/carrier'
import { SCHEMAS as images } from './areas/images'
import { SCHEMAS as more } from './areas/more'
import { SCHEMAS as orders } from './areas/orders'
import { SCHEMAS as packing } from './areas/packing'
import { SCHEMAS as statistics } from './areas/statistics'
import { SCHEMAS as supply } from './areas/supply'

export type { RouteAccess, RouteEntry, RoutePath, RouteRule, RouteSpec } from './route-spec'
export {
  FIXED_RULES,
  findRoute,
  isContractRoute,
  matchPattern,
  splitKey,
  type FixedKey,
} from './route-rules'

/**
 * What each fixed route takes and answers (who may call it, and why: `FIXED_RULES`,
 * `route-rules.ts`), gathered from the areas' modules (`areas/*.ts`, `route-areas.ts`). The
 * server parses every body and tests every answer with these; callers get their types from
 * them; the renderer loads an area's module when it first checks one of its answers
 * (`answers.ts`).
 */
export const FIXED_SCHEMAS = {
  ...base,
  ...orders,
  ...carrier,
  ...images,
  ...packing,
  ...statistics,
  ...supply,
  ...more,
} as const satisfies { [K in FixedKey]: RouteSchemas }

type Joined<R, S> = { [K in keyof R & keyof S]: R[K] & S[K] }

function join<R extends object, S extends { [K in keyof R]: object }>(rules: R, schemas: S) {
  const out: Partial<Joined<R, S>> = {}
  for (const key of Object.keys(rules) as (keyof R & keyof S)[]) {
    out[key] = Object.assign({}, rules[key], schemas[key])
  }
  return out as Joined<R, S>
}

/** Every fixed route whole: its rule and its schemas. */
export const FIXED = join(FIXED_RULES, FIXED_SCHEMAS)

export const FIXED_ROUTES: readonly RouteSpec[] = Object.entries(FIXED).map(
  ([key, entry]): RouteSpec => ({ ...splitKey(key), ...(entry as RouteEntry) }),
)
