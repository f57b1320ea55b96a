import type { RouteSpec } from '../contract/routes'
import { RESOURCES } from './registry'

/**
 * The per-table routes of every resource, for main's proxy allowlist and the server's route
 * check. Read-only tables (action logs) have no `store` or `DELETE`.
 */
export function resourceRoutes(): RouteSpec[] {
  const routes: RouteSpec[] = []
  for (const def of Object.values(RESOURCES)) {
    const base = `/api/${def.table}`
    routes.push({ method: 'POST', pattern: `${base}/get_${def.table}` })
    routes.push({ method: 'POST', pattern: `${base}/get/:id` })
    if (!def.readOnly) {
      routes.push({ method: 'POST', pattern: `${base}/store` })
      routes.push({ method: 'DELETE', pattern: `${base}/:id` })
    }
  }
  // The spec's own endpoints beside the generic ones (spec section 7).
  routes.push({ method: 'POST', pattern: '/api/tasks/set_status/:id/:status' })
  routes.push({ method: 'POST', pattern: '/api/ttns/update_status_all' })
  return routes
}
