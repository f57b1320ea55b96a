import type { TableOp } from '../access'
import { RESOURCES, type TableName } from '../resources/registry'
import type { RouteSpec } from './routes'
import { listAnswerSchema, recordAnswerSchema } from './schemas'

/** What a caller does to a table through its generic routes (DESIGN.md, "HTTP contract"). */
export type TableVerb = 'list' | 'get' | 'store' | 'delete'

/** The key of a table's generic route: `POST /api/orders/get_orders` and its three siblings. */
export type TableRouteKey<T extends string = TableName> = KeyOf<T, TableVerb>

type KeyOf<T extends string, V extends TableVerb> = T extends unknown
  ? {
      list: `POST /api/${T}/get_${T}`
      get: `POST /api/${T}/get/:id`
      store: `POST /api/${T}/store`
      delete: `DELETE /api/${T}/:id`
    }[V]
  : never

/** The route key of one of a table's generic routes. */
export function tableRoute<T extends TableName, V extends TableVerb>(
  table: T,
  verb: V,
): KeyOf<T, V> {
  const keys: Record<TableVerb, string> = {
    list: `POST /api/${table}/get_${table}`,
    get: `POST /api/${table}/get/:id`,
    store: `POST /api/${table}/store`,
    delete: `DELETE /api/${table}/:id`,
  }
  return keys[verb] as KeyOf<T, V>
}

const RIGHT: Record<TableVerb, TableOp> = {
  list: 'read',
  get: 'read',
  store: 'write',
  delete: 'delete',
}

/**
 * The generic routes of every table, each with the table right it needs. Read-only tables
 * (action logs) have no `store` or `DELETE`.
 */
export function resourceRoutes(): RouteSpec[] {
  const routes: RouteSpec[] = []
  for (const name of Object.keys(RESOURCES) as TableName[]) {
    const verbs: TableVerb[] = RESOURCES[name].readOnly
      ? ['list', 'get']
      : ['list', 'get', 'store', 'delete']
    for (const verb of verbs) {
      const [method, pattern] = tableRoute(name, verb).split(' ') as [RouteSpec['method'], string]
      routes.push({
        method,
        pattern,
        access: { table: name, op: RIGHT[verb] },
        answer: verb === 'list' ? listAnswerSchema : recordAnswerSchema,
      })
    }
  }
  return routes
}
