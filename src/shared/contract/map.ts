import { getResource } from '../resources/registry'
import { resourceRoutes, tableAccess } from '../resources/routes'
import { FIXED_ROUTES, type RouteAccess, type RouteSpec } from './routes'

/** Every route of the shop server's contract: the fixed ones and each resource's own. */
export function contractRoutes(): readonly RouteSpec[] {
  return [...FIXED_ROUTES, ...resourceRoutes()]
}

/**
 * The access level a signed-in caller needs for a route, or `public` / `internal`. A table the
 * registry does not know needs more than anyone has: a typo in a declaration fails closed.
 */
export function requiredLevel(access: RouteAccess): number | 'public' | 'internal' {
  if (access === 'public' || access === 'internal') return access
  if ('level' in access) return access.level
  const def = getResource(access.table)
  return def ? tableAccess(def)[access.op] : Number.POSITIVE_INFINITY
}
