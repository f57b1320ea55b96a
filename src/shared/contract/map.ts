import type { z } from 'zod'
import { FIXED_ROUTES, type RouteEntry, type RouteSpec } from './routes'
import { resourceRoutes } from './tables'
import { exportRoutes } from './exports'
import type { AnswerOf, RouteKey } from './route-keys'

/**
 * The one route map: every route of the shop server, its rules, body and answer. The server
 * registers exactly these, main's proxy forwards only these, and every caller names a route by
 * its key and gets its answer's type from here. Its keys, paths and rules without the schemas
 * are `route-keys.ts`'s (re-exported here), which is all the renderer's entry loads; the
 * renderer loads this module with its first answer to check (`src/renderer/platform/api.ts`).
 */

export {
  pathOf,
  requestFor,
  requiredLevel,
  ruleOf,
  type AnswerOf,
  type BodyOf,
  type CallInput,
  type ParamsOf,
  type RouteKey,
} from './route-keys'

/** Every route of the shop server's contract: the fixed ones and each table's own. */
export function contractRoutes(): readonly RouteSpec[] {
  return ROUTES
}

const ROUTES: readonly RouteSpec[] = [...FIXED_ROUTES, ...resourceRoutes(), ...exportRoutes()]
const BY_KEY = new Map(ROUTES.map((r) => [`${r.method} ${r.pattern}`, r]))

/** The route of a key, with its schemas; a key outside the map is a programming error. */
export function specOf(key: RouteKey): RouteSpec {
  const spec = BY_KEY.get(key)
  if (!spec) throw new Error(`${key} is not a route of the HTTP contract`)
  return spec
}

/** Checks a success body against its route's answer schema. */
export function parseAnswer<K extends RouteKey>(key: K, body: unknown): AnswerOf<K> {
  return (specOf(key).answer as z.ZodType<AnswerOf<K>>).parse(body)
}

export type { RouteEntry }
