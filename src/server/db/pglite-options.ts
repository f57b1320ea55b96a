import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

/**
 * PGlite for a desk app: PGlite's defaults size shared buffers at 128 MB, and every page of them
 * is the process's own memory from the start (PGlite's memory is zeroed when PostgreSQL asks for
 * it). 16 MB holds the hot pages (the orders' indexes and the newest rows); the rest is read
 * through the OS file cache. Sorts of a list page fit well inside PostgreSQL's 4 MB `work_mem`.
 * (32 MB against 16 MB on 100 000 orders: the same list and informer times, 10-25 MiB more
 * resident after start and 16 MiB more after a few hundred list requests. 8 MB against 16 MB:
 * 8 MiB less once settled, but the orders' statistics 30 % and a filtered week 50 days back 70 %
 * slower at p50.)
 *
 * Its own module, free of the app's aliases, so that `npm run bench` opens a folder with exactly
 * these options when it measures the database alone (`scripts/lib/database-alone.mjs`).
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions
