import { eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  PACKED_STATUS,
  PACKING_MESSAGES,
  bareCode,
  unitsLeft,
  type PackingItem,
  type PackingOrder,
  type PackingState,
  type ScanOutcome,
} from '@shared/packing'
import { SHIPPING_MESSAGES, shippingCheck, type ShippingCheck } from '@shared/rules/shipping'
import type { Message } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { queryRows, type Db } from '../db/client'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { packing_sessions } from '../db/schema'
import { logAction, type Changes } from '../resources/audit'
import { contextOf } from '../resources/routes'
import type { Tx } from '../resources/context'
import { writeOffOrder } from '../stock/movements'

type Reader = Pick<Db, 'execute'>
type Ticks = Record<string, number>

const iso = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : new Date(String(v)).toISOString()
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

interface SessionRow extends Record<string, unknown> {
  id: number
  ticks: unknown
  created_at: unknown
  updated_at: unknown
  packed_at: unknown
  started_by: string | null
  packed_by: string | null
  released_by: string | null
  released_at: unknown
  release_reason: string | null
  version: number
}

/** The stored ticks, read defensively: only whole positive counts under numeric keys. */
function ticksOf(raw: unknown): Ticks {
  const out: Ticks = Object.create(null) as Ticks
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out
  for (const [key, value] of Object.entries(raw)) {
    if (/^\d{1,10}$/.test(key) && Number.isInteger(value) && (value as number) > 0) {
      out[key] = value as number
    }
  }
  return out
}

async function sessionOf(db: Reader, orderId: number, lock: boolean): Promise<SessionRow | null> {
  const rows = await queryRows<SessionRow>(
    db,
    sql`select s.id, s.ticks, s.created_at, s.updated_at, s.packed_at, s.version,
               su.name as started_by, pu.name as packed_by,
               ru.name as released_by, s.released_at, s.release_reason
          from packing_sessions s
          left join users su on su.id = s.user_id
          left join users pu on pu.id = s.packed_by
          left join users ru on ru.id = s.released_by
         where s.order_id = ${orderId}
         ${lock ? sql`for update of s` : sql``}`,
  )
  return rows[0] ?? null
}

/** The order as the desk and the packing slip need it, its items, and the packing so far. */
async function stateOf(db: Reader, orderId: number): Promise<PackingState | null> {
  const [o] = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, status, surname, name, patronymic, phone, delivery_method, city_name,
               warehouse_name, postcode, address, track, pay_method, total, prepayment, comment,
               created_at
          from orders where id = ${orderId}`,
  )
  if (!o) return null
  const itemRows = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.product_id, i.title, i.price, i.quantity, p.barcode
          from order_items i left join products p on p.id = i.product_id
         where i.order_id = ${orderId}
         order by i.id`,
  )
  const session = await sessionOf(db, orderId, false)
  const ticks = ticksOf(session?.ticks)
  const items: PackingItem[] = itemRows.map((r) => ({
    id: Number(r.id),
    product_id: r.product_id === null ? null : Number(r.product_id),
    title: String(r.title),
    barcode: text(r.barcode)?.trim() || null,
    quantity: Number(r.quantity),
    ticked: ticks[String(r.id)] ?? 0,
    price: Number(r.price),
  }))
  const order: PackingOrder = {
    id: Number(o.id),
    status: o.status as PackingOrder['status'],
    surname: text(o.surname),
    name: text(o.name),
    patronymic: text(o.patronymic),
    phone: text(o.phone),
    delivery_method: (o.delivery_method ?? 'nova_poshta') as PackingOrder['delivery_method'],
    city_name: text(o.city_name),
    warehouse_name: text(o.warehouse_name),
    postcode: text(o.postcode),
    address: text(o.address),
    track: text(o.track),
    pay_method: (o.pay_method ?? null) as PackingOrder['pay_method'],
    total: Number(o.total ?? 0),
    prepayment: Number(o.prepayment ?? 0),
    comment: text(o.comment),
    created_at: iso(o.created_at) ?? '',
  }
  const packedAt = iso(session?.packed_at)
  const hasTicks = Object.keys(ticks).length > 0
  // The shipping rule (src/shared/rules/shipping.ts) stops an order not yet packed.
  const check: ShippingCheck = packedAt ? { blocked: null, held: [] } : shippingCheck(order)
  const releasedAt = iso(session?.released_at)
  return {
    order,
    items,
    complete: items.length > 0 && items.every((i) => i.ticked === i.quantity),
    blocked: check.blocked && ukrainian(check.blocked),
    held: check.held.map(ukrainian),
    blocked_code: check.blocked,
    held_codes: check.held,
    released_by: releasedAt ? (session?.released_by ?? null) : null,
    released_at: releasedAt,
    release_reason: releasedAt ? (session?.release_reason ?? null) : null,
    started_by: session?.started_by ?? null,
    started_at: iso(session?.created_at),
    scanned_at: hasTicks ? iso(session?.updated_at) : null,
    packed_by: session?.packed_by ?? null,
    packed_at: packedAt,
  }
}

