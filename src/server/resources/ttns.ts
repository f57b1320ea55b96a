import { and, eq, ne } from 'drizzle-orm'
import type { TrackingStatus } from '@shared/carrier'
import type { NovaPoshtaClient } from '@shared/nova-poshta'
import type { UkrposhtaClient } from '@shared/ukrposhta'
import type { EnumValue } from '@shared/resources/enums'
import type { OrderStatus } from '@shared/rules/order-status'
import {
  advanceTtnStatus,
  CARRIER_NAMES,
  novaPoshtaReading,
  orderFollows,
  orderStatusOfParcel,
  ukrposhtaReading,
  type ParcelReading,
} from '@shared/rules/parcel-status'
import { deliveryDateOf } from '@shared/rules/ttns'
import type { Db } from '../db/client'
import { diff, logAction } from './audit'
import type { OpContext, Tx } from './context'
import * as schema from '../db/schema'
import { RESOURCE_TABLES } from './tables'

type TtnStatus = EnumValue<'ttn_status'>

/** Nova Poshta's status code to our TTN status (src/shared/rules/parcel-status.ts). */
export function ttnStatusOf(code: string): TtnStatus | null {
  return novaPoshtaReading(code).stage
}

export { deliveryDateOf }

const BATCH = 100

/** The setting that turns off orders following their parcels (on when not set). */
export const FOLLOW_PARCELS_SETTING = 'orders.follow_parcels'

type TtnRow = Record<string, unknown>

interface Found {
  reading: ParcelReading
  code: string
  text: string
  deliveryDate: string | null
}

/** Orders moved by their parcels in one run, by their new status (told to the marketplaces). */
type Moved = Map<OrderStatus, number[]>

export interface TtnUpdateOptions {
  /**
   * Tells the marketplaces an order's new status (`pushStatuses`), after the change committed;
   * its warnings are the caller's to log.
   */
  push?: (orderIds: number[], status: OrderStatus) => Promise<unknown>
}

/** Whether orders follow their parcels: on unless the setting says `0`/`false`. */
export async function followsParcels(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, FOLLOW_PARCELS_SETTING))
    .limit(1)
  if (!row) return true
  return !['0', 'false'].includes(row.value.trim().toLowerCase())
}

/**
 * The orders of a parcel (their `track`) moved where the parcel asks, only forward
 * (`orderFollows`); each change logged with the carrier's words.
 */
async function followOrders(
  ctx: OpContext,
  tx: Tx,
  ttn: TtnRow,
  found: Found,
  moved: Moved,
): Promise<void> {
  // What this answer says, not what the parcel had: "not found" on a ready parcel moves nothing.
  const target = orderStatusOfParcel(found.reading)
  if (!target) return
  const orders = RESOURCE_TABLES.orders
  const rows = (await tx
    .select()
    .from(orders.table)
    .where(eq(schema.orders.track, ttn.ttn as string))
    .for('update')) as Record<string, unknown>[]
  const service = String(ttn.service)
  const words = `${CARRIER_NAMES[service] ?? service}, ТТН ${String(ttn.ttn)}: ${
    found.text || '—'
  } (код ${found.code})`
  for (const before of rows) {
    if (!orderFollows(String(before.status), target)) continue
    const [after] = (await tx
      .update(orders.table)
      .set({ status: target, version: (before.version as number) + 1, updated_at: ctx.now })
      .where(eq(schema.orders.id, before.id as number))
      .returning()) as Record<string, unknown>[]
    await logAction(tx, {
      userId: ctx.user?.id ?? null,
      table: 'orders',
      recordId: before.id as number,
      action: 'update',
      changes: { ...diff(orders.def, before, after ?? null), carrier: { old: null, new: words } },
      at: ctx.now,
    })
    const list = moved.get(target) ?? []
    list.push(before.id as number)
    moved.set(target, list)
  }
}

/**
 * Stores what a carrier said of one parcel when it changed anything (the status only forward;
 * the carrier's code and words always), and moves the parcel's orders along when `moved` is
 * given. True when the parcel arrived.
 */
