import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { MARKER_HEADER, MARKER_VALUE, SESSION_COOKIE, type HttpMethod } from '@shared/contract/http'
import { contractRoutes } from '@shared/contract/map'
import { findRoute } from '@shared/contract/routes'
import { buildApp, type BuildAppOptions, type ShopApp } from '../app'
import { hashPassword } from '../auth/password'
import type { AuthUser } from '../auth/sessions'
import type { ServerConfig } from '../config'
import { openDatabase, queryRows, wrapPglite, type Database, type Db } from '../db/client'
import { migrate, MIGRATIONS } from '../db/migrate'
import { ACCESS } from '@shared/access'
import { users } from '../db/schema'

/**
 * Server test harness. Every server suite runs once per database kind:
 *
 *   describe.each(testDatabases())('orders on %s', (kind) => {
 *     const t = useTestServer(kind)
 *     it('lists', async () => {
 *       const cookie = await t.login()
 *       const res = await t.post('/api/orders/get_orders', {}, { cookie })
 *     })
 *   })
 *
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. One database per test file and
 * kind, migrated once; `reset()` (run before each test) empties every table but keeps the schema.
 */
export type DatabaseKind = 'pglite' | 'postgres'

export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

export interface TestDatabase {
  kind: DatabaseKind
  database: Database
  db: Db
  /** Empties every table (identities restart) except the migrations record. */
  reset(): Promise<void>
  /** Closes and, for PostgreSQL, drops the file's schema. */
  dispose(): Promise<void>
}

/** Opens a fresh, migrated database of this kind. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = wrapPglite(await migratedPglite())
    return withReset(kind, database, () => database.close())
  }
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schema })
  await migrate(database.db)
  return withReset(kind, database, async () => {
    await database.close()
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  })
}

function withReset(
  kind: DatabaseKind,
  database: Database,
  dispose: () => Promise<void>,
): TestDatabase {
  return {
    kind,
    database,
    db: database.db,
    dispose,
    async reset() {
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`select tablename as name from pg_tables
            where schemaname = current_schema()
              and tablename not in ('schema_migrations', 'shop_identity')`,
      )
      if (tables.length === 0) return
      // Only the tables a test wrote to: a truncate costs each table it names (some 75 ms for
      // all 38, on PGlite and on PostgreSQL alike), and a test writes to a few. A table that
      // holds rows, or whose id sequence has moved, is truncated (restarting its ids); an
      // untouched one is already as a truncate would leave it.
      const touched = await queryRows<{ name: string }>(
        database.db,
        sql`${sql.join(
          tables.map(
            (t) =>
              sql`select ${t.name}::text as name where exists (select 1 from ${sql.identifier(t.name)})`,
          ),
          sql` union all `,
        )}
          union all
          select t.relname::text as name
          from pg_class s
          join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
            and d.deptype in ('a', 'i')
          join pg_class t on t.oid = d.refobjid
          join pg_sequences q on q.schemaname = current_schema() and q.sequencename = s.relname
          where s.relkind = 'S' and s.relnamespace = current_schema()::regnamespace
            and q.last_value is not null
            and t.relname not in ('schema_migrations', 'shop_identity')`,
      )
      if (touched.length === 0) return
      const list = sql.join(
        [...new Set(touched.map((t) => t.name))].map((name) => sql.identifier(name)),
        sql`, `,
      )
      await database.db.execute(sql`truncate ${list} restart identity cascade`)
    },
  }
}

/**
 * A PGlite with every migration applied. initdb costs seconds, so the first file to need one
 * saves a migrated copy in the temp folder (named by the migrations' content) and later files,
 * in any worker, start from that copy.
 */
