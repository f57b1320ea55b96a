import { sql } from 'drizzle-orm'
import {
  COLUMN_NAME_MAX,
  columnMappingSchema,
  FEED_FIELDS,
  HEADERS_KEPT,
  type ColumnMapping,
} from '@shared/supply/columns'
import type { SeenHeaders } from '@shared/supply/parsers'
import type { Supplier } from '@shared/supply/price-lists'
import { queryRows, type Db, type Tx } from '../../db/client'
import { logAction, type Changes } from '../../resources/audit'

/** A supplier's saved column mapping (`supplier_columns`), or null when it has none. */
export async function savedColumns(
  db: Pick<Db, 'execute'>,
  provider: Supplier,
): Promise<ColumnMapping | null> {
  const [row] = await queryRows<{ mapping: unknown }>(
    db,
    sql`select mapping from supplier_columns where provider = ${provider}`,
  )
  if (!row) return null
  const raw = typeof row.mapping === 'string' ? (JSON.parse(row.mapping) as unknown) : row.mapping
  const parsed = columnMappingSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/**
 * Saves (or, with nothing named, clears) a supplier's mapping, in the caller's transaction. The
 * action log records it on the `parsers` table with record 0 (a supplier's, not one parser's):
 * the supplier and each field whose header changed.
 */
export async function saveColumns(
  tx: Tx,
  provider: Supplier,
  mapping: ColumnMapping,
  userId: number,
  now: Date,
): Promise<void> {
  const before = (await savedColumns(tx, provider)) ?? {}
  const named = Object.fromEntries(
    Object.entries(mapping)
      .map(([k, v]) => [k, v?.trim() ?? ''])
      .filter(([, v]) => v),
  ) as ColumnMapping
  const changes: Changes = {}
  for (const field of FEED_FIELDS) {
    const old = before[field] ?? null
    const now = named[field] ?? null
    if (old !== now) changes[field] = { old, new: now }
  }
  if (Object.keys(changes).length === 0) return
  if (Object.keys(named).length === 0) {
    await tx.execute(sql`delete from supplier_columns where provider = ${provider}`)
  } else {
    await tx.execute(
      sql`insert into supplier_columns (provider, mapping, updated_by, updated_at)
          values (${provider}, ${JSON.stringify(named)}::jsonb, ${userId}, ${now})
          on conflict (provider) do update set mapping = excluded.mapping,
            updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    )
  }
  await logAction(tx, {
    userId,
    table: 'parsers',
    recordId: 0,
    action: 'update',
    changes: { provider: { old: provider, new: provider }, ...changes },
    at: now,
  })
}

/**
 * Keeps the header row just read from a supplier's file or feed (the first HEADERS_KEPT
 * non-empty names, each cut to what a mapping may name), for the column-mapping screen.
 */
export async function recordHeaders(
  db: Pick<Db, 'execute'>,
  provider: Supplier,
  headers: readonly string[],
  source: SeenHeaders['source'],
  name: string,
  now: Date,
): Promise<void> {
  const names = [...new Set(headers.map((h) => h.trim().slice(0, COLUMN_NAME_MAX)))]
    .filter(Boolean)
    .slice(0, HEADERS_KEPT)
  if (names.length === 0) return
  await db.execute(
    sql`insert into supplier_headers (provider, headers, source, name, seen_at)
        values (${provider}, ${JSON.stringify(names)}::jsonb, ${source}, ${name.slice(0, 255)},
                ${now})
        on conflict (provider) do update set headers = excluded.headers,
          source = excluded.source, name = excluded.name, seen_at = excluded.seen_at`,
  )
}

/** The header row last read for the supplier, or null when none was. */
export async function seenHeaders(
  db: Pick<Db, 'execute'>,
  provider: Supplier,
): Promise<SeenHeaders | null> {
  const [row] = await queryRows<{
    headers: unknown
    source: string
    name: string
    seen_at: Date | string
  }>(
    db,
    sql`select headers, source, name, seen_at from supplier_headers where provider = ${provider}`,
  )
  if (!row) return null
  const raw = typeof row.headers === 'string' ? (JSON.parse(row.headers) as unknown) : row.headers
  const names = Array.isArray(raw) ? raw.filter((h): h is string => typeof h === 'string') : []
  return {
    names,
    source: row.source === 'feed' ? 'feed' : 'file',
    name: row.name,
    seen_at: new Date(row.seen_at).toISOString(),
  }
}
