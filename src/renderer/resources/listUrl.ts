import { isExportTable } from '@shared/contract/export-routes'
import type { ListQuery } from '@shared/contract/http'
import { ENUMS } from '@shared/resources/enums'
import type { FieldDef, ResourceDef } from '@shared/resources/types'
import { rangeKeys } from '@shared/resources/validation'

/**
 * The list screen keeps its whole query in the URL, so a link or a global-search jump
 * (`/orders?status=new&page=2`, `/products?barcode=12-345`, `/products?title=чохол**`) opens
 * the same filtered list. Reserved params: `page`, `per_page`, `sort`, `search`. A param named
 * like a declared filter (or `id`) becomes `filter.{field}`, as the server's `filterSchema`
 * accepts. A param named like a searchable field that is not a filter (`phone`, `track`,
 * `barcode`, `title_full`) becomes the list's `search`, which the server matches against the
 * searchable fields: exact ones whole, title-like ones case-insensitively, a trailing `**`
 * meaning "contains". `title` is the global search's "letters only" jump: a search too.
 */
export const DEFAULT_PER_PAGE = 50
export const PER_PAGE_CHOICES = [25, 50, 100, 200, 500] as const
/** What a page turn, a page size or a sort sets: the list's parameters that are not filters. */
export const VIEW_PARAMS: ReadonlySet<string> = new Set(['page', 'per_page', 'sort'])
/** The list's parameters that are no field's filter: the view's and the search box's. */
export const NON_FILTER_PARAMS: ReadonlySet<string> = new Set([...VIEW_PARAMS, 'search'])

/** The address's filters and search alone (less `VIEW_PARAMS`). */
export function filtersOf(params: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams(params)
  for (const key of VIEW_PARAMS) filters.delete(key)
  return filters
}

/** The declared field, or the system column's shape for `id`, `version` and the timestamps. */
export function fieldOf(def: ResourceDef, name: string): FieldDef | undefined {
  if (name === 'id' || name === 'version') return { kind: 'int' }
  if (name === 'created_at' || name === 'updated_at') return { kind: 'datetime' }
  return def.fields[name]
}

/** Only sorts on real columns reach the server: `-id`, `title_uk`. */
export function isSortable(def: ResourceDef, sort: string): boolean {
  const name = sort.startsWith('-') ? sort.slice(1) : sort
  const field = fieldOf(def, name)
  return (
    field !== undefined &&
    !field.secret &&
    !field.virtual &&
    field.kind !== 'json' &&
    field.kind !== 'text'
  )
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 ? n : undefined
}

type FilterValue = string | number | boolean

/** A URL string as the API wants it for this field kind; `undefined` when it cannot be one. */
export function filterValue(field: FieldDef, raw: string): FilterValue | undefined {
  switch (field.kind) {
    case 'int':
    case 'ref':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : undefined
    case 'money':
      return /^-?\d+([.,]\d{1,2})?$/.test(raw) ? Number(raw.replace(',', '.')) : undefined
    case 'enum':
      // A stale link's unknown value is dropped rather than refused by the server.
      return (ENUMS[field.enum] as readonly string[]).includes(raw) ? raw : undefined
    case 'bool':
      if (raw === '1' || raw === 'true') return true
      if (raw === '0' || raw === 'false') return false
      return undefined
    default:
      return raw
  }
}

/** Whether the table has any field to search in (shows the search box). */
export function hasSearch(def: ResourceDef): boolean {
  return Object.values(def.fields).some((f) => f.search !== undefined && !f.secret)
}

export function filterableFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.filter && !f.secret && !f.virtual)
    .map(([name]) => name)
}

/** URL search params -> the body of `POST /api/{table}/get_{table}`. */
export function queryFromParams(def: ResourceDef, params: URLSearchParams): ListQuery {
  const query: ListQuery = { page: 1, per_page: DEFAULT_PER_PAGE, sort: def.sort }
  const filter: NonNullable<ListQuery['filter']> = {}
  const search: string[] = []
  const ends = new Set(rangeKeys(def).map(({ key }) => key))

  for (const key of new Set(params.keys())) {
    const values = params
      .getAll(key)
      .map((v) => v.trim())
      .filter((v) => v !== '')
    if (values.length === 0) continue
    if (NON_FILTER_PARAMS.has(key)) continue
    if (ends.has(key)) {
      // A period's end is one real day; a stale or hand-typed link's other text is dropped.
      const day = values[0]
      if (day !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(day)) filter[key] = day
      continue
    }
    const field = fieldOf(def, key)
    if (field && !field.secret && !field.virtual && (field.filter || key === 'id')) {
      const typed = values.map((v) => filterValue(field, v)).filter((v) => v !== undefined)
      if (typed.length === 0) continue
      if (typed.length === 1) filter[key] = typed[0] as FilterValue
      else filter[key] = typed.filter((v): v is string | number => typeof v !== 'boolean')
    } else if (key === 'title' || (field?.search && !field.secret)) {
      search.push(...values)
    }
  }

  const page = positiveInt(params.get('page'))
  if (page) query.page = page
  const perPage = positiveInt(params.get('per_page'))
  if (perPage) query.per_page = Math.min(perPage, 500)
  const sort = params.get('sort')
  if (sort && isSortable(def, sort)) query.sort = sort
  const free = params.get('search')?.trim()
  if (free) search.unshift(free)
  if (search.length > 0) query.search = search.join(' ').slice(0, 200)
  if (Object.keys(filter).length > 0) query.filter = filter
  return query
}

/**
 * A copy of `params` with `key` set (or removed when `value` is empty). Any change but the
 * page itself starts again from page 1.
 */
export function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params)
  if (value === null || value === '') next.delete(key)
  else next.set(key, value)
  if (key !== 'page') next.delete('page')
  return next
}

/** Header click: ascending, then descending, then back to the table's default. */
export function nextSort(def: ResourceDef, current: string, column: string): string | null {
  if (current === column) return `-${column}`
  if (current === `-${column}`)
    return def.sort === column || def.sort === `-${column}` ? column : null
  return column
}

/**
 * The export of what a list shows: its filters, search and sort, without its page. Null for a
 * table that has no export.
 */
export function exportHref(table: string, listParams: URLSearchParams): string | null {
  if (!isExportTable(table)) return null
  const next = new URLSearchParams({ table })
  for (const [key, value] of listParams) {
    if (key !== 'page' && key !== 'per_page' && !next.has(key)) next.append(key, value)
  }
  return `/export?${next.toString()}`
}
