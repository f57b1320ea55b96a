import { FIXED_ROUTES, type RouteSpec } from '@shared/contract/routes'
import { resourceRoutes } from '@shared/resources/routes'

/** Every route of the shop server's contract: the fixed ones and each resource's own. */
export function contractRoutes(): readonly RouteSpec[] {
  return [...FIXED_ROUTES, ...resourceRoutes()]
}
