import type { z } from 'zod'
import { getResource, tableAccess, type TableName } from '../resources/registry'
import type { InputOf, RowOf } from '../resources/rows'
import type { ApiRequest } from './wire'
import type { FIXED_SCHEMAS } from './routes'
import { fixedRules, type FixedKey } from './route-rules'
import type { RouteAccess, RoutePath } from './route-spec'
import type { ListAnswer, RecordAnswer, titlesBodySchema, TitlesAnswer } from './schemas'
import { tableRules, type TableRouteKey } from './table-routes'
import { exportRules, type ExportRouteKey } from './export-routes'

/**
 * The route map without its schemas: every route's method, path and rule, the keys callers name
 * and the types of what each takes and answers (from the schemas, at compile time only). What
 * the renderer's entry needs to build a request and to know who may call it; `map.ts` adds the
 * schemas that check bodies and answers.
 */

const RULES: readonly RoutePath[] = [...fixedRules(), ...tableRules(), ...exportRules()]
const BY_KEY = new Map(RULES.map((r) => [`${r.method} ${r.pattern}`, r]))

/** Every route's method, path and rule. */
export function contractRules(): readonly RoutePath[] {
  return RULES
}

/** A route's key: its method and path pattern (`POST /api/orders/get/:id`). */
export type RouteKey = FixedKey | TableRouteKey | ExportRouteKey

/** The method, path and rule of a key; a key outside the map is a programming error. */
export function ruleOf(key: RouteKey): RoutePath {
  const rule = BY_KEY.get(key)
  if (!rule) throw new Error(`${key} is not a route of the HTTP contract`)
  return rule
}

type Entry<K extends FixedKey> = (typeof FIXED_SCHEMAS)[K]

/** The table a table route's key names (`POST /api/orders/get/:id` → `orders`). */
type TableOfKey<K> = K extends `${string} /api/${infer T}/${string}`
  ? T extends TableName
    ? T
    : never
  : never

/** What a route answers on success; a table's rows are typed by its declaration (`RowOf`). */
export type AnswerOf<K extends RouteKey> = K extends FixedKey
  ? z.infer<Entry<K>['answer']>
  : K extends ExportRouteKey
    ? string
    : K extends `POST /api/${string}/get_titles`
      ? TitlesAnswer
      : K extends `POST /api/${string}/get_${string}`
        ? Omit<ListAnswer, 'data'> & { data: RowOf<TableOfKey<K>>[] }
        : Omit<RecordAnswer, 'data'> & { data: RowOf<TableOfKey<K>> }

/** What a route takes as its body (the table routes check theirs against the registry). */
export type BodyOf<K extends RouteKey> = K extends FixedKey
  ? Entry<K> extends { body: z.ZodType }
    ? z.input<Entry<K>['body']>
    : undefined
  : K extends `POST /api/${string}/get_titles`
    ? z.input<typeof titlesBodySchema>
    : K extends `POST /api/${string}/get_${string}`
      ? Record<string, unknown>
      : K extends `POST /api/${string}/store`
        ? InputOf<TableOfKey<K>>
        : undefined

/** The `:name` segments of a pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type ParamsOf<K extends RouteKey> = [ParamNames<K>] extends [never]
  ? undefined
  : Record<ParamNames<K>, string | number>

/** What a call of a route needs besides its key: the path's parameters and the body. */
export type CallInput<K extends RouteKey> = (ParamsOf<K> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<K> }) &
  (BodyOf<K> extends undefined ? { body?: undefined } : { body?: BodyOf<K> })

/** A route's path with its parameters filled in, each as one encoded segment. */
export function pathOf(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}

/** The bridge request for a route: the only way a caller builds a path of the contract. */
export function requestFor<K extends RouteKey>(key: K, input?: CallInput<K>): ApiRequest {
  const rule = ruleOf(key)
  const params = input?.params as Record<string, string | number> | undefined
  const request: ApiRequest = { method: rule.method, path: pathOf(rule.pattern, params) }
  if (input?.body !== undefined) request.body = input.body
  return request
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
