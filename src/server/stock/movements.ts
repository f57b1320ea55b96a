import { sql } from 'drizzle-orm'
import {
  STOCK_ZERO_SETTING,
  availabilityForStock,
  stockZeroWord,
  type Availability,
  type StockReason,
  type StockZeroWord,
} from '@shared/stock'
import { queryRows, type Db } from '../db/client'
import { HttpError } from '../http/errors'
import { logAction, type Changes } from '../resources/audit'
import type { Tx } from '../resources/context'

/**
 * The one writer of products' stock (`products.quantity`): every change is a row of
 * `stock_movements` with the stock after it, the product's availability follows
 * (`availabilityForStock`, the `stock.zero_availability` setting), and the product's change is
 * in the action log. Always inside the caller's transaction, the product's row locked.
 */

type Reader = Pick<Db, 'execute'>

/** What an empty shelf makes an "available" product (the setting; "to order" when unset). */
export async function stockZeroOf(db: Reader): Promise<StockZeroWord> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from settings where key = ${STOCK_ZERO_SETTING} limit 1`,
  )
  return stockZeroWord(row?.value)
}

export interface StockMove {
  productId: number
  reason: StockReason
  orderId: number | null
  userId: number | null
  now: Date
}

/** The stock after a write, and whether the product changed (its stock or availability). */
export interface StockResult {
  quantity: number
  changed: boolean
}

interface ProductRow extends Record<string, unknown> {
  id: number
  title_uk: string
  quantity: number
  availability: Availability
}

async function lockProduct(tx: Tx, productId: number): Promise<ProductRow | null> {
  const [row] = await queryRows<ProductRow>(
    tx,
    sql`select id, title_uk, quantity, availability from products where id = ${productId} for update`,
  )
  return row ? { ...row, quantity: Number(row.quantity) } : null
}

/**
 * Sets a product's stock to `target` (by a delta or a count), writing the movement; `strict`
 * refuses (409, nothing written: the caller's transaction rolls back) a write-off the shelf
 * does not hold. A product deleted since is skipped (null).
 */
async function writeStock(
  tx: Tx,
  move: StockMove,
  zero: StockZeroWord,
  target: (p: ProductRow) => number,
  strict = false,
): Promise<StockResult | null> {
  const p = await lockProduct(tx, move.productId)
  if (!p) return null
  const quantity = target(p)
  const delta = quantity - p.quantity
  if (strict && delta < 0 && quantity < 0) {
    throw new HttpError(409, 'stock.short', { title: p.title_uk, left: p.quantity, needed: -delta })
  }
  const availability = availabilityForStock(p.availability, quantity, zero)
  const changes: Changes = {}
  if (delta !== 0) changes.quantity = { old: p.quantity, new: quantity }
  if (availability !== p.availability) {
    changes.availability = { old: p.availability, new: availability }
  }
  if (Object.keys(changes).length === 0) return { quantity, changed: false }
  await tx.execute(
    sql`update products set quantity = ${quantity}, availability = ${availability},
               version = version + 1, updated_at = ${move.now}
         where id = ${p.id}`,
  )
  if (delta !== 0) {
    await tx.execute(
      sql`insert into stock_movements (product_id, delta, quantity, reason, order_id, user_id,
                                       created_at, updated_at)
          values (${p.id}, ${delta}, ${quantity}, ${move.reason}, ${move.orderId}, ${move.userId},
                  ${move.now}, ${move.now})`,
    )
  }
  await logAction(tx, {
    userId: move.userId,
    table: 'products',
    recordId: p.id,
    action: 'update',
    changes,
    at: move.now,
  })
  return { quantity, changed: true }
}

/** Adds `delta` (negative: a write-off) to a product's stock. */
export function addStock(
  tx: Tx,
  move: StockMove,
  delta: number,
  zero: StockZeroWord,
  strict = false,
): Promise<StockResult | null> {
  return writeStock(tx, move, zero, (p) => p.quantity + delta, strict)
}

/** Sets a product's stock to a counted figure (stock-taking). */
export function countStock(
  tx: Tx,
  move: StockMove,
  counted: number,
  zero: StockZeroWord,
): Promise<StockResult | null> {
  return writeStock(tx, move, zero, () => counted)
}

/**
 * Records a change of `quantity` another writer already made (a manager's edit of the product's
 * form): the movement row, and the availability the new stock calls for unless the same edit
 * set it.
 */
export async function recordEditedStock(
  tx: Tx,
  move: StockMove,
  before: { quantity: number; availability: Availability },
  after: { quantity: number; availability: Availability },
): Promise<void> {
  const delta = after.quantity - before.quantity
  if (delta === 0) return
  await tx.execute(
    sql`insert into stock_movements (product_id, delta, quantity, reason, order_id, user_id,
                                     created_at, updated_at)
        values (${move.productId}, ${delta}, ${after.quantity}, ${move.reason}, ${move.orderId},
                ${move.userId}, ${move.now}, ${move.now})`,
  )
  if (before.availability !== after.availability) return
  const availability = availabilityForStock(
    after.availability,
    after.quantity,
    await stockZeroOf(tx),
  )
  if (availability === after.availability) return
  await tx.execute(
    sql`update products set availability = ${availability} where id = ${move.productId}`,
  )
  await logAction(tx, {
    userId: move.userId,
    table: 'products',
    recordId: move.productId,
    action: 'update',
    changes: { availability: { old: after.availability, new: availability } },
    at: move.now,
  })
}

/** What the order's movements have taken off each product so far (negative: written off). */
async function orderNet(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ product_id: number; net: number }>(
    tx,
    sql`select product_id, sum(delta)::int as net from stock_movements
         where order_id = ${orderId} group by product_id order by product_id`,
  )
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.net)]))
}

/**
 * Writes off the order's items (packing completion): each product down by the units packed,
 * less what this order has already written off, so a second completion writes nothing. A
 * product the shelf does not hold enough of refuses the whole packing (409).
 */
export async function writeOffOrder(
  tx: Tx,
  orderId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  const items = await queryRows<{ product_id: number; quantity: number }>(
    tx,
    sql`select product_id, sum(quantity)::int as quantity from order_items
         where order_id = ${orderId} and product_id is not null
         group by product_id order by product_id`,
  )
  const net = await orderNet(tx, orderId)
  const zero = await stockZeroOf(tx)
  // Products in id order: two packings that share products lock them in the same order.
  for (const item of items) {
    const productId = Number(item.product_id)
    const delta = -Number(item.quantity) - (net.get(productId) ?? 0)
    if (delta === 0) continue
    await addStock(tx, { productId, reason: 'packed', orderId, userId, now }, delta, zero, true)
  }
}

/** Puts back what the order wrote off (a return, a cancelled packed order); idempotent. */
export async function putBackOrder(
  tx: Tx,
  orderId: number,
  reason: 'returned' | 'cancelled',
  userId: number | null,
  now: Date,
): Promise<void> {
  const net = await orderNet(tx, orderId)
  const zero = await stockZeroOf(tx)
  for (const [productId, taken] of net) {
    if (taken === 0) continue
    await addStock(tx, { productId, reason, orderId, userId, now }, -taken, zero)
  }
}

/** The reason an order's new status puts its stock back, or null (see docs/choices.md). */
export function putBackReason(before: unknown, after: unknown): 'returned' | 'cancelled' | null {
  if (before === after) return null
  if (after === 'return') return 'returned'
  if (after === 'refusal') return 'cancelled'
  return null
}
