import { z } from 'zod'
import type { TableOp } from '../access'
import { rowSchemaOf } from '../resources/rows'
import { RESOURCES, type TableName } from '../resources/registry'
import type { ResourceDef } from '../resources/types'
import type { RouteSpec } from './routes'
import {
  listAnswerSchema,
  recordAnswerSchema,
  titlesAnswerSchema,
  titlesBodySchema,
} from './schemas'

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

/** A table route's answer schema: its rows parsed by the table's own row schema. */
function answerOf(table: TableName, verb: TableVerb): RouteSpec['answer'] {
  if (verb === 'titles') return titlesAnswerSchema
  const row = rowSchemaOf(table)
  return verb === 'list'
    ? listAnswerSchema.extend({ data: z.array(row) })
    : recordAnswerSchema.extend({ data: row })
}

/**
 * The generic routes of every table, each with the table right it needs. Read-only tables
 * (action logs) have no `store` or `DELETE`; tables their own routes write (SMS) no `store`.
 */
export function resourceRoutes(): RouteSpec[] {
  const routes: RouteSpec[] = []
  for (const name of Object.keys(RESOURCES) as TableName[]) {
    const def = RESOURCES[name] as ResourceDef
    const verbs: TableVerb[] = def.readOnly
      ? ['list', 'get', 'titles']
      : def.serverWrites
        ? ['list', 'get', 'delete', 'titles']
        : ['list', 'get', 'store', 'delete', 'titles']
    for (const verb of verbs) {
      const [method, pattern] = tableRoute(name, verb).split(' ') as [RouteSpec['method'], string]
      routes.push({
        method,
        pattern,
        access: { table: name, op: RIGHT[verb] },
        ...(verb === 'titles' ? { body: titlesBodySchema } : {}),
        answer: answerOf(name, verb),
      })
    }
  }
  return routes
}
