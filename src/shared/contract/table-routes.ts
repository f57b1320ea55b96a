import type { TableOp } from '../access'
import { RESOURCES, type TableName } from '../resources/registry'
import type { ResourceDef } from '../resources/types'
import type { RoutePath } from './route-spec'

/**
 * The generic routes of every table, their keys and the right each needs, without their schemas
 * (those are `tables.ts`'s, which the renderer's entry does not load).
 */

/** What a caller does to a table through its generic routes (docs/architecture.md). */
export type TableVerb = 'list' | 'get' | 'store' | 'delete' | 'titles'

/** The key of a table's generic route: `POST /api/orders/get_orders` and its three siblings. */
export type TableRouteKey<T extends string = TableName> = KeyOf<T, TableVerb>

type KeyOf<T extends string, V extends TableVerb> = T extends unknown
  ? {
      list: `POST /api/${T}/get_${T}`
      get: `POST /api/${T}/get/:id`
      store: `POST /api/${T}/store`
      delete: `DELETE /api/${T}/:id`
      titles: `POST /api/${T}/get_titles`
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
    titles: `POST /api/${table}/get_titles`,
  }
  return keys[verb] as KeyOf<T, V>
}

const RIGHT: Record<TableVerb, TableOp> = {
  list: 'read',
  get: 'read',
  store: 'write',
  delete: 'delete',
  titles: 'titles',
}

/** One table route's method, path and right, with its table and verb. */
export interface TableRoutePath extends RoutePath {
  table: TableName
  verb: TableVerb
}

/**
 * The generic routes of every table, each with the table right it needs. Read-only tables
 * (action logs) have no `store` or `DELETE`; tables their own routes write (SMS) no `store`.
 */
export function tableRules(): TableRoutePath[] {
  const routes: TableRoutePath[] = []
  for (const name of Object.keys(RESOURCES) as TableName[]) {
    const def = RESOURCES[name] as ResourceDef
    const verbs: TableVerb[] = def.readOnly
      ? ['list', 'get', 'titles']
      : def.serverWrites
        ? ['list', 'get', 'delete', 'titles']
        : ['list', 'get', 'store', 'delete', 'titles']
    for (const verb of verbs) {
      const [method, pattern] = tableRoute(name, verb).split(' ') as [RoutePath['method'], string]
      routes.push({ method, pattern, access: { table: name, op: RIGHT[verb] }, table: name, verb })
    }
  }
  return routes
}
