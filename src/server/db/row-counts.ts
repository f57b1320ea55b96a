import { sql } from 'drizzle-orm'
import { TABLE_NAMES } from '@shared/resources/registry'
import { queryRows, type Db } from './client'

/** Every table of the registry keeps its row count (`sessions`, not a registry table, does not). */
export const COUNTED_TABLES: readonly string[] = TABLE_NAMES

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Installs the row-count triggers (migration 0002's functions) on every counted table that
 * lacks them, and seeds its count, inside the caller's transaction (the migration lock held).
 * Runs after the migrations, so a table the registry gains is counted from its first start.
 */
export async function installRowCounts(tx: Tx): Promise<string[]> {
  const present = await queryRows<{ table: string }>(
    tx,
    sql`select c.relname as table from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = current_schema()::regnamespace
          and t.tgname = c.relname || '_count_inserted'`,
  )
  const have = new Set(present.map((r) => r.table))
  const missing = COUNTED_TABLES.filter((t) => !have.has(t))
  for (const table of missing) {
    const t = sql.identifier(table)
    const trigger = (suffix: string) => sql.identifier(`${table}_count_${suffix}`)
    await tx.execute(sql`insert into row_counts (table_name, n) select ${table}, count(*) from ${t}
        on conflict (table_name) do update set n = excluded.n`)
    await tx.execute(sql`create trigger ${trigger('inserted')} after insert on ${t}
        referencing new table as inserted_rows for each statement
        execute function row_counts_inserted()`)
    await tx.execute(sql`create trigger ${trigger('deleted')} after delete on ${t}
        referencing old table as deleted_rows for each statement
        execute function row_counts_deleted()`)
    await tx.execute(sql`create trigger ${trigger('truncated')} after truncate on ${t}
        for each statement execute function row_counts_truncated()`)
  }
  return missing
}
