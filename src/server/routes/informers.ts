import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { serve } from '../http/serve'
import { userOf } from '../http/guard'
import { INFORMER_ALIASES, type Informer, type InformerAlias } from '@shared/informers'
import type { AuthUser } from '../auth/sessions'
import { queryRows, type Db } from '../db/client'
import { parcelNotWaitingSql } from './parcel-problems'

/** How many recent rows an informer lists under its count. */
const ITEMS = 5

interface Source {
  table: string
  /** column -> value it must equal; `me` stands for the current user's id. */
  where: Record<string, string | number | 'me'>
  /** Columns that name a row in the list, joined with ' · ' after its number. */
  titleColumns: readonly string[]
  /**
   * A count kept by triggers that answers instead of counting the rows (used when the table
   * the count lives in exists).
   */
  kept?: { table: string; count: SQL }
  /** The count itself, when it is not a count of the rows (the Prom informers'). */
  count?: SQL
  /** Lists no rows under the count. */
  noItems?: true
  /** A further condition on the rows beyond `where`, and the columns it reads. */
  also?: { columns: readonly string[]; where: SQL }
}

/**
 * Prom's unread messages or chats: each account's number at its last good import run (the
 * importer asks Prom's messages API once per run; the bell's every-minute poll never does).
 */
const promUnread = (column: 'messages' | 'chats') =>
  sql`(select coalesce(sum(${sql.identifier(column)}), 0)::int from (
         select distinct on (account) ${sql.identifier(column)} from import_runs
         where source = 'prom' and status in ('ok', 'partial')
         order by account, id desc) last_runs)`

type Presentation = Omit<Informer, 'alias' | 'count' | 'items'>

/**
 * The bell's informers. Their `title` is the Ukrainian the contract has always carried; the
 * desk and main name each informer by its `alias` in their reader's language. Each counts rows of a resource table; while that table
 * (or a column it needs) does not exist yet, the count is 0. The two Prom informers show the
 * unread chats and messages Prom's API reported at the last import run, and link to the Prom
 * cabinet's chats and messages (the cabinet opens the account signed in there).
 */
const INFORMERS: Record<InformerAlias, Presentation & { source: Source }> = {
  new_orders: {
    title: 'Нові замовлення',
    link: '/orders?status=new',
    icon: 'cart',
    type: 'info',
    fun: 'route',
    tg_blank: false,
    source: {
      table: 'orders',
      where: { status: 'new' },
      titleColumns: ['surname', 'phone'],
      // 100 000 orders hold thousands of new ones: one row of the status counts answers.
      kept: {
        table: 'order_status_counts',
        count: sql`coalesce((select n::int from order_status_counts where status = 'new'), 0)`,
      },
    },
  },
  prom_new_chats: {
    title: 'Нові чати Prom',
    link: 'https://my.prom.ua/cms/chat',
    icon: 'chat',
    type: 'info',
    fun: 'route',
    tg_blank: true,
    source: {
      table: 'import_runs',
      where: { source: 'prom' },
      titleColumns: [],
      count: promUnread('chats'),
      noItems: true,
    },
  },
  prom_new_messages: {
    title: 'Нові повідомлення Prom',
    link: 'https://my.prom.ua/cms/messages',
    icon: 'message',
    type: 'info',
    fun: 'route',
    tg_blank: true,
    source: {
      table: 'import_runs',
      where: { source: 'prom' },
      titleColumns: [],
      count: promUnread('messages'),
      noItems: true,
    },
  },
  ttns_ready: {
    title: 'Посилки чекають на отримання',
    link: '/?panel=tracking',
    icon: 'truck',
    type: 'success',
    fun: 'tracking',
    tg_blank: false,
    // A parcel at its branch that the carrier calls refused, coming back, not found or deleted
    // waits for no one (parcel-problems.ts).
    source: {
      table: 'ttns',
      where: { status: 'ready' },
      titleColumns: ['ttn', 'title'],
      also: {
        columns: ['service', 'status_code', 'status_text'],
        where: sql`not ${parcelNotWaitingSql()}`,
      },
    },
  },
  new_tasks: {
    title: 'Нові завдання для вас',
    link: '/?panel=tasks',
    icon: 'tasks',
    type: 'warning',
    fun: 'route',
    tg_blank: false,
    source: {
      table: 'tasks',
      where: { status: 0, instructed_user_id: 'me' },
      titleColumns: ['title'],
    },
  },
  new_parsers: {
    title: 'Нові результати парсерів',
    link: '/parsers?status=new',
    icon: 'parser',
    type: 'danger',
    fun: 'route',
    tg_blank: false,
    // Every result waiting for review: a feed run's pending rows, a price list's differences
    // (a row marked new counts once even when it names no number).
    source: {
      table: 'parsers',
      where: { status: 'new' },
      titleColumns: ['title'],
      count: sql`(select coalesce(sum(greatest(new_count, 1)), 0)::int from parsers where status = 'new')`,
    },
  },
}

