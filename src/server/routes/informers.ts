import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { serve } from '../http/serve'
import { userOf } from '../http/guard'
import { INFORMER_ALIASES, type Informer, type InformerAlias } from '@shared/informers'
import type { AuthUser } from '../auth/sessions'
import { queryRows, type Db } from '../db/client'

/** How many recent rows an informer lists under its count. */
const ITEMS = 5

interface Source {
  table: string
  /** column -> value it must equal; `me` stands for the current user's id. */
  where: Record<string, string | number | 'me'>
  /** Columns that name a row in the list, joined with ' · ' after its number. */
  titleColumns: readonly string[]
}

type Presentation = Omit<Informer, 'alias' | 'count' | 'items'>

/**
 * The bell's informers (spec section 3). Each counts rows of a resource table; while that table
 * (or a column it needs) does not exist yet, the count is 0. The two Prom informers count the
 * marketplace's chats and messages, which the shop receives in `prom_chats` / `prom_messages`
 * once the Prom integration stores them; until then they stay at 0.
 */
const INFORMERS: Record<InformerAlias, Presentation & { source: Source }> = {
  new_orders: {
    title: 'Нові замовлення',
    link: '/orders?status=new',
    icon: 'cart',
    type: 'info',
    fun: 'route',
    tg_blank: false,
    source: { table: 'orders', where: { status: 'new' }, titleColumns: ['surname', 'phone'] },
  },
  prom_new_chats: {
    title: 'Нові чати Prom',
    link: '/orders?order_way=prom',
    icon: 'chat',
    type: 'info',
    fun: 'route',
    tg_blank: false,
    source: { table: 'prom_chats', where: { status: 'new' }, titleColumns: ['title'] },
  },
  prom_new_messages: {
    title: 'Нові повідомлення Prom',
    link: '/orders?order_way=prom',
    icon: 'message',
    type: 'info',
    fun: 'route',
    tg_blank: false,
    source: { table: 'prom_messages', where: { status: 'new' }, titleColumns: ['title'] },
  },
  ttns_ready: {
    title: 'Посилки чекають на отримання',
    link: '/?panel=tracking',
    icon: 'truck',
    type: 'success',
    fun: 'tracking',
    tg_blank: false,
    source: { table: 'ttns', where: { status: 'ready' }, titleColumns: ['ttn', 'title'] },
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
    source: { table: 'parsers', where: { status: 'new' }, titleColumns: ['title'] },
  },
}

/** Which of the informers' columns exist now, as `table.column`. */
async function existingColumns(db: Db): Promise<Set<string>> {
  const tables = [...new Set(Object.values(INFORMERS).map((i) => i.source.table))]
  const rows = await queryRows<{ t: string; c: string }>(
    db,
    sql`select table_name as t, column_name as c from information_schema.columns
        where table_schema = current_schema()
          and table_name in (${sql.join(
            tables.map((t) => sql`${t}`),
            sql`, `,
          )})`,
  )
  return new Set(rows.map((r) => `${r.t}.${r.c}`))
}

async function countSource(
  db: Db,
  source: Source,
  user: AuthUser,
  columns: Set<string>,
): Promise<{ count: number; items: Informer['items'] }> {
  const has = (c: string) => columns.has(`${source.table}.${c}`)
  if (!has('id') || !Object.keys(source.where).every(has)) return { count: 0, items: [] }
  const table = sql.identifier(source.table)
  // Compared as text so a status kept as an integer (tasks) or as text (orders) both match.
  const where = sql.join(
    Object.entries(source.where).map(
      ([column, value]) =>
        sql`${sql.identifier(column)}::text = ${String(value === 'me' ? user.id : value)}`,
    ),
    sql` and `,
  )
  const titled = source.titleColumns.filter(has)
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} where ${where}`,
  )
  const titleSql: SQL = titled.length
    ? sql`concat_ws(' · ', ${sql.join(
        titled.map((c) => sql`nullif(${sql.identifier(c)}::text, '')`),
        sql`, `,
      )})`
    : sql`''`
  const rows = await queryRows<{ id: number; title: string | null }>(
    db,
    sql`select id, ${titleSql} as title from ${table} where ${where} order by id desc limit ${ITEMS}`,
  )
  return {
    count: counted?.n ?? 0,
    items: rows.map((r) => ({ id: r.id, title: r.title ? `№${r.id} · ${r.title}` : `№${r.id}` })),
  }
}

export async function listInformers(db: Db, user: AuthUser): Promise<Informer[]> {
  const columns = await existingColumns(db)
  return Promise.all(
    INFORMER_ALIASES.map(async (alias) => {
      const { source, ...shown } = INFORMERS[alias]
      return { alias, ...shown, ...(await countSource(db, source, user, columns)) }
    }),
  )
}

export function registerInformerRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/settings/get_informers', async (request) => ({
    data: await listInformers(app.shop.db, userOf(request)),
  }))
}