async function migratedPglite(): Promise<PGlite> {
  const hash = createHash('sha256')
  for (const m of MIGRATIONS) hash.update(m.name).update(m.statements.join('\n'))
  const file = join(tmpdir(), `shop-backoffice-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`)
  if (existsSync(file)) {
    try {
      const client = new PGlite({ loadDataDir: new Blob([await readFile(file)]) })
      await client.waitReady
      return client
    } catch {
      // A damaged copy (an interrupted run): build a fresh one below.
    }
  }
  const client = new PGlite()
  await client.waitReady
  await migrate(wrapPglite(client).db)
  const dump = await client.dumpDataDir('gzip')
  // Written aside and renamed, so a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, file)
  return client
}

/**
 * Where a test server's outside services point unless a test gives its fake: loopback's
 * discard port, where nothing listens, so a call fails at once as "unreachable" and no test
 * ever sends anything to the real Nova Poshta, Ukrposhta, TurboSMS, Prom or Rozetka.
 */
export const NOWHERE_URL = 'http://127.0.0.1:9/'

/** A configuration for tests: nothing served from disk, no admin or demo on start. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: 'memory://' },
    admin: null,
    demo: false,
    novaPoshtaApiUrl: NOWHERE_URL,
    novaPoshtaPrintUrl: NOWHERE_URL,
    ukrposhtaApiUrl: NOWHERE_URL,
    turboSmsApiUrl: NOWHERE_URL,
    promApiUrl: NOWHERE_URL,
    rozetkaApiUrl: NOWHERE_URL,
    // Every try at NOWHERE_URL fails at once; the client's waits between them need not.
    outsideRetryWaitMs: 0,
    staticDir: null,
    internalSecret: null,
    // No timer in tests: the suites that need a backup ask for one.
    backup: { dir: null, keepDays: 14, everyHours: 0 },
    // No parcel refresh timer either: the tests call update_status_all themselves.
    ttnRefreshMinutes: 0,
    ...overrides,
  }
}

export interface RequestOptions {
  cookie?: string
  /** Leave out the X-Requested-With marker (to test the CSRF guard). */
  noMarker?: boolean
  headers?: Record<string, string>
}

export interface TestResponse {
  status: number
  /** Parsed JSON body (null for an empty one). */
  body: unknown
  headers: Record<string, string | string[] | number | undefined>
  /** The `shop_session` value a Set-Cookie carried, if any. */
  sessionCookie: string | null
}

export interface TestServer {
  readonly kind: DatabaseKind
  readonly app: ShopApp
  readonly db: Db
  readonly clock: TestClock
  reset(): Promise<void>
  /** Inserts a user (password hashes are cached per password, so this is fast). */
  createUser(user?: Partial<TestUserInput>): Promise<AuthUser & { login: string; password: string }>
  /** Creates the user if needed, logs in through `/login` and returns the Cookie header value. */
  login(user?: Partial<TestUserInput>): Promise<string>
  request(method: string, url: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse>
  post(url: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse>
  get(url: string, opts?: RequestOptions): Promise<TestResponse>
}

export interface TestUserInput {
  login: string
  name: string
  password: string
  access: number
}

export interface TestClock {
  now(): Date
  set(date: Date): void
  advance(ms: number): void
  /** Back to the real time. */
  real(): void
}

function makeClock(): TestClock {
  let fixed: Date | null = null
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (date) => {
      fixed = new Date(date)
    },
    advance: (ms) => {
      fixed = new Date((fixed ?? new Date()).getTime() + ms)
    },
    real: () => {
      fixed = null
    },
  }
}

const DEFAULT_USER: TestUserInput = {
  login: 'admin',
  name: 'Олена Адміністратор',
  password: 'admin-pass-1',
  access: ACCESS.administrator,
}

const hashCache = new Map<string, Promise<string>>()

/**
 * Every success answer a test sees must match its route's answer schema in the contract, so the
 * server and its callers cannot drift apart without a test failing.
 */
function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300) return
  const spec = findRoute(contractRoutes(), method as HttpMethod, url)
  if (!spec) return
  const checked = spec.answer.safeParse(body)
  if (!checked.success) {
    throw new Error(
      `${method} ${url} answered outside its contract schema: ${checked.error.message}`,
    )
  }
}