/** An order by its number (the packing slip's barcode, or typed) or by its TTN. */
async function findOrder(db: Reader, code: string): Promise<number | null> {
  const number = /^\d{1,9}$/.test(code) ? Number(code) : 0
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where id = ${number} or track = ${code}
         order by (id = ${number}) desc, id desc limit 1`,
  )
  return rows[0] ? Number(rows[0].id) : null
}

/** Locks the order (two desks scanning one order take turns) and reads its state. */
async function lockedState(tx: Tx, orderId: number) {
  const locked = await queryRows<{ id: number }>(
    tx,
    sql`select id from orders where id = ${orderId} for update`,
  )
  if (locked.length === 0) throw new HttpError(404, 'packing.notFound', { code: String(orderId) })
  const session = await sessionOf(tx, orderId, true)
  const state = await stateOf(tx, orderId)
  if (!state) throw new HttpError(404, 'packing.notFound', { code: String(orderId) })
  return { session, state }
}

type SessionInsert = typeof packing_sessions.$inferInsert
/** Columns to write: values, or SQL over the row's own columns. */
type SessionColumns = { [K in keyof SessionInsert]?: SessionInsert[K] | SQL }

/**
 * Writes the order's packing (creating it when the order has none yet) with the given columns,
 * and logs what changed: the one way the routes below write a packing session.
 */
async function saveSession(
  tx: Tx,
  write: {
    orderId: number
    session: SessionRow | null
    userId: number | null
    now: Date
    columns: SessionColumns
    changes: Changes
  },
): Promise<void> {
  const { orderId, session, userId, now, columns } = write
  let recordId: number
  if (session) {
    await tx
      .update(packing_sessions)
      .set({ ...columns, version: sql`${packing_sessions.version} + 1`, updated_at: now })
      .where(eq(packing_sessions.id, session.id))
    recordId = session.id
  } else {
    const [row] = await tx
      .insert(packing_sessions)
      .values({ ticks: {}, ...columns, order_id: orderId, created_at: now, updated_at: now })
      .returning({ id: packing_sessions.id })
    recordId = Number(row?.id)
  }
  await logAction(tx, {
    userId,
    table: 'packing_sessions',
    recordId,
    action: session ? 'update' : 'create',
    changes: {
      ...(session ? {} : { order_id: { old: null, new: orderId } }),
      ...write.changes,
    },
    at: now,
  })
}

/** Writes one more unit of an item, creating the order's packing on its first scan; logged. */
async function tick(
  tx: Tx,
  orderId: number,
  session: SessionRow | null,
  itemId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  const before = ticksOf(session?.ticks)
  const after: Ticks = { ...before, [String(itemId)]: (before[String(itemId)] ?? 0) + 1 }
  await saveSession(tx, {
    orderId,
    session,
    userId,
    now,
    columns: {
      ticks: after,
      // The first scanner stays the one who started it.
      user_id: session ? sql`coalesce(${packing_sessions.user_id}, ${userId})` : userId,
    },
    changes: { ticks: { old: session ? before : null, new: after } },
  })
}

/** A refused scan: its reason's message, in each language. */
const refuse = (reason: Exclude<ScanOutcome, { ok: true }>['reason'], said: Message) =>
  ({ ok: false, reason, message: ukrainian(said), said }) as const

/** Why nobody packs the order, as `stateOf` wrote it from `shippingCheck`, or null. */
const blockedBy = (state: PackingState) => (state.blocked_code ?? null) as Message | null

/** Why the shipping rule holds the order and no manager has released it, or null. */
function heldBy(state: PackingState): Message | null {
  const [first, ...rest] = (state.held_codes ?? []) as Message[]
  if (!first || state.released_at) return null
  return SHIPPING_MESSAGES.releaseNeeded(first, ...rest)
}

/**
 * What stops any tick: the order is packed already, its status is not packed, or the shipping
 * rule holds it until a manager releases it.
 */
function stopped(session: SessionRow | null, state: PackingState): ScanOutcome | null {
  if (session?.packed_at) return refuse('packed', PACKING_MESSAGES.packed)
  const blocked = blockedBy(state)
  if (blocked) return refuse('blocked', blocked)
  const held = heldBy(state)
  if (held) return refuse('held', held)
  return null
}

/** The packing mode's routes. */
export function registerPackingRoutes(app: FastifyInstance): void {
  registerLookup(app)
  registerTicks(app)
  registerRelease(app)
  registerComplete(app)
}

/** Finding an order by its number or TTN. */
function registerLookup(app: FastifyInstance): void {
  serve(app, 'POST /api/packing/open', async (_request, _reply, body) => {
    const orderId = await findOrder(app.shop.db, body.code)
    const state = orderId === null ? null : await stateOf(app.shop.db, orderId)
    if (!state) throw new HttpError(404, 'packing.notFound', { code: body.code })
    return { data: state }
  })
}

/** A unit scanned or ticked by hand, and the ticks undone. */
function registerTicks(app: FastifyInstance): void {
  serve(app, 'POST /api/packing/scan', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    return ctx.db.transaction(async (tx) => {
      const { session, state } = await lockedState(tx, body.order_id)
      const answer = (outcome: ScanOutcome, s: PackingState = state) => ({
        data: { state: s, outcome },
      })
      const halt = stopped(session, state)
      if (halt) return answer(halt)
      const code = bareCode(body.code)
      const matching = state.items.filter((i) => i.barcode !== null && bareCode(i.barcode) === code)
      if (matching.length === 0) {
        const [other] = await queryRows<{ title: string }>(
          tx,
          sql`select title_uk as title from products
               where barcode = ${body.code}
                  or (${code} <> '' and upper(regexp_replace(barcode, '[^0-9A-Za-z]', '', 'g')) = ${code})
               order by id limit 1`,
        )
        return answer(
          other
            ? refuse('wrong', PACKING_MESSAGES.wrong(other.title))
            : refuse('unknown', PACKING_MESSAGES.unknown(body.code)),
        )
      }
      const item = matching.find((i) => i.ticked < i.quantity)
      if (!item) {
        const first = matching[0]!
        const quantity = matching.reduce((n, i) => n + i.quantity, 0)
        return answer(refuse('over', PACKING_MESSAGES.over(first.title, quantity)))
      }
      await tick(tx, body.order_id, session, item.id, ctx.user?.id ?? null, ctx.now)
      return answer({ ok: true, item_id: item.id }, (await stateOf(tx, body.order_id))!)
    })
  })

  serve(app, 'POST /api/packing/tick', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    return ctx.db.transaction(async (tx) => {
      const { session, state } = await lockedState(tx, body.order_id)
      const answer = (outcome: ScanOutcome, s: PackingState = state) => ({
        data: { state: s, outcome },
      })
      const item = state.items.find((i) => i.id === body.item_id)
      if (!item) throw new HttpError(404, 'packing.itemNotFound')
      const halt = stopped(session, state)
      if (halt) return answer(halt)
      // A product with a barcode is scanned: a tick by hand would skip the check of the scan.
      if (item.barcode) return answer(refuse('manual', PACKING_MESSAGES.manual))
      if (item.ticked >= item.quantity) {
        return answer(refuse('over', PACKING_MESSAGES.over(item.title, item.quantity)))
      }
      await tick(tx, body.order_id, session, item.id, ctx.user?.id ?? null, ctx.now)
      return answer({ ok: true, item_id: item.id }, (await stateOf(tx, body.order_id))!)
    })
  })

  serve(app, 'POST /api/packing/reset', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    return ctx.db.transaction(async (tx) => {
      const { session, state } = await lockedState(tx, body.order_id)
      if (session?.packed_at) throw new HttpError(409, 'packing.packed')
      if (!session || Object.keys(ticksOf(session.ticks)).length === 0) return { data: state }
      await saveSession(tx, {
        orderId: body.order_id,
        session,
        userId: ctx.user?.id ?? null,
        now: ctx.now,
        columns: { ticks: {} },
        changes: { ticks: { old: ticksOf(session.ticks), new: {} } },
      })
      return { data: (await stateOf(tx, body.order_id))! }
    })
  })
}

/** A manager's release of an order the shipping rule holds. */
function registerRelease(app: FastifyInstance): void {
  serve(app, 'POST /api/packing/release', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    return ctx.db.transaction(async (tx) => {
      const { session, state } = await lockedState(tx, body.order_id)
      if (session?.packed_at) throw new HttpError(409, 'packing.packed')
      const blocked = blockedBy(state)
      if (blocked) throw new HttpError(422, blocked, { status: [blocked] })
      if (state.held.length === 0) throw new HttpError(409, 'packing.notHeld')
      if (state.released_at) return { data: state }
      const userId = ctx.user?.id ?? null
      // Who let it through and why, beside what held it.
      await saveSession(tx, {
        orderId: body.order_id,
        session,
        userId,
        now: ctx.now,
        columns: { released_by: userId, released_at: ctx.now, release_reason: body.reason },
        changes: {
          held: { old: state.held, new: null },
          released_by: { old: null, new: userId },
          release_reason: { old: null, new: body.reason },
        },
      })
      return { data: (await stateOf(tx, body.order_id))! }
    })
  })
}

/** The packing finished: stock written off, the order packed. */
function registerComplete(app: FastifyInstance): void {
  serve(app, 'POST /api/packing/complete', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    return ctx.db.transaction(async (tx) => {
      const { session, state } = await lockedState(tx, body.order_id)
      if (session?.packed_at) throw new HttpError(409, 'packing.packed')
      const blocked = blockedBy(state)
      if (blocked) throw new HttpError(422, blocked, { status: [blocked] })
      const held = heldBy(state)
      if (held) throw new HttpError(422, held, { status: [held] })
      if (state.items.length === 0) throw new HttpError(409, 'packing.noItems')
      // The server's own ticks decide, never the screen's: every unit, no more, no less.
      if (!session || !state.complete) {
        throw new HttpError(409, 'packing.incomplete', { left: unitsLeft(state.items) })
      }
      const userId = ctx.user?.id ?? null
      // What was packed leaves the shelf; a product short of units refuses the whole packing.
      await writeOffOrder(tx, body.order_id, userId, ctx.now)
      if (state.order.status !== PACKED_STATUS) {
        const [old] = await queryRows<{ status: string }>(
          tx,
          sql`select status from orders where id = ${body.order_id}`,
        )
        await tx.execute(
          sql`update orders set status = ${PACKED_STATUS}, version = version + 1,
                     updated_at = ${ctx.now}
               where id = ${body.order_id}`,
        )
        await logAction(tx, {
          userId,
          table: 'orders',
          recordId: body.order_id,
          action: 'update',
          changes: { status: { old: old?.status ?? null, new: PACKED_STATUS } },
          at: ctx.now,
        })
      }
      await saveSession(tx, {
        orderId: body.order_id,
        session,
        userId,
        now: ctx.now,
        columns: { packed_by: userId, packed_at: ctx.now },
        changes: {
          packed_by: { old: null, new: userId },
          packed_at: { old: null, new: ctx.now.toISOString() },
        },
      })
      return { data: (await stateOf(tx, body.order_id))! }
    })
  })
}
