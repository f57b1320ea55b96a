import { sql } from 'drizzle-orm'
import type { Scheduler } from '../scheduler'
import type { Database } from './client'

/** How often the embedded database is vacuumed (PGlite has no autovacuum of its own). */
export const VACUUM_EVERY_MS = 6 * 3600 * 1000
/** The first run waits until the start's own work and the first screens are done. */
const FIRST_VACUUM_AFTER_MS = 60 * 1000

/**
 * PostgreSQL's autovacuum keeps dead rows from piling up and keeps the visibility map current,
 * which is what lets a list's count read an index instead of the whole table. PGlite is a
 * single-user PostgreSQL with no autovacuum worker, so the embedded server does that itself.
 * A standalone server on PostgreSQL leaves it to the database. A job of the server's scheduler;
 * returns its stop function.
 */
export function scheduleMaintenance(scheduler: Scheduler, database: Database): () => void {
  if (database.kind !== 'pglite') return () => {}
  return scheduler.add({
    name: 'vacuum',
    everyMs: VACUUM_EVERY_MS,
    firstAfterMs: FIRST_VACUUM_AFTER_MS,
    run: () => database.db.execute(sql`vacuum (analyze)`),
  })
}
