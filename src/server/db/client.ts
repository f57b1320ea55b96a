import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { openKeepingFolderOnFailure } from './guarded-open'
import { lockDataDir } from './lock'
import { PGLITE_OPTIONS } from './pglite-options'
import { isPrivateDatabase, makePrivate } from './private'
import * as schema from './schema'

export type Schema = typeof schema

/**
 * The one database type the server is written against. PGlite and node-postgres both give a
 * Drizzle `PgDatabase` over the same PostgreSQL dialect, so no code below this line knows
 * which one it runs on.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** A transaction handle: the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /**
   * A consistent gzip'd tarball of the PGlite data folder, taken from the running instance
   * between transactions (a copy of the folder on disk would not be consistent). PGlite only.
   */
  dump?: () => Promise<Blob>
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; searchPath?: string }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir === 'memory://') {
      const client = new PGlite(PGLITE_OPTIONS)
      await client.waitReady
      return wrapPglite(client)
    }
    const dataDir = target.dataDir
    const release = lockDataDir(dataDir)
    try {
      const client = await openKeepingFolderOnFailure(dataDir, async () => {
        const opened = new PGlite(dataDir, PGLITE_OPTIONS)
        await opened.waitReady
        try {
          await opened.query('select 1')
        } catch (error) {
          await opened.close().catch(() => {})
          throw error
        }
        return opened
      })
      // A walk of every file costs 10-40 ms of each start; once done, it is needed no more.
      if (!isPrivateDatabase(dataDir)) makePrivate(dataDir)
      const database = wrapPglite(client)
      return {
        ...database,
        close: async () => {
          await database.close()
          release()
        },
      }
    } catch (error) {
      release()
      throw error
    }
  }
  // Loaded only for PostgreSQL: a desk on its own PGlite never pays for the driver at start.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // A schema of its own (tests run each file in a fresh one) instead of `public`.
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  })
  // Fail at start with the real reason (bad host, wrong password) instead of on the first request.
  const probe = await pool.connect()
  probe.release()
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    close: () => pool.end(),
  }
}

/** Wraps an already open PGlite (tests clone one from a migrated template). */
export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    close: () => client.close(),
    // Waiting for the transaction lock means no transaction is half done when the files are read.
    dump: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
  }
}

/**
 * Rows of a raw query. The two drivers' `execute` results differ in type but both carry
 * `rows`, which is all the server reads from them.
 */
export async function queryRows<T extends Record<string, unknown>>(
  db: Pick<Db, 'execute'>,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute(query)
  const rows = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null
  if (!Array.isArray(rows)) throw new Error('the database answered a query without rows')
  return rows as T[]
}

/** Writes Drizzle's SQL as text and values, for statements sent past Drizzle (list.ts too). */
export const dialect = new PgDialect()

/**
 * Rows of a raw query whose columns are text and numbers only (no instants or JSON for Drizzle
 * to read). On PGlite the statement goes to the client itself, without the type readers Drizzle
 * hands every query, which PGlite merges into a copy of all of its own each time (about 140 KB
 * per list request), and as a statement prepared once (`runPrepared`). A transaction (it has
 * no `$client`) and PostgreSQL go through Drizzle.
 */
export async function plainRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client
  if (!(client instanceof PGlite)) return queryRows<T>(db, query)
  const { sql, params } = dialect.sqlToQuery(query)
  return runPrepared<T>(client, sql, params)
}

/** Most statements kept prepared per client; the one used longest ago is let go first. */
export const MAX_PREPARED = 64

/** A client's prepared statements by their text: the name, or null where PREPARE refused it. */
const preparedOf = new WeakMap<PGlite, Map<string, Promise<string | null>>>()
let preparedCount = 0

/**
 * node-postgres's literal quoting (`escapeLiteral`: quotes doubled; with a backslash, an `E''`
 * string with backslashes doubled), loaded with the first prepared call: the driver itself loads
 * only for PostgreSQL, and its helpers alone are not worth a start's time.
 */
let quoting: Promise<(text: string) => string> | undefined
const quoter = () => (quoting ??= import('pg/lib/utils.js').then((m) => m.default.escapeLiteral))

/**
 * A value written as a quoted literal, as PGlite sends a value in text (the statement's
 * parameter type reads it); undefined where that is not the whole story (an instant, JSON, an
 * array: PGlite's own writers), or for a NUL, which would end the statement's text early.
 */
export function literalOf(value: unknown, quote: (text: string) => string): string | undefined {
  if (value === null || value === undefined) return 'NULL'
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
        ? String(value)
        : undefined
  if (text === undefined || text.includes('\0')) return undefined
  return quote(text)
}

/**
 * Runs a statement with its values as `EXECUTE` of a statement prepared on the client at its
 * first use: PGlite parses and plans a statement sent with values on every call. PostgreSQL
 * keeps a prepared statement's plan when a plan for any values costs about what the values'
 * own plans do; a list page therefore writes its size and offset as digits
 * (`src/server/resources/list.ts`). A statement PREPARE refuses (a value whose type it cannot
 * tell) or with a value no literal carries goes as before.
 */
async function runPrepared<T extends Record<string, unknown>>(
  client: PGlite,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const quote = await quoter()
  const values = params.map((value) => literalOf(value, quote))
  if (values.some((value) => value === undefined)) {
    return (await client.query<T>(text, params)).rows
  }
  let prepared = preparedOf.get(client)
  if (!prepared) preparedOf.set(client, (prepared = new Map()))
  let name = prepared.get(text)
  if (name) {
    // Most recently used last: a Map keeps the order entries were set in.
    prepared.delete(text)
  } else {
    name = prepare(client, text)
    if (prepared.size >= MAX_PREPARED) {
      const [oldest, oldName] = prepared.entries().next().value!
      prepared.delete(oldest)
      void oldName
        .then(async (old) => {
          if (old) await client.query(`deallocate ${old}`)
        })
        .catch(() => {})
    }
  }
  prepared.set(text, name)
  const ready = await name
  if (ready === null) return (await client.query<T>(text, params)).rows
  const call = values.length > 0 ? `execute ${ready}(${values.join(', ')})` : `execute ${ready}`
  try {
    return (await client.query<T>(call)).rows
  } catch (error) {
    // Let go (and deallocated) between its lookup and its call: the statement as it is.
    if ((error as { code?: string }).code !== '26000') throw error
    return (await client.query<T>(text, params)).rows
  }
}

/**
 * Prepares `text` under a new name; null where PostgreSQL refuses it. Sent as one statement of
 * the extended protocol (`query`, not `exec`), which refuses a text holding more than one.
 */
async function prepare(client: PGlite, text: string): Promise<string | null> {
  const name = `shop_statement_${++preparedCount}`
  try {
    await client.query(`prepare ${name} as ${text}`)
    return name
  } catch {
    return null
  }
}
