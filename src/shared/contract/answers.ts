import type { z } from 'zod'
import { areaOf, type FixedArea } from './route-areas'
import { FIXED_RULES, type FixedKey } from './route-rules'
import type { RouteSchemas } from './route-spec'
import { isExportTable } from './export-routes'
import type { AnswerOf, RouteKey } from './route-keys'

/** Finds the answer schema of a route whose area's module has loaded. */
type Lookup = (key: RouteKey) => z.ZodType | undefined

type Source = FixedArea | 'tables' | 'exports'

const fixed =
  (schemas: { readonly [K in FixedKey]?: RouteSchemas }): Lookup =>
  (key) =>
    schemas[key as FixedKey]?.answer

const LOADERS: Record<Source, () => Promise<Lookup>> = {
  base: () => import('./areas/base').then((m) => fixed(m.SCHEMAS)),
  orders: () => import('./areas/orders').then((m) => fixed(m.SCHEMAS)),
  carrier: () => import('./areas/carrier').then((m) => fixed(m.SCHEMAS)),
  images: () => import('./areas/images').then((m) => fixed(m.SCHEMAS)),
  packing: () => import('./areas/packing').then((m) => fixed(m.SCHEMAS)),
  statistics: () => import('./areas/statistics').then((m) => fixed(m.SCHEMAS)),
  supply: () => import('./areas/supply').then((m) => fixed(m.SCHEMAS)),
  more: () => import('./areas/more').then((m) => fixed(m.SCHEMAS)),
  tables: () => import('./tables').then((m) => m.tableAnswerOf),
  exports: () => import('./exports').then((m) => m.exportAnswerOf),
}

function sourceOf(key: RouteKey): Source {
  if (key in FIXED_RULES) return areaOf(key as FixedKey)
  const table = /^POST \/api\/(\w+)\/export$/.exec(key)?.[1]
  return table && isExportTable(table) ? 'exports' : 'tables'
}

const loaded = new Map<Source, Promise<Lookup>>()

/** An area's schemas, loaded once; asked again after a failed load (the server was out of reach). */
function load(source: Source): Promise<Lookup> {
  let loading = loaded.get(source)
  if (!loading) {
    const started = LOADERS[source]()
    loading = started
    loaded.set(source, started)
    started.catch(() => {
      if (loaded.get(source) === started) loaded.delete(source)
    })
  }
  return loading
}

/** A route's answer schema, from its area's module (loaded on first use). */
export async function answerSchemaOf(key: RouteKey): Promise<z.ZodType> {
  const schema = (await load(sourceOf(key)))(key)
  if (!schema) throw new Error(`${key} is not a route of the HTTP contract`)
  return schema
}

/**
 * What checks a route's answer, once the schemas of its area have loaded: the renderer starts
 * this as its request leaves (`callApi`, src/renderer/platform/api.ts), so a screen's first
 * answer waits for its own area's schemas and zod, not for every route's. The checker throws on
 * an answer of another shape, as `parseAnswer` (`map.ts`) does.
 */
export async function answerCheckOf<K extends RouteKey>(
  key: K,
): Promise<(body: unknown) => AnswerOf<K>> {
  const schema = await answerSchemaOf(key)
  return (body) => schema.parse(body) as AnswerOf<K>
}
