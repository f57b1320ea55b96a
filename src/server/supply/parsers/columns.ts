import { sql } from 'drizzle-orm'
import { columnMappingSchema, type ColumnMapping } from '@shared/supply/columns'
import type { Supplier } from '@shared/supply/price-lists'
import { queryRows, type Db } from '../../db/client'

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

/** Saves (or, with nothing named, clears) a supplier's mapping. */
export async function saveColumns(
  db: Pick<Db, 'execute'>,
  provider: Supplier,
  mapping: ColumnMapping,
  userId: number,
  now: Date,
): Promise<void> {
  const named = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v && v.trim()))
  if (Object.keys(named).length === 0) {
    await db.execute(sql`delete from supplier_columns where provider = ${provider}`)
    return
  }
  await db.execute(
    sql`insert into supplier_columns (provider, mapping, updated_by, updated_at)
        values (${provider}, ${JSON.stringify(named)}::jsonb, ${userId}, ${now})
        on conflict (provider) do update set mapping = excluded.mapping,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  )
}
