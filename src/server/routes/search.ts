import { desc, eq, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  classifySearch,
  landingFor,
  lookupUrl,
  TITLE_SUFFIX,
  type SearchLookup,
  type SearchTable,
} from '@shared/search'
import type { SearchAnswer, SearchGroup, SearchItem } from '@shared/contract/schemas'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { RESOURCE_TABLES } from '../resources'
import type { OpContext } from '../resources/context'
import { whereOf } from '../resources/list'
import { column } from '../resources/tables'
import { requireAccess } from '../resources/write'

/** The dropdown shows at most this many rows per table. */
export const SEARCH_LIMIT = 5

type Row = Record<string, unknown>
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const join = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ')

/** An enumeration's value, sent apart for the UI to say in its language; none when empty. */
const state = (name: 'order_status' | 'category_type', value: unknown) =>
  text(value) ? { state: { enum: name, value: text(value) } } : {}

/** How a found row reads in the dropdown. */
const DESCRIBE: Record<SearchTable, (row: Row) => Omit<SearchItem, 'id' | 'url'>> = {
  orders: (r) => ({
    title: join(`№${text(r.id)}`, [r.surname, r.name].map(text).filter(Boolean).join(' ')),
    subtitle: join(r.phone, r.track),
    ...state('order_status', r.status),
  }),
  products: (r) => ({
    title: text(r.title_uk),
    subtitle: join(r.barcode, r.price && `${text(r.price)} грн`),
  }),
  categories: (r) => ({
    title: text(r.title_full),
    subtitle: '',
    ...state('category_type', r.type),
  }),
}

/**
 * One lookup of the classifier: an exact value (id, phone, barcode, parcel number) matches its
 * column; a title term (ending in `**`) goes through the table's own search, which knows its
 * title columns and reads `**` as "contains".
 */
async function lookup(ctx: OpContext, { table, field, value }: SearchLookup) {
  const { db } = ctx
  const rt = RESOURCE_TABLES[table]
  requireAccess(ctx, rt, 'read')
  let where: SQL | undefined
  if (value.endsWith(TITLE_SUFFIX)) where = whereOf(rt, { search: value })
  else if (field === 'id') {
    // Beyond the integer column's range no row can match (and the database would refuse it).
    if (!/^\d{1,9}$/.test(value)) return []
    where = eq(rt.id, Number(value))
  } else where = eq(column(rt, field), value)
  const rows = await db
    .select(rt.publicColumns)
    .from(rt.table)
    .where(where)
    .orderBy(desc(rt.id))
    .limit(SEARCH_LIMIT)
  return rows.map((row) => ({
    id: Number(row.id),
    ...DESCRIBE[table](row),
    url: `/${table}/${text(row.id)}`,
  }))
}

export async function search(ctx: OpContext, q: string): Promise<SearchAnswer> {
  const found = classifySearch(q)
  if (!found) return { target: null, groups: [] }
  const groups: SearchGroup[] = []
  for (const part of [found, ...found.also]) {
    const items = await lookup(ctx, part)
    const group = groups.find((g) => g.table === part.table)
    if (group) {
      for (const item of items) {
        if (group.items.length < SEARCH_LIMIT && !group.items.some((i) => i.id === item.id)) {
          group.items.push(item)
        }
      }
    } else groups.push({ table: part.table, url: lookupUrl(part), items })
  }
  const withMatches = new Set(groups.filter((g) => g.items.length > 0).map((g) => g.table))
  return { target: landingFor(found, q, withMatches), groups }
}

export function registerSearchRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/search', async (request, _reply, { q }) => {
    const ctx = { db: app.shop.db, user: userOf(request), now: app.shop.now() }
    return { data: await search(ctx, q) }
  })
}