/** Every column the informers read, as `table.column`. */
const NEEDED_COLUMNS: readonly string[] = Object.values(INFORMERS).flatMap(({ source }) => [
  ...[
    'id',
    ...Object.keys(source.where),
    ...source.titleColumns,
    ...(source.also?.columns ?? []),
  ].map((c) => `${source.table}.${c}`),
  ...(source.kept ? [`${source.kept.table}.n`] : []),
])

/**
 * Complete answers, per database handle. Migrations make every table the informers read before
 * the server listens, so once all are there they stay for the handle's life (a restored backup
 * is a new server and a new handle); an answer that misses any is asked again next time.
 */
const allColumnsFound = new WeakMap<Db, Set<string>>()

/**
 * Which of the informers' columns exist, as `table.column`, read from the catalog (a fraction
 * of the time `information_schema` takes) until all of them do.
 */
async function existingColumns(db: Db): Promise<Set<string>> {
  const known = allColumnsFound.get(db)
  if (known) return known
  const tables = [
    ...new Set(
      Object.values(INFORMERS).flatMap(({ source }) =>
        source.kept ? [source.table, source.kept.table] : [source.table],
      ),
    ),
  ]
  const rows = await queryRows<{ t: string; c: string }>(
    db,
    sql`select c.relname as t, a.attname as c
        from pg_catalog.pg_class c
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = current_schema()::regnamespace
          and c.relkind in ('r', 'p', 'v')
          and c.relname in (${sql.join(
            tables.map((t) => sql`${t}`),
            sql`, `,
          )})`,
  )
  const found = new Set(rows.map((r) => `${r.t}.${r.c}`))
  if (NEEDED_COLUMNS.every((c) => found.has(c))) allColumnsFound.set(db, found)
  return found
}

/**
 * One informer as two scalar subqueries (its count, and its newest rows as JSON), or null while
 * its table or a column it needs does not exist.
 */
function sourceSql(source: Source, user: AuthUser, columns: Set<string>, n: number): SQL | null {
  const has = (c: string) => columns.has(`${source.table}.${c}`)
  const needs = [...Object.keys(source.where), ...(source.also?.columns ?? [])]
  if (!has('id') || !needs.every(has)) return null
  const table = sql.identifier(source.table)
  // Compared as text so a status kept as an integer (tasks) or as text (orders) both match.
  const where = sql.join(
    [
      ...Object.entries(source.where).map(
        ([column, value]) =>
          sql`${sql.identifier(column)}::text = ${String(value === 'me' ? user.id : value)}`,
      ),
      ...(source.also ? [source.also.where] : []),
    ],
    sql` and `,
  )
  const titled = source.titleColumns.filter(has)
  const titleSql: SQL = titled.length
    ? sql`concat_ws(' · ', ${sql.join(
        titled.map((c) => sql`nullif(${sql.identifier(c)}::text, '')`),
        sql`, `,
      )})`
    : sql`''`
  const count =
    source.count ??
    (source.kept && columns.has(`${source.kept.table}.n`)
      ? source.kept.count
      : sql`(select count(*)::int from ${table} where ${where})`)
  if (source.noItems) {
    return sql`${count} as ${sql.identifier(`c${n}`)}, '[]'::json as ${sql.identifier(`i${n}`)}`
  }
  return sql`${count} as ${sql.identifier(`c${n}`)},
    (select coalesce(json_agg(json_build_object('id', r.id, 'title', r.title)), '[]'::json)
       from (select id, ${titleSql} as title from ${table} where ${where}
             order by id desc limit ${ITEMS}) r) as ${sql.identifier(`i${n}`)}`
}

type Counted = { count: number; items: Informer['items'] }

/** Every informer's count and newest rows, in one statement (one round trip to the database). */
async function countAll(db: Db, user: AuthUser): Promise<Map<InformerAlias, Counted>> {
  const columns = await existingColumns(db)
  const present = INFORMER_ALIASES.flatMap((alias, n) => {
    const part = sourceSql(INFORMERS[alias].source, user, columns, n)
    return part ? [{ alias, n, part }] : []
  })
  const counted = new Map<InformerAlias, Counted>()
  if (present.length === 0) return counted
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      present.map(({ part }) => part),
      sql`, `,
    )}`,
  )
  present.forEach(({ alias, n }) => {
    const raw = row?.[`i${n}`]
    const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      id: number
      title: string | null
    }[]
    counted.set(alias, {
      count: Number(row?.[`c${n}`] ?? 0),
      items: list.map((r) => ({
        id: r.id,
        title: r.title ? `№${r.id} · ${r.title}` : `№${r.id}`,
      })),
    })
  })
  return counted
}

export async function listInformers(db: Db, user: AuthUser): Promise<Informer[]> {
  const counted = await countAll(db, user)
  return INFORMER_ALIASES.map((alias) => {
    const { source: _source, ...shown } = INFORMERS[alias]
    return { alias, ...shown, ...(counted.get(alias) ?? { count: 0, items: [] }) }
  })
}

export function registerInformerRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/settings/get_informers', async (request) => ({
    data: await listInformers(app.shop.db, userOf(request)),
  }))
}
