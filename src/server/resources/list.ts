import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { ListQuery } from '@shared/contract/http'
import type { RefLabels } from '@shared/contract/schemas'
import { MSG } from '@shared/resources/messages'
import { fieldErrors, filterSchema, rangeKeys, type RangeKey } from '@shared/resources/validation'
import { parseValue } from '@shared/resources/values'
import { HttpError, VALIDATION_MESSAGE } from '../http/errors'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import type { TableName } from '@shared/resources/registry'
import { column, RESOURCE_TABLES, type ResourceTable } from './tables'
import { SHOP_TIME_ZONE } from '@shared/contract/statistics'

export const DEFAULT_PER_PAGE = 50

export interface ListResult {
  data: Record<string, unknown>[]
  total: number
  page: number
  per_page: number
  refs: RefLabels
}

const TZ = sql.raw(`'${SHOP_TIME_ZONE}'`)

/**
 * One end of a period, both ends included. An instant column is compared with the start of the
 * shop's (Kyiv) day, so the bound is one constant and the column's index serves the range.
 */
function rangeCondition(rt: ResourceTable, end: RangeKey, day: string): SQL {
  const col = column(rt, end.field)
  const kind =
    end.field === 'created_at' || end.field === 'updated_at'
      ? 'datetime'
      : rt.def.fields[end.field]?.kind
  if (kind === 'date')
    return end.end === 'from' ? sql`${col} >= ${day}::date` : sql`${col} <= ${day}::date`
  return end.end === 'from'
    ? sql`${col} >= (${day}::date)::timestamp at time zone ${TZ}`
    : sql`${col} < (${day}::date + 1)::timestamp at time zone ${TZ}`
}

