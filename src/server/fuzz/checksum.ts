import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'

/**
 * What the fuzz suite compares around refused requests: one SQL that hashes every row of every
 * table of the current schema (each table's rows as text, in a fixed order), and the next
 * transaction id, which moves whenever any transaction wrote or locked a row anywhere.
 */
export interface DbWatch {
  /** A hash of every row of every table; equal hashes mean no row changed. */
  checksum(): Promise<string>
  /**
   * The next transaction id to be assigned. No row can change without a transaction id, so an
   * unchanged value proves nothing was written and spares the checksum.
   */
  nextXid(): Promise<string>
}

export async function watchDatabase(db: Db): Promise<DbWatch> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables
        where schemaname = current_schema() and tablename <> 'schema_migrations'
        order by tablename`,
  )
  const perTable = tables.map(
    (t) =>
      sql`select ${t.name} as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h
          from ${sql.identifier(t.name)} r`,
  )
  const all = sql`select md5(string_agg(t || ':' || h, ',' order by t)) as sum
                  from (${sql.join(perTable, sql` union all `)}) hashes`
  return {
    async checksum() {
      const [row] = await queryRows<{ sum: string }>(db, all)
      return row?.sum ?? ''
    },
    async nextXid() {
      const [row] = await queryRows<{ x: string }>(
        db,
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
      )
      return row?.x ?? ''
    },
  }
}