async function applyFound(
  ctx: OpContext,
  before: TtnRow,
  found: Found,
  moved: Moved | null,
): Promise<boolean> {
  const rt = RESOURCE_TABLES.ttns
  const status = advanceTtnStatus(String(before.status), found.reading)
  const changes = {
    status,
    status_code: Number.isSafeInteger(Number(found.code)) ? Number(found.code) : null,
    status_text: found.text.slice(0, 255) || null,
    date_delivery: found.deliveryDate ?? before.date_delivery,
  }
  const changed = diff(rt.def, before, { ...before, ...changes })
  if (Object.keys(changed).length === 0) return false
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(rt.table)
      .set({ ...changes, version: (before.version as number) + 1, updated_at: ctx.now })
      .where(eq(rt.id, before.id as number))
    await logAction(tx, {
      userId: ctx.user?.id ?? null,
      table: 'ttns',
      recordId: before.id as number,
      action: 'update',
      changes: changed,
      at: ctx.now,
    })
    if (moved) await followOrders(ctx, tx, before, found, moved)
  })
  return status === 'ready' && before.status !== 'ready'
}

async function openTtns(ctx: OpContext, service: 'nova_poshta' | 'ukrposhta'): Promise<TtnRow[]> {
  return ctx.db
    .select()
    .from(schema.ttns)
    .where(and(ne(schema.ttns.status, 'taken'), eq(schema.ttns.service, service)))
}

/**
 * `update_status_all`: asks Nova Poshta (and Ukrposhta, given its client) for every TTN not yet
 * taken, stores what changed (each change logged) and answers how many parcels arrived at their
 * branch since the last check. A carrier given as null is skipped (the scheduled run without
 * that carrier's key). Nova Poshta's parcels are stored before Ukrposhta is asked: a Ukrposhta
 * failure (a bad token) throws after them. The orders of a parcel that arrived, was taken or is
 * coming back follow it (`followOrders`, unless the setting turns it off), and `options.push`
 * tells their marketplaces.
 */
export async function updateAllTtnStatuses(
  ctx: OpContext,
  carrier: NovaPoshtaClient | null,
  ukrposhta: UkrposhtaClient | null = null,
  options: TtnUpdateOptions = {},
): Promise<number> {
  const moved: Moved | null = (await followsParcels(ctx.db)) ? new Map() : null
  try {
    return await askCarriers(ctx, carrier, ukrposhta, moved)
  } finally {
    // What committed is told to the marketplaces, even when a carrier failed half way.
    if (moved && options.push) {
      for (const [status, ids] of moved) await options.push(ids, status)
    }
  }
}

async function askCarriers(
  ctx: OpContext,
  carrier: NovaPoshtaClient | null,
  ukrposhta: UkrposhtaClient | null,
  moved: Moved | null,
): Promise<number> {
  let arrived = 0
  if (carrier) {
    const open = await openTtns(ctx, 'nova_poshta')
    const statuses = new Map<string, TrackingStatus>()
    for (let i = 0; i < open.length; i += BATCH) {
      const batch = open.slice(i, i + BATCH).map((t) => ({ ttn: t.ttn as string }))
      for (const s of await carrier.trackDocuments(batch)) statuses.set(s.ttn, s)
    }
    for (const before of open) {
      const found = statuses.get(before.ttn as string)
      if (!found) continue
      const reading = novaPoshtaReading(found.StatusCode)
      const deliveryDate = deliveryDateOf(found.ScheduledDeliveryDate)
      const text = found.Status
      const answer = { reading, code: found.StatusCode, text, deliveryDate }
      if (await applyFound(ctx, before, answer, moved)) arrived++
    }
  }
  if (ukrposhta) {
    // Ukrposhta answers one barcode at a time; the open parcels of a shop are a few dozen.
    for (const before of await openTtns(ctx, 'ukrposhta')) {
      const found = await ukrposhta.lastStatus(before.ttn as string)
      if (!found) continue
      const reading = ukrposhtaReading(found.event, found.eventName ?? null)
      const text = [found.eventName, found.name].filter(Boolean).join(', ')
      const answer = { reading, code: found.event, text, deliveryDate: null }
      if (await applyFound(ctx, before, answer, moved)) arrived++
    }
  }
  return arrived
}
