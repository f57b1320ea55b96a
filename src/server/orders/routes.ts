import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { HistoryEntry, StatusCounts } from '@shared/contract/orders'
import type { Message } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { normalizePhone } from '@shared/phone'
import { ORDER_STATUSES, canChangeStatus, statusChangeMessage } from '@shared/rules/order-status'
import { queryRows } from '../db/client'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { diff, logAction } from '../resources/audit'
import { contextOf, idOf } from '../resources/routes'
import { RESOURCE_TABLES } from '../resources/tables'
import { orders as ordersTable } from '../db/schema'
import { getRecord } from '../resources/list'
import { saveOrder } from './save'
import { pushStatuses } from '../marketplaces/push'
import { putBackOrder, putBackReason } from '../stock/movements'

/** Most rows of an order's history the form shows (newest first). */
export const HISTORY_LIMIT = 200
/** Most earlier orders of a phone shown beside the form (newest first). */
export const EARLIER_LIMIT = 50

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()

/** The order desk's routes; the generic four of `orders` stay as they are. */
export function registerOrderRoutes(app: FastifyInstance): void {
  registerOrderForm(app)
  registerStatusRoutes(app)
}

/** Warnings as the answers carry them: their codes, and the same in Ukrainian (old clients). */
function warned(messages: Message[]) {
  return { warnings: messages.map(ukrainian), warning_codes: messages }
}

/** The order form's own calls: save, history, the phone's earlier orders. */
function registerOrderForm(app: FastifyInstance): void {
  const orders = RESOURCE_TABLES.orders

  serve(app, 'POST /api/orders/save', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    const before =
      body.order.id == null ? null : await getRecord(ctx.db, orders, Number(body.order.id))
    const saved = await saveOrder(ctx, body)
    const status = saved.order.status
    // A marketplace order whose status changed: the marketplace is told after the commit.
    const warnings =
      before && before.status !== status && typeof status === 'string'
        ? await pushStatuses(app, [saved.order.id], status)
        : []
    return { data: warnings.length ? { ...saved, ...warned(warnings) } : saved }
  })

  serve(app, 'POST /api/orders/history/:id', async (request) => {
    const ctx = contextOf(app, request)
    const id = idOf(request)
    if (!(await getRecord(ctx.db, orders, id))) throw new HttpError(404, 'record.notFound')
    const key = String(id)
    // The order's own rows, and its items' rows: an item is this order's when its creation was
    // logged under it (the partial index of migration 0005 finds those).
    const rows = await queryRows<{
      id: number
      created_at: unknown
      table_name: string
      record_id: number
      action: string
      changes: unknown
      user_name: string | null
    }>(
      ctx.db,
      sql`select l.id, l.created_at, l.table_name, l.record_id, l.action, l.changes,
            u.name as user_name
          from action_logs l left join users u on u.id = l.user_id
          where (l.table_name = 'orders' and l.record_id = ${id})
             or (l.table_name = 'order_items' and l.record_id in (
                  select c.record_id from action_logs c
                  where c.table_name = 'order_items' and c.action = 'create'
                    and (c.changes -> 'order_id' ->> 'new') = ${key}))
          order by l.id desc
          limit ${HISTORY_LIMIT}`,
    )
    const data: HistoryEntry[] = rows.map((r) => ({
      id: r.id,
      at: iso(r.created_at),
      user: r.user_name,
      table: r.table_name === 'orders' ? 'orders' : 'order_items',
      record_id: r.record_id,
      action: r.action,
      changes: (r.changes ?? {}) as HistoryEntry['changes'],
    }))
    return { data }
  })

  serve(app, 'POST /api/orders/by_phone', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    const phone = normalizePhone(body.phone)
    if (!phone) return { data: [] }
    const rows = await ctx.db
      .select({
        id: ordersTable.id,
        status: ordersTable.status,
        total: ordersTable.total,
        surname: ordersTable.surname,
        name: ordersTable.name,
        created_at: ordersTable.created_at,
      })
      .from(ordersTable)
      .where(
        and(
          eq(ordersTable.phone, phone),
          body.exclude ? ne(ordersTable.id, body.exclude) : undefined,
        ),
      )
      .orderBy(desc(ordersTable.id))
      .limit(EARLIER_LIMIT)
    return {
      data: rows.map((r) => ({
        id: r.id,
        status: r.status,
        total: r.total ?? 0,
        surname: r.surname ?? null,
        name: r.name ?? null,
        created_at: iso(r.created_at),
      })),
    }
  })
}

/** Statuses: changed for several orders at once, and counted for the tabs. */
function registerStatusRoutes(app: FastifyInstance): void {
  const orders = RESOURCE_TABLES.orders

  serve(app, 'POST /api/orders/set_status', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    const ids = [...new Set(body.ids)]
    const moved: number[] = []
    const changed = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(ordersTable)
        .where(inArray(ordersTable.id, ids))
        .orderBy(ordersTable.id)
        .for('update')
      if (rows.length !== ids.length) throw new HttpError(404, 'record.notFound')
      // All or nothing: one order that may not take the status stops the whole change, and
      // the message names it, so the desk is never left guessing which half moved.
      const refused = rows.filter((r) => !canChangeStatus(r.status, body.status))
      const first = refused[0]
      if (first) {
        const numbers = refused.map((r) => `№${String(r.id)}`).join(', ')
        const reason = statusChangeMessage(first.status, body.status)
        throw new HttpError(
          422,
          'order.statusRefusedFor',
          { orders: numbers, reason },
          { status: [reason] },
        )
      }
      let n = 0
      for (const before of rows) {
        if (before.status === body.status) continue
        const [after] = await tx
          .update(ordersTable)
          .set({ status: body.status, version: before.version + 1, updated_at: ctx.now })
          .where(eq(ordersTable.id, before.id))
          .returning()
        await logAction(tx, {
          userId: ctx.user?.id ?? null,
          table: 'orders',
          recordId: before.id,
          action: 'update',
          changes: diff(orders.def, before, after ?? null),
          at: ctx.now,
        })
        // A return or a cancelled packed order puts back the stock its packing wrote off.
        const putBack = putBackReason(before.status, body.status)
        if (putBack) {
          await putBackOrder(tx, before.id, putBack, ctx.user?.id ?? null, ctx.now)
        }
        moved.push(before.id)
        n++
      }
      return n
    })
    const warnings = await pushStatuses(app, moved, body.status)
    return { data: warnings.length ? { changed, ...warned(warnings) } : { changed } }
  })

  serve(app, 'POST /api/orders/status_counts', async (request) => {
    const ctx = contextOf(app, request)
    // Both from the trigger-kept tables (migrations 0002 and 0005): 15 small rows, however
    // many orders there are.
    const rows = await queryRows<{ status: string; n: unknown }>(
      ctx.db,
      sql`select status, n from order_status_counts
          union all
          select '' as status, n from row_counts where table_name = 'orders'`,
    )
    const statuses: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]))
    let all: number | null = null
    for (const row of rows) {
      if (row.status === '') all = Number(row.n)
      else if (row.status in statuses) statuses[row.status] = Number(row.n)
    }
    // A database whose count row is missing (a test's truncate) counts the slow way, once.
    if (all === null) {
      const [c] = await queryRows<{ n: unknown }>(ctx.db, sql`select count(*) as n from orders`)
      all = Number(c?.n ?? 0)
    }
    const data: StatusCounts = { all, statuses }
    return { data }
  })
}
