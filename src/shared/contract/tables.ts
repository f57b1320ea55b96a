import { z } from 'zod'
import { rowSchemaOf } from '../resources/rows'
import type { TableName } from '../resources/registry'
import type { RouteSpec } from './route-spec'
import {
  listAnswerSchema,
  recordAnswerSchema,
  titlesAnswerSchema,
  titlesBodySchema,
} from './schemas'
import { tableRules, type TableVerb } from './table-routes'

export { tableRoute, type TableRouteKey, type TableVerb } from './table-routes'

/** A table route's answer schema: its rows parsed by the table's own row schema. */
function answerOf(table: TableName, verb: TableVerb): RouteSpec['answer'] {
  if (verb === 'titles') return titlesAnswerSchema
  const row = rowSchemaOf(table)
  return verb === 'list'
    ? listAnswerSchema.extend({ data: z.array(row) })
    : recordAnswerSchema.extend({ data: row })
}

/**
 * The generic routes of every table (`tableRules`) with their bodies and answers. An answer's
 * schema is built when first read: the renderer checks a few tables' answers in a session, and
 * building every table's when the contract loaded took about 40 ms of the 250–290 ms its chunk
 * took to import in Chromium (docs/performance-log.md).
 */
export function resourceRoutes(): RouteSpec[] {
  return tableRules().map(({ table, verb, ...rule }) => {
    let answer: RouteSpec['answer'] | undefined
    const spec = { ...rule, ...(verb === 'titles' ? { body: titlesBodySchema } : {}) }
    return Object.defineProperty(spec, 'answer', {
      enumerable: true,
      get: () => (answer ??= answerOf(table, verb)),
    }) as RouteSpec
  })
}

let tableSpecs: Map<string, RouteSpec> | undefined

/** A table route's answer schema by its key (`answers.ts`); none for a key of no table route. */
export function tableAnswerOf(key: string): RouteSpec['answer'] | undefined {
  tableSpecs ??= new Map(resourceRoutes().map((spec) => [`${spec.method} ${spec.pattern}`, spec]))
  return tableSpecs.get(key)?.answer
}