function filterConditions(rt: ResourceTable, filter: ListQuery['filter']): SQL[] {
  const parsed = filterSchema(rt.def).safeParse(filter ?? {})
  if (!parsed.success) throw new HttpError(422, VALIDATION_MESSAGE, fieldErrors(parsed.error))
  const conditions: SQL[] = []
  const ends = new Map(rangeKeys(rt.def).map((end) => [end.key, end]))
  for (const [name, value] of Object.entries(parsed.data)) {
    const end = ends.get(name)
    if (end) {
      // filterSchema lets a period's end through only as one parsed day.
      conditions.push(rangeCondition(rt, end, String(value)))
      continue
    }
    const col = column(rt, name)
    const values = Array.isArray(value) ? value : [value]
    const present = values.filter((v) => v !== null)
    const parts: SQL[] = []
    if (present.length === 1) parts.push(eq(col, present[0]))
    if (present.length > 1) parts.push(inArray(col, present))
    if (present.length < values.length) parts.push(isNull(col))
    // An empty list matches nothing, as "any of no values" should.
    conditions.push(
      parts.length === 0 ? sql`false` : parts.length === 1 ? parts[0]! : or(...parts)!,
    )
  }
  return conditions
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * The search box: exact fields match the whole term (a phone in any spelling), title fields
 * match case-insensitively from the start, or anywhere when the term ends in `**` (spec
 * section 2); a number also finds the record with that id.
 */
function searchCondition(rt: ResourceTable, search: string | undefined): SQL | null {
  const raw = search?.trim() ?? ''
  if (!raw) return null
  const contains = raw.endsWith('**')
  const term = raw.replace(/\*+$/, '').trim()
  if (!term) return null
  const parts: SQL[] = []
  if (/^\d{1,9}$/.test(term)) parts.push(eq(column(rt, 'id'), Number(term)))
  for (const [name, field] of Object.entries(rt.def.fields)) {
    if (!field.search || field.secret || field.virtual) continue
    const col = column(rt, name)
    if (field.search === 'exact') {
      const value = parseValue(field, term)
      if (value.ok) parts.push(eq(col, value.value))
    } else {
      const pattern = `${contains ? '%' : ''}${escapeLike(term.toLowerCase())}%`
      parts.push(sql`lower(${col}) like ${pattern}`)
    }
  }
  return parts.length === 0 ? sql`false` : or(...parts)!
}

/** A list's sort, checked: the column, its name and the direction (`-` first: descending). */
export interface SortSpec {
  name: string
  col: PgColumn
  descending: boolean
}

/** The sort a client asked for (or the table's own), refused unless a real sortable column. */
export function sortSpec(rt: ResourceTable, sort: string | undefined): SortSpec {
  const spec = sort?.trim() || rt.def.sort
  const descending = spec.startsWith('-')
  const name = descending ? spec.slice(1) : spec
  // `name` is the client's: only own keys count (`constructor` is in every object).
  const field = Object.hasOwn(rt.def.fields, name) ? rt.def.fields[name] : undefined
  const sortable =
    Object.hasOwn(rt.publicColumns, name) && field?.kind !== 'json' && field?.kind !== 'text'
  if (!sortable) throw new HttpError(422, VALIDATION_MESSAGE, { sort: [MSG.unknownSort] })
  return { name, col: column(rt, name), descending }
}

/** A sort as ORDER BY terms: its column, then ties broken by id in the same direction. */
export function orderOf(rt: ResourceTable, { name, col, descending }: SortSpec): SQL[] {
  const order = [descending ? desc(col) : asc(col)]
  // Ties broken by id, so paging never shows a row twice or skips one.
  if (name !== 'id') order.push(descending ? desc(column(rt, 'id')) : asc(column(rt, 'id')))
  return order
}

function sortOrder(rt: ResourceTable, sort: string | undefined): SQL[] {
  return orderOf(rt, sortSpec(rt, sort))
}

/** Conditions of a list query (also used by the spec's own list endpoints). */
export function whereOf(rt: ResourceTable, query: ListQuery): SQL | undefined {
  const search = searchCondition(rt, query.search)
  return and(...filterConditions(rt, query.filter), ...(search ? [search] : []))
}

/** Extra columns of the one list statement, named so no field of any table can clash. */
const TOTAL = '__total'
const PAGE = '__page'
const refKey = (name: string) => `__ref_${name}`

/** The whole table's row count kept by triggers (migration 0002), or null when not kept. */
function keptCount(rt: ResourceTable): SQL<number | null> {
  return sql`(select n from row_counts where table_name = ${rt.def.table})`.mapWith((n) =>
    n === null ? null : Number(n),
  )
}

/**
 * An orders status tab (the filter is one status and nothing else): its trigger-kept count
 * (migration 0005) instead of counting thousands of rows on every page.
 */
function statusTabCount(rt: ResourceTable, query: ListQuery): SQL<number | null> | null {
  if (rt.def.table !== 'orders' || query.search?.trim()) return null
  const filter = query.filter ?? {}
  const keys = Object.keys(filter)
  const status: unknown = filter.status
  if (keys.length !== 1 || keys[0] !== 'status' || typeof status !== 'string') return null
  return sql`(select coalesce((select n from order_status_counts where status = ${status}), 0))`.mapWith(
    Number,
  )
}

/**
 * The reference fields whose names a list shows («Олена» rather than «4»): each as a subquery
 * by primary key on the referenced table's title field, evaluated for this page's rows only.
 */
function refColumns(rt: ResourceTable, outer: string): Record<string, SQL> {
  const columns: Record<string, SQL> = {}
  for (const [name, field] of Object.entries(rt.def.fields)) {
    if (field.kind !== 'ref' || !(name in rt.publicColumns)) continue
    const target = RESOURCE_TABLES[field.table as TableName]
    const title = target.def.fields[target.def.titleField]
    if (!title || title.secret || title.virtual) continue
    // Aliased, and the outer column named with its source (Drizzle writes it bare), so a table
    // that refers to itself (a category's parent) still reads the parent.
    const titleName = sql.identifier(column(target, target.def.titleField).name)
    const idName = sql.identifier(column(target, 'id').name)
    // A found row with no title gives '' (shown as «#id»); a missing row gives null.
    columns[refKey(name)] = sql`(select coalesce(r.${titleName}::text, '') from ${target.table} as r
      where r.${idName} = ${sql.identifier(outer)}.${sql.identifier(column(rt, name).name)})`
  }
  return columns
}

function refLabels(
  refKeys: readonly string[],
  rows: readonly Record<string, unknown>[],
): RefLabels {
  const refs: RefLabels = {}
  for (const name of refKeys) {
    const field = name.slice(refKey('').length)
    const labels: Record<string, string> = {}
    for (const row of rows) {
      const id = row[field]
      if (typeof id !== 'number') continue
      const title = row[name]
      // A reference to a row that is gone names nothing: only found rows are named.
      if (typeof title !== 'string') continue
      labels[String(id)] = title === '' ? `#${id}` : title
    }
    if (Object.keys(labels).length > 0) refs[field] = labels
  }
  return refs
}

/**
 * One page of a list in one statement: its rows, the names its references point to, and the
 * total (the trigger-kept count when unfiltered, else a count of the filtered rows that the
 * database runs once, only when the page has rows).
 */
export async function listRecords(
  db: Db,
  rt: ResourceTable,
  query: ListQuery,
): Promise<ListResult> {
  const where = whereOf(rt, query)
  const order = sortOrder(rt, query.sort)
  const page = query.page ?? 1
  const perPage = query.per_page ?? DEFAULT_PER_PAGE
  const offset = (page - 1) * perPage
  const total: SQL<number | null> = where
    ? (statusTabCount(rt, query) ??
      sql`(select count(*) from ${rt.table} where ${where})`.mapWith(Number))
    : keptCount(rt)
  // The page is cut first (its subquery uses the indexes and stops at the limit); only its
  // rows then look up their references' names, never the rows an offset skips.
  const cut = db
    .select(rt.publicColumns)
    .from(rt.table)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset(offset)
    .as(PAGE)
  const fields = Object.fromEntries(
    Object.keys(rt.publicColumns).map((key) => [
      key,
      (cut as unknown as Record<string, PgColumn>)[key],
    ]),
  ) as Record<string, PgColumn>
  const refs = refColumns(rt, PAGE)
  // No ORDER BY outside: a scan of one ordered subquery, with no join or grouping above it,
  // hands its rows on in that order. (Numbering them with row_number() to sort again costs a
  // window over every row the offset skips: 2-3 ms on page 200 of 100 000 orders.)
  const found: Record<string, unknown>[] = await db
    .select({ ...fields, ...refs, [TOTAL]: total })
    .from(cut)
  const rows = found.map((row) => {
    const clean: Record<string, unknown> = { ...row }
    delete clean[TOTAL]
    for (const key of Object.keys(refs)) delete clean[key]
    return clean
  })
  // A page that is not full is the last one: the total follows from it.
  const counted = (found[0]?.[TOTAL] as number | null | undefined) ?? null
  const totalRows =
    rows.length < perPage && (rows.length > 0 || page === 1)
      ? offset + rows.length
      : (counted ?? (await db.select({ n: count() }).from(rt.table).where(where))[0]?.n ?? 0)
  return {
    data: rows,
    total: totalRows,
    page,
    per_page: perPage,
    refs: refLabels(Object.keys(refs), found),
  }
}

export async function getRecord(
  db: Db,
  rt: ResourceTable,
  id: number,
): Promise<Record<string, unknown> | null> {
  const rows = await db
    .select(rt.publicColumns)
    .from(rt.table)
    .where(eq(column(rt, 'id'), id))
  return rows[0] ?? null
}
