import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { TitleItem } from '@shared/contract/schemas'
import { ENUMS } from '@shared/resources/enums'
import type { Db } from '../db/client'
import { column, type ResourceTable } from './tables'

/** A picker's dropdown shows this many rows at most. */
export const TITLES_LIMIT = 20

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * `get_titles`: the names of a table's rows for a reference picker. `q` finds rows whose title
 * contains it (or whose id it is), active ones only where the table has an `active` flag; `ids`
 * names rows already chosen. A table whose title field is secret answers ids only.
 */
export async function listTitles(
  db: Db,
  rt: ResourceTable,
  query: { q?: string | undefined; ids?: number[] | undefined; type?: string | undefined },
): Promise<TitleItem[]> {
  const titleName = rt.def.titleField
  const titleField = rt.def.fields[titleName]
  const hidden = !titleField || titleField.secret || titleField.virtual
  const title: SQL = hidden ? sql`''` : sql`coalesce(${column(rt, titleName)}::text, '')`
  const parts: SQL[] = []
  if (query.ids && query.ids.length > 0) parts.push(inArray(rt.id, query.ids))
  const term = query.q?.trim() ?? ''
  if (term) {
    const found: SQL[] = []
    if (!hidden) found.push(sql`lower(${title}) like ${`%${escapeLike(term.toLowerCase())}%`}`)
    if (/^\d{1,9}$/.test(term)) found.push(eq(rt.id, Number(term)))
    const active = rt.def.fields['active']?.kind === 'bool' ? eq(column(rt, 'active'), true) : null
    const match = or(...found) ?? sql`false`
    parts.push(active ? (and(match, active) ?? match) : match)
  }
  if (!term && !query.ids?.length) {
    // An empty question: the first names, so the dropdown has something to offer.
    parts.push(sql`true`)
  }
  // Named rows (`ids`) are named whatever their type: a stored choice is always shown.
  const typeField = rt.def.fields['type']
  const ofType =
    query.type !== undefined && typeField?.kind === 'enum' && !query.ids?.length
      ? (ENUMS[typeField.enum] as readonly string[]).includes(query.type)
        ? eq(column(rt, 'type'), query.type)
        : sql`false`
      : undefined
  const rows = await db
    .select({ id: rt.id, title })
    .from(rt.table)
    .where(and(or(...parts), ofType))
    .orderBy(asc(title), asc(rt.id))
    .limit(Math.max(TITLES_LIMIT, query.ids?.length ?? 0))
  return rows.map((r) => ({ id: Number(r.id), title: String(r.title ?? '') }))
}
