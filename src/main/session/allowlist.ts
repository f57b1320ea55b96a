import { isContractRoute, type RouteSpec } from '@shared/contract/routes'
import type { HttpMethod } from '@shared/contract/http'

export type RouteCheck = (method: HttpMethod, path: string) => boolean

/**
 * What the renderer may ask main to forward: the contract's routes minus the internal ones
 * (those carry secrets for main's own use). Never a free URL.
 */
export function rendererAllowlist(routes: readonly RouteSpec[]): RouteCheck {
  const open = routes.filter((r) => r.access !== 'internal')
  return (method, path) => isContractRoute(open, method, path)
}

/** Every contract route, internal ones included: main's own calls. */
export function mainAllowlist(routes: readonly RouteSpec[]): RouteCheck {
  return (method, path) => isContractRoute(routes, method, path)
}
