import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Row } from '@shared/contract/schemas'
import type {
  WaybillCreateAnswer,
  WaybillCreateBody,
  WaybillDeleteBody,
} from '@shared/contract/waybills'
import {
  mapWaybillErrors,
  NovaPoshtaError,
  saveProperties,
  waybillDefaults,
  waybillOrderErrors,
  npSenderSettingSchema,
  senderFor,
  WAYBILL_STATUSES,
  type NovaPoshtaClient,
  type WaybillOrder,
  type WaybillSender,
} from '@shared/nova-poshta'
import { isOrderStatus } from '@shared/rules/order-status'
import { deliveryDateOf } from '@shared/rules/ttns'
import { enumRef, msg } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { HttpError } from '../http/errors'
import type { OpContext, Tx } from '../resources/context'
import { getRecord } from '../resources/list'
import * as schema from '../db/schema'
import { RESOURCE_TABLES } from '../resources/tables'
import { create, lockRow, present, remove, update, validate } from '../resources/write'
import { parseSettingValue } from '../settings/params'

export const SENDER_SETTING = 'api.nova_poshta.sender'

/** The waybill's refusals in Ukrainian (`@shared/messages`: `waybill.*`). */
export const WAYBILL_MESSAGES = {
  hasTtn: (ttn: string) => ukrainian(msg('waybill.hasTtn', { ttn })),
  busy: ukrainian({ code: 'waybill.busy' }),
  order: ukrainian({ code: 'waybill.order' }),
  noSender: ukrainian({ code: 'waybill.noSender' }),
  noKey: ukrainian({ code: 'waybill.noKey' }),
  refused: ukrainian(msg('waybill.refused', { detail: '' })),
  changed: ukrainian({ code: 'waybill.changed' }),
  notMadeHere: ukrainian({ code: 'waybill.notMadeHere' }),
} as const

/** The sender of an order of `site` (the site's own, or the shop's); null when none is set. */
export async function readSender(ctx: OpContext, site?: unknown): Promise<WaybillSender | null> {
  const [row] = await ctx.db
    .select({ type: schema.settings.type, value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, SENDER_SETTING))
    .limit(1)
  if (!row) return null
  const parsed = npSenderSettingSchema.safeParse(parseSettingValue(row.type, row.value))
  return parsed.success ? senderFor(parsed.data, site) : null
}

/** Orders whose waybill is being made right now: a second click waits for no second TTN. */
const inFlight = new Set<number>()

export interface CreatedWaybill {
  order: Row
  ttn: Row
  cost: number
  estimated_delivery_date: string
  replaced?: ReplacedWaybill
}

/** The waybill a recreated one replaced, as the contract answers it. */
type ReplacedWaybill = NonNullable<WaybillCreateAnswer['replaced']>

/**
 * One order's waybill: the order checked (its status, delivery, recipient, no TTN yet unless
 * `recreate`), NP asked with the sender of the settings, then in one transaction the TTN put on
 * the order and a parcel added to the tracking list, both logged. NP's refusal is a 422 with
 * NP's texts beside our fields; nothing is written then.
 */
export async function createWaybill(
  ctx: OpContext,
  carrier: NovaPoshtaClient,
  body: WaybillCreateBody,
  hasKey: () => Promise<boolean>,
): Promise<CreatedWaybill> {
  const orders = RESOURCE_TABLES.orders
  const order = await getRecord(ctx.db, orders, body.order_id)
  if (!order) throw new HttpError(404, 'record.notFound')
  const track = typeof order.track === 'string' ? order.track.trim() : ''
  if (track && !body.recreate) {
    const has = msg('waybill.hasTtn', { ttn: track })
    throw new HttpError(422, has, { track: [has] })
  }
  const status = order.status
  if (!isOrderStatus(status) || !WAYBILL_STATUSES.includes(status)) {
    const message = msg('waybill.status', {
      status: isOrderStatus(status) ? enumRef('order_status', status) : String(status),
    })
    throw new HttpError(422, message, { status: [message] })
  }
  const waybillOrder: WaybillOrder = { ...order, id: body.order_id }
  const orderErrors = waybillOrderErrors(waybillOrder)
  if (Object.keys(orderErrors).length > 0) {
    throw new HttpError(422, 'waybill.order', orderErrors)
  }
  const sender = await readSender(ctx, order.site)
  if (!sender) throw new HttpError(422, 'waybill.noSender', { sender: [msg('waybill.noSender')] })
  if (!(await hasKey())) throw new HttpError(422, 'waybill.noKey')

  if (inFlight.has(body.order_id)) throw new HttpError(409, 'waybill.busy')
  inFlight.add(body.order_id)
  try {
    const options = body.options ?? waybillDefaults(waybillOrder)
    let saved
    try {
      saved = await carrier.saveWaybill(saveProperties(waybillOrder, options, sender, ctx.now))
    } catch (error) {
      if (!(error instanceof NovaPoshtaError)) throw error
      if (error.apiErrors.length === 0) throw new HttpError(502, error.said)
      const mapped = mapWaybillErrors(error.apiErrors, error.apiCodes)
      const message =
        Object.keys(mapped.fields).length > 0
          ? msg('waybill.refused', { detail: mapped.general.join(' ') })
          : msg('waybill.refusedBecause', { detail: mapped.general.join('; ') })
      throw new HttpError(422, message, mapped.fields)
    }

    const ttns = RESOURCE_TABLES.ttns
    const parcel = validate(
      ttns,
      {
        ttn: saved.ttn,
        title: 'other',
        status: 'created',
        service: 'nova_poshta',
        payer: options.payer,
        cost: saved.cost,
        date_delivery: deliveryDateOf(saved.estimatedDeliveryDate),
        np_ref: saved.ref,
      },
      'create',
      ctx,
    )
    const made = await ctx.db.transaction(async (tx) => {
      const before = await lockRow(tx, orders, body.order_id)
      if (!before) throw new HttpError(404, 'record.notFound')
      // Another desk gave the order a TTN meanwhile: ours stays at NP, the order keeps theirs.
      if ((before.track ?? '') !== (order.track ?? '')) throw new HttpError(409, 'waybill.changed')
      const updated = await update(tx, ctx, orders, {
        id: before.id,
        version: before.version,
        track: saved.ttn,
      })
      const ttn = await create(tx, ctx, ttns, parcel)
      return {
        order: updated,
        ttn,
        cost: saved.cost,
        estimated_delivery_date: saved.estimatedDeliveryDate,
      }
    })
    if (!track) return made
    return { ...made, replaced: await withdrawReplaced(ctx, carrier, track) }
  } finally {
    inFlight.delete(body.order_id)
  }
}

