import { asc, eq } from 'drizzle-orm'
import type { OrderSaveBody } from '@shared/contract/orders'
import type { Row as RecordRow } from '@shared/contract/schemas'
import type { Values } from '@shared/resources/validation'
import { isEmpty } from '@shared/resources/values'
import { HttpError } from '../http/errors'
import { diff, logAction } from '../resources/audit'
import { RESOURCE_MESSAGES, type OpContext } from '../resources/context'
import * as schema from '../db/schema'
import { RESOURCE_TABLES } from '../resources/tables'
import { create, update, validate } from '../resources/write'

type Mode = 'create' | 'update'
type Errors = Record<string, string[]>

/** The order's total: its lines' price times quantity, in kopecks to avoid float drift. */
export function orderTotal(items: readonly Values[]): number {
  let kopecks = 0
  for (const item of items) {
    const price = typeof item.price === 'number' ? item.price : 0
    const quantity = typeof item.quantity === 'number' ? item.quantity : 0
    kopecks += Math.round(price * 100) * quantity
  }
  return kopecks / 100
}

/** Validates one record, gathering its field errors under `prefix` instead of throwing. */
function check(run: () => Values, prefix: string, errors: Errors): Values | null {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      errors[`${prefix}${field}`] = messages
    }
    return null
  }
}

/**
 * Saves an order with its whole list of items in one transaction: the order (created, or
 * updated at the version it was read at), each item added, changed or removed, every write in
 * the action log. The order's `total` is the sum of its lines, whatever the payload said. Any
 * refusal (a bad field of any item, a stale version, a product that is gone, a status the
 * order may not take) writes nothing; field errors of items are keyed `items.{n}.{field}`.
 */
export async function saveOrder(
  ctx: OpContext,
  body: OrderSaveBody,
): Promise<{ order: RecordRow; items: RecordRow[] }> {
  const orders = RESOURCE_TABLES.orders
  const itemsRt = RESOURCE_TABLES.order_items
  const orderMode: Mode = isEmpty(body.order.id) ? 'create' : 'update'
  const errors: Errors = {}

  const items = body.items.map((raw, n) => {
    const mode: Mode = isEmpty(raw.id) ? 'create' : 'update'
    // The order an item belongs to is this one: the payload cannot move it elsewhere. A new
    // order's items are checked against a stand-in id, replaced once the order exists.
    const { order_id: _ignored, ...rest } = raw
    const input = mode === 'create' ? { ...rest, order_id: 1 } : rest
    const values = check(() => validate(itemsRt, input, mode, ctx), `items.${n}.`, errors)
    return values ? { mode, values } : null
  })
  const valid = items.filter((i): i is { mode: Mode; values: Values } => i !== null)
  const total = orderTotal(valid.map((i) => i.values))
  const order = check(() => validate(orders, { ...body.order, total }, orderMode, ctx), '', errors)
  if (!order || Object.keys(errors).length > 0) {
    throw new HttpError(422, 'common.validation', errors)
  }

  return ctx.db.transaction(async (tx) => {
    const saved =
      orderMode === 'create'
        ? await create(tx, ctx, orders, order)
        : await update(tx, ctx, orders, order)
    const orderId = saved.id
    const stored = (await tx
      .select()
      .from(itemsRt.table)
      .where(eq(schema.order_items.order_id, orderId))
      .orderBy(asc(schema.order_items.id))
      .for('update')) as Record<string, unknown>[]
    const storedIds = new Set(stored.map((r) => r.id as number))
    const kept = new Set<number>()
    valid.forEach((item, n) => {
      if (item.mode !== 'update') return
      const id = item.values.id as number
      // An item of another order (or one removed meanwhile) is not this order's to edit.
      if (!storedIds.has(id)) {
        throw new HttpError(422, 'common.validation', {
          [`items.${n}.id`]: [RESOURCE_MESSAGES.notFound],
        })
      }
      kept.add(id)
    })
    for (const row of stored) {
      if (kept.has(row.id as number)) continue
      await tx.delete(itemsRt.table).where(eq(schema.order_items.id, row.id as number))
      await logAction(tx, {
        userId: ctx.user?.id ?? null,
        table: 'order_items',
        recordId: row.id as number,
        action: 'delete',
        changes: diff(itemsRt.def, row, null),
        at: ctx.now,
      })
    }
    const savedItems: RecordRow[] = []
    for (const item of valid) {
      savedItems.push(
        item.mode === 'create'
          ? await create(tx, ctx, itemsRt, { ...item.values, order_id: orderId })
          : await update(tx, ctx, itemsRt, item.values),
      )
    }
    return { order: saved, items: savedItems }
  })
}
