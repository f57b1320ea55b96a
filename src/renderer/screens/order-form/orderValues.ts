import { z } from 'zod'
import type { OrderStatus } from '@shared/rules/order-status'
import { order_items as itemsDef, orders as ordersDef } from '@shared/resources/tables/sales'
import { defaultsOf, fieldSchema, writableFields } from '@shared/resources/validation'
import { deliveryErrors } from '@shared/rules/delivery'
import type { ResourceDef } from '@shared/resources/types'
import type { Row } from '../../resources/queries'

/**
 * The order desk's values, all from the registry's declaration of `orders` (and `order_items`
 * for its lines): every writable field but `total`, which the server counts from the lines.
 * A field added to the declaration is held, checked, saved and drawn (`FormSections`) with no
 * change here.
 */
type OrderField = Exclude<keyof typeof ordersDef.fields, 'total'>

export interface ItemValues {
  id?: number
  version?: number
  product_id: number | null
  title: string
  price: string
  quantity: number | string
  availability?: string
  /** A marketplace line that matched none of our products (shown, never sent back). */
  unmatched?: boolean
}

export type OrderFormValues = Record<OrderField, string> & { items: ItemValues[] }

/** The order's own fields the desk holds, in the declaration's order. */
export function orderFields(def: ResourceDef = ordersDef): string[] {
  return writableFields(def)
    .map(([name]) => name)
    .filter((name) => name !== 'total')
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** The form's values of a stored order (or a new one: the declared defaults, then `start`). */
export function valuesOf(
  order: Row | null,
  items: readonly Row[],
  start?: Partial<OrderFormValues>,
): OrderFormValues {
  const defaults = defaultsOf(ordersDef)
  const values: Record<string, unknown> = {}
  for (const name of orderFields()) {
    const field = ordersDef.fields[name as OrderField]
    const stored = order?.[name]
    // A sum of nothing (no prepayment) shows as an empty box, not "0".
    if (field.kind === 'money') values[name] = stored ? str(stored) : ''
    else values[name] = str(stored) || (field.kind === 'enum' ? str(defaults[name]) : '')
  }
  values.items = items.map((i) => ({
    id: i.id,
    version: i.version,
    product_id: typeof i.product_id === 'number' ? i.product_id : null,
    title: str(i.title),
    price: str(i.price),
    quantity: Number(i.quantity ?? 1),
    ...(i.unmatched === true && i.product_id == null ? { unmatched: true } : {}),
  }))
  return { ...(values as OrderFormValues), ...start }
}

const lineSchema = z.object({
  id: z.number().optional(),
  version: z.number().optional(),
  product_id: z.number().nullable(),
  title: fieldSchema(itemsDef.fields.title, 'create'),
  price: fieldSchema(itemsDef.fields.price, 'create'),
  quantity: fieldSchema(itemsDef.fields.quantity, 'create'),
  availability: z.string().optional(),
  unmatched: z.boolean().optional(),
})

/**
 * The desk's schema: each field by its declaration (the server's rules and Ukrainian messages),
 * each line by `order_items`', then the server's delivery rule across fields.
 */
export function orderSchema(def: ResourceDef = ordersDef) {
  const shape: Record<string, z.ZodType<unknown>> = { items: z.array(lineSchema) }
  for (const name of orderFields(def)) {
    const field = def.fields[name]
    if (field) shape[name] = fieldSchema(field, 'create')
  }
  return z.object(shape).superRefine((values, ctx) => {
    for (const [field, messages] of Object.entries(deliveryErrors(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages[0] ?? '' })
    }
  })
}

/** What the save sends: the parsed order (with the version it was read at) and its lines. */
export function bodyOf(
  parsed: Record<string, unknown>,
  base: { id: number; version: number } | null,
) {
  const order: Record<string, unknown> = {}
  for (const name of orderFields()) order[name] = parsed[name]
  // No manager chosen: the server makes the one who saves it the manager.
  if (order.user_id == null) delete order.user_id
  if (base) Object.assign(order, base)
  const lines = (parsed.items ?? []) as Record<string, unknown>[]
  const items = lines.map((i) => ({
    ...(i.id ? { id: i.id, version: i.version } : {}),
    product_id: i.product_id,
    title: i.title,
    price: i.price,
    quantity: i.quantity,
  }))
  return { order, items }
}

export const money = (v: string) => Number(v.replace(',', '.'))

/** Lines total in kopecks, as the server counts it. */
export function linesTotal(items: readonly ItemValues[]): number {
  let kopecks = 0
  for (const i of items) {
    const price = money(String(i.price ?? ''))
    const qty = Number(i.quantity)
    if (Number.isFinite(price) && Number.isFinite(qty)) kopecks += Math.round(price * 100) * qty
  }
  return kopecks / 100
}

/** Where the form stands against the stored order: its id, version and stored status. */
export interface OrderBase {
  id: number
  version: number
  status: OrderStatus
}

export function baseOf(order: Row): OrderBase {
  return { id: order.id, version: order.version, status: str(order.status) as OrderStatus }
}

/** What someone else's save changed against what this form holds, field by field. */
export function changedFields(theirs: OrderFormValues, mine: OrderFormValues) {
  const names = orderFields() as OrderField[]
  const changed = names
    .filter((f) => str(theirs[f]) !== str(mine[f]))
    .map((f) => ({ field: f as string, theirs: str(theirs[f]), mine: str(mine[f]) }))
  const lines = (list: readonly ItemValues[]) =>
    list.map((i) => `${i.title} × ${String(i.quantity)}`).join(', ')
  if (lines(theirs.items) !== lines(mine.items)) {
    changed.push({ field: 'items', theirs: lines(theirs.items), mine: lines(mine.items) })
  }
  return changed
}