/**
 * The old waybill of a recreated one, once the new TTN is on the order: deleted at NP, so it
 * neither waits in NP's cabinet nor goes on the courier's register, and its parcel taken off the
 * tracking list (logged). A TTN typed in by hand has no NP document of the shop's to delete;
 * NP's refusal (the parcel already accepted) or silence leaves it on the list, the reason said.
 */
async function withdrawReplaced(
  ctx: OpContext,
  carrier: NovaPoshtaClient,
  ttn: string,
): Promise<ReplacedWaybill> {
  const parcel = await shopParcelOf(ctx, ttn)
  if (!parcel) return { ttn, deleted: false, reason: WAYBILL_MESSAGES.notMadeHere }
  try {
    await carrier.deleteWaybill(parcel.npRef)
  } catch (error) {
    if (!(error instanceof NovaPoshtaError)) throw error
    return { ttn, deleted: false, reason: error.apiErrors.join('; ') || error.message }
  }
  await ctx.db.transaction((tx) => removeParcel(tx, ctx, parcel.id))
  return { ttn, deleted: true }
}

/** The parcel of the tracking list a TTN made in the shop has (its NP document's ref kept). */
async function shopParcelOf(
  ctx: OpContext,
  ttn: string,
): Promise<{ id: number; npRef: string } | null> {
  const ttns = RESOURCE_TABLES.ttns
  const [parcel] = await ctx.db
    .select({ id: schema.ttns.id, np_ref: schema.ttns.np_ref })
    .from(ttns.table)
    .where(and(eq(schema.ttns.ttn, ttn), isNotNull(schema.ttns.np_ref)))
    .orderBy(desc(schema.ttns.id))
    .limit(1)
  return parcel ? { id: parcel.id as number, npRef: String(parcel.np_ref) } : null
}

/** A withdrawn waybill's parcel off the tracking list (logged); one already gone is no error. */
async function removeParcel(tx: Tx, ctx: OpContext, id: number): Promise<void> {
  await remove(tx, ctx, RESOURCE_TABLES.ttns, id).catch((error: unknown) => {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error
  })
}

/**
 * The order's waybill withdrawn (`waybills/delete`): deleted at NP, then in one transaction the
 * TTN taken off the order and its parcel off the tracking list, both logged. Only a waybill
 * made in the shop (its NP document's ref is kept) that is still the order's TTN; NP's refusal
 * (its parcel already accepted) is a 422 with NP's text, and nothing changes here.
 */
export async function deleteOrderWaybill(
  ctx: OpContext,
  carrier: NovaPoshtaClient,
  body: WaybillDeleteBody,
  hasKey: () => Promise<boolean>,
): Promise<Row> {
  const orders = RESOURCE_TABLES.orders
  const order = await getRecord(ctx.db, orders, body.order_id)
  if (!order) throw new HttpError(404, 'record.notFound')
  const track = typeof order.track === 'string' ? order.track.trim() : ''
  if (track !== body.ttn) throw new HttpError(409, 'waybill.changed')
  const parcel = await shopParcelOf(ctx, track)
  if (!parcel) {
    throw new HttpError(422, 'waybill.notMadeHere', { track: [msg('waybill.notMadeHere')] })
  }
  if (!(await hasKey())) throw new HttpError(422, 'waybill.noKey')

  if (inFlight.has(body.order_id)) throw new HttpError(409, 'waybill.busy')
  inFlight.add(body.order_id)
  try {
    try {
      await carrier.deleteWaybill(parcel.npRef)
    } catch (error) {
      if (!(error instanceof NovaPoshtaError)) throw error
      if (error.apiErrors.length === 0) throw new HttpError(502, error.said)
      throw new HttpError(422, 'waybill.notDeleted', { reason: error.apiErrors.join('; ') })
    }
    return await ctx.db.transaction(async (tx) => {
      await removeParcel(tx, ctx, parcel.id)
      const before = await lockRow(tx, orders, body.order_id)
      if (!before) throw new HttpError(404, 'record.notFound')
      // Another desk put a TTN of its own on the order meanwhile: the order keeps it.
      if (String(before.track ?? '').trim() !== track) return present(orders, before)
      return await update(tx, ctx, orders, { id: before.id, version: before.version, track: null })
    })
  } finally {
    inFlight.delete(body.order_id)
  }
}