/**
 * Registers beforeAll/beforeEach/afterAll hooks in the calling `describe`: a migrated database
 * of `kind` and an app over it, reset before each test. Read its fields inside tests only.
 */
export function useTestServer(
  kind: DatabaseKind,
  options: Partial<Omit<BuildAppOptions, 'database'>> = {},
): TestServer {
  let testDb: TestDatabase | null = null
  let app: ShopApp | null = null
  const clock = makeClock()

  beforeAll(async () => {
    testDb = await openTestDatabase(kind)
    const database = testDb.database
    app = await buildApp({
      config: testConfig(options.config),
      loginAttemptsPerMinute: 10_000,
      backupCreatesPerWindow: 10_000,
      ...options,
      // Suites call the throttled routes far more often than a person: they test their limits
      // with limits of their own.
      throttle: {
        fetchNowPerMinute: 100_000,
        exportsPerMinute: 100_000,
        feedPerMinute: 100_000,
        ...options.throttle,
      },
      now: options.now ?? clock.now,
      // The file's database outlives the app: dispose() closes it after the app.
      database: { ...database, close: async () => {} },
    })
    await app.ready()
    // The first file on a machine builds the migrated template (initdb): allow for a busy CPU.
  }, 180_000)
  beforeEach(async () => {
    clock.real()
    await testDb?.reset()
  })
  afterAll(async () => {
    await app?.close()
    await testDb?.dispose()
  })

  const need = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what} is used outside a test (before beforeAll ran)`)
    return value
  }

  const server: TestServer = {
    kind,
    get app() {
      return need(app, 'app')
    },
    get db() {
      return need(testDb, 'db').db
    },
    clock,
    reset: () => need(testDb, 'db').reset(),
    async createUser(input = {}) {
      const user = { ...DEFAULT_USER, ...input }
      let hash = hashCache.get(user.password)
      if (!hash) hashCache.set(user.password, (hash = hashPassword(user.password)))
      const [row] = await server.db
        .insert(users)
        .values({
          login: user.login,
          name: user.name,
          access: user.access,
          password_hash: await hash,
        })
        .onConflictDoNothing({ target: users.login })
        .returning({ id: users.id, name: users.name, access: users.access })
      const existing =
        row ??
        (
          await server.db
            .select({ id: users.id, name: users.name, access: users.access })
            .from(users)
            .where(sql`${users.login} = ${user.login}`)
        )[0]
      if (!existing) throw new Error(`could not create user ${user.login}`)
      return { ...existing, login: user.login, password: user.password }
    },
    async login(input = {}) {
      const user = await server.createUser(input)
      const res = await server.post('/login', { login: user.login, password: user.password })
      if (res.status !== 200 || !res.sessionCookie) {
        throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
      }
      return `${SESSION_COOKIE}=${res.sessionCookie}`
    },
    async request(method, url, body, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers }
      if (!opts.noMarker) headers[MARKER_HEADER] = MARKER_VALUE
      if (opts.cookie) headers.cookie = opts.cookie
      const res = await need(app, 'app').inject({
        method: method as 'GET',
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      })
      const text = res.body
      let parsed: unknown = null
      if (text) {
        try {
          parsed = JSON.parse(text)
        } catch {
          parsed = text
        }
      }
      checkAnswer(method, url, res.statusCode, parsed)
      const session = res.cookies.find((c) => c.name === SESSION_COOKIE)
      return {
        status: res.statusCode,
        body: parsed,
        headers: res.headers,
        sessionCookie: session && session.value ? session.value : null,
      }
    },
    post: (url, body, opts) => server.request('POST', url, body ?? {}, opts),
    get: (url, opts) => server.request('GET', url, undefined, opts),
  }
  return server
}
