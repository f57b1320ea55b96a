import { DEFAULT_TABLE_ACCESS, type TableAccess } from '../access'
import type { RouteSpec } from '../contract/routes'
import { RESOURCES } from './registry'
import type { ResourceDef } from './types'

/** The access levels a table's routes need: its declaration over the defaults. */
export function tableAccess(def: Pick<ResourceDef, 'access'>): TableAccess {
  return { ...DEFAULT_TABLE_ACCESS, ...def.access }
}

/**
 * The per-table routes of every resource, each with the table right it needs. Read-only tables
 * (action logs) have no `store` or `DELETE`.
 */
export function resourceRoutes(): RouteSpec[] {
  const routes: RouteSpec[] = []
  for (const def of Object.values(RESOURCES)) {
    const table = def.table
    const base = `/api/${table}`
    routes.push({ method: 'POST', pattern: `${base}/get_${table}`, access: { table, op: 'read' } })
    routes.push({ method: 'POST', pattern: `${base}/get/:id`, access: { table, op: 'read' } })
    if (!def.readOnly) {
      routes.push({ method: 'POST', pattern: `${base}/store`, access: { table, op: 'write' } })
      routes.push({ method: 'DELETE', pattern: `${base}/:id`, access: { table, op: 'delete' } })
    }
  }
  // The spec's own endpoints beside the generic ones (spec section 7).
  routes.push({
    method: 'POST',
    pattern: '/api/tasks/set_status/:id/:status',
    access: { table: 'tasks', op: 'write' },
  })
  routes.push({
    method: 'POST',
    pattern: '/api/ttns/update_status_all',
    access: { table: 'ttns', op: 'write' },
  })
  return routes
}
