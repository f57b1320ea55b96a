import { sql } from 'drizzle-orm'
import { queryRows, type Db } from './client'
import { installRowCounts } from './row-counts'

/**
 * The SQL files drizzle-kit generated, bundled into the build (and read the same way by vitest),
 * so the server never looks for them on disk.
 */
const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export interface Migration {
  name: string
  statements: string[]
}

/** All migrations, in file-name order (drizzle-kit numbers them). */
export const MIGRATIONS: readonly Migration[] = Object.entries(files)
  .map(([path, text]) => ({
    name: path.replace(/^.*\//, '').replace(/\.sql$/, ''),
    statements: splitStatements(text),
  }))
  .sort((a, b) => a.name.localeCompare(b.name))

export function splitStatements(text: string): string[] {
  return (
    text
      .split('--> statement-breakpoint')
      // drizzle-kit writes foreign keys as `"public"."table"`; the tables themselves are created
      // unqualified. Dropping the qualifier keeps every object in the connection's search_path
      // schema, which is `public` in production and a schema of its own per test file.
      .map((s) => s.replaceAll('"public".', '').trim())
      .filter((s) => s.length > 0)
  )
}

/** Any number, the same for every server of this product, so two servers never migrate at once. */
const MIGRATION_LOCK = 7_340_001

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * (a failing one leaves nothing half done). Returns the names it applied.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await db.execute(sql`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`)
  // Read once without the lock: on an ordinary start every migration is there and none waits.
  const recorded = new Set(
    (await queryRows<{ name: string }>(db, sql`select name from schema_migrations`)).map(
      (r) => r.name,
    ),
  )
  const applied: string[] = []
  for (const migration of migrations) {
    if (recorded.has(migration.name)) continue
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
      const seen = await queryRows(
        tx,
        sql`select 1 from schema_migrations where name = ${migration.name}`,
      )
      if (seen.length > 0) return false
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.execute(sql`insert into schema_migrations (name) values (${migration.name})`)
      return true
    })
    if (done) applied.push(migration.name)
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await installRowCounts(tx)
  })
  return applied
}
