import { sql } from 'drizzle-orm'
import type { EnumValue } from '@shared/resources/enums'
import { queryRows, type Tx } from '../../db/client'
import { HttpError } from '../../http/errors'
import { logAction, type Changes } from '../../resources/audit'

/**
 * Applying or rejecting a parser's pending results, per row or all, in one transaction. Apply
 * re-reads each product under a row lock and writes only the supplier's own products (the
 * `provider` is checked again): a price, an availability, "gone" -> not available, or a new
 * product (unpublished, type "accessories", the supplier's article; its barcode only when no
 * other product has it). Every product written is one action-log row with who did it.
 */

type Availability = EnumValue<'availability'>

interface ItemRow extends Record<string, unknown> {
  id: number
  kind: 'new' | 'price' | 'availability' | 'gone'
  product_id: number | null
  sku: string | null
  barcode: string | null
  title: string
  new_price: string | null
  new_availability: Availability | null
}

export interface Decision {
  parserId: number
  items: number[] | null
  userId: number
  now: Date
}

async function lockParser(tx: Tx, id: number): Promise<{ provider: string }> {
  const [parser] = await queryRows<{ provider: string | null }>(
    tx,
    sql`select provider from parsers where id = ${id} and url not like 'file:%' for update`,
  )
  if (!parser?.provider) throw new HttpError(404, 'parser.notFound')
  return { provider: parser.provider }
}

async function pendingOf(tx: Tx, d: Decision): Promise<ItemRow[]> {
  return queryRows<ItemRow>(
    tx,
    sql`select id, kind, product_id, sku, barcode, title, new_price, new_availability
          from parser_items
         where parser_id = ${d.parserId} and status = 'pending'
           ${
             d.items
               ? sql`and id in (${sql.join(
                   d.items.map((i) => sql`${i}`),
                   sql`, `,
                 )})`
               : sql``
           }
         order by id for update`,
  )
}

/** Marks the items decided and sets the parser's count (and informer status) from what is left. */
async function close(tx: Tx, d: Decision, ids: number[], status: string): Promise<number> {
  if (ids.length) {
    await tx.execute(
      sql`update parser_items set status = ${status}, decided_by = ${d.userId},
                 decided_at = ${d.now}
           where id in (${sql.join(
             ids.map((i) => sql`${i}`),
             sql`, `,
           )})`,
    )
  }
  const [left] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from parser_items
         where parser_id = ${d.parserId} and status = 'pending'`,
  )
  const pending = left?.n ?? 0
  await tx.execute(
    sql`update parsers set new_count = ${pending}, status = ${pending > 0 ? 'new' : 'done'},
               version = version + 1, updated_at = ${d.now}
         where id = ${d.parserId}`,
  )
  return pending
}

export async function rejectItems(tx: Tx, d: Decision) {
  await lockParser(tx, d.parserId)
  const items = await pendingOf(tx, d)
  const pending = await close(
    tx,
    d,
    items.map((i) => i.id),
    'rejected',
  )
  if (items.length) {
    await logAction(tx, {
      userId: d.userId,
      table: 'parsers',
      recordId: d.parserId,
      action: 'update',
      changes: { rejected: { old: null, new: items.length } },
      at: d.now,
    })
  }
  return { decided: items.length, pending }
}

async function createProduct(tx: Tx, d: Decision, provider: string, item: ItemRow) {
  const [taken] = item.barcode
    ? await queryRows(tx, sql`select 1 from products where barcode = ${item.barcode}`)
    : []
  const barcode = taken ? null : item.barcode
  const title = (item.title || item.sku || item.barcode || '').slice(0, 255)
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into products (title_uk, type, "group", price, availability, provider,
                              supplier_sku, barcode, publish, created_at, updated_at)
        values (${title}, 'accessories', 'default', ${item.new_price}::numeric,
                ${item.new_availability ?? 'available'}, ${provider}, ${item.sku}, ${barcode},
                '0', ${d.now}, ${d.now})
        returning id`,
  )
  const changes: Changes = {
    title_uk: { old: null, new: title },
    price: { old: null, new: Number(item.new_price) },
    availability: { old: null, new: item.new_availability },
    provider: { old: null, new: provider },
    supplier_sku: { old: null, new: item.sku },
    barcode: { old: null, new: barcode },
  }
  await logAction(tx, {
    userId: d.userId,
    table: 'products',
    recordId: row!.id,
    action: 'create',
    changes,
    at: d.now,
  })
}

async function updateProduct(tx: Tx, d: Decision, provider: string, item: ItemRow) {
  const [product] = await queryRows<{ price: string; availability: Availability }>(
    tx,
    sql`select price, availability from products
         where id = ${item.product_id} and provider = ${provider} for update`,
  )
  // Deleted, or moved to another supplier since the run: nothing of it is the feed's to write.
  if (!product) return
  const changes: Changes = {}
  if (item.kind === 'price' && Number(product.price) !== Number(item.new_price)) {
    changes.price = { old: Number(product.price), new: Number(item.new_price) }
  }
  const availability = item.kind === 'gone' ? 'not_available' : item.new_availability
  if (item.kind !== 'price' && availability && product.availability !== availability) {
    changes.availability = { old: product.availability, new: availability }
  }
  if (Object.keys(changes).length === 0) return
  await tx.execute(
    sql`update products set
          price = coalesce(${(changes.price?.new as number | undefined) ?? null}::numeric, price),
          availability = coalesce(${(changes.availability?.new as string | undefined) ?? null}, availability),
          version = version + 1, updated_at = ${d.now}
        where id = ${item.product_id}`,
  )
  await logAction(tx, {
    userId: d.userId,
    table: 'products',
    recordId: item.product_id!,
    action: 'update',
    changes,
    at: d.now,
  })
}

export async function applyItems(tx: Tx, d: Decision) {
  const { provider } = await lockParser(tx, d.parserId)
  const items = await pendingOf(tx, d)
  for (const item of items) {
    if (item.kind === 'new') await createProduct(tx, d, provider, item)
    else await updateProduct(tx, d, provider, item)
  }
  const pending = await close(
    tx,
    d,
    items.map((i) => i.id),
    'applied',
  )
  return { decided: items.length, pending }
}
