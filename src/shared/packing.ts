import { z } from 'zod'
import { messageSchema } from './contract/http'
import { msg, text, tryRender, type Message } from './messages'
import { ENUMS } from './resources/enums'
import { MSG } from './resources/messages'
import { hasBadChar } from './resources/values'

/**
 * Packing mode (`/packing`). The desk scans an order's number (the packing slip's
 * barcode), its TTN, or types the number: the order opens. Each product barcode then ticks one
 * unit of the order's item with that product; the server keeps the ticks (`packing_sessions`),
 * refuses a product that is not in the order or one unit too many, and marks the order packed
 * (status `ready`) only when every unit is ticked.
 */

/** The status a packed order takes (`ORDER_TRANSITIONS`: every talking status may go there). */
export const PACKED_STATUS = 'ready' as const

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((v) => !hasBadChar(v), MSG.badChar)
const id = z.number().int().min(1).max(2_147_483_647)

export const packingItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  title: z.string(),
  /** The product's barcode now; null: nothing to scan, the unit is ticked by hand. */
  barcode: z.string().nullable(),
  quantity: z.number().int(),
  ticked: z.number().int(),
  price: z.number(),
})
export type PackingItem = z.infer<typeof packingItemSchema>

export const packingOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ENUMS.order_status),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  phone: z.string().nullable(),
  delivery_method: z.enum(ENUMS.delivery_method),
  city_name: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  track: z.string().nullable(),
  pay_method: z.enum(ENUMS.pay_method).nullable(),
  total: z.number(),
  prepayment: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
})
export type PackingOrder = z.infer<typeof packingOrderSchema>

export const packingStateSchema = z.object({
  order: packingOrderSchema,
  items: z.array(packingItemSchema),
  /** Every unit of every item ticked (and at least one item). */
  complete: z.boolean(),
  /** Why nobody packs this order (its status), or null (`shippingCheck`). */
  blocked: z.string().nullable(),
  /**
   * Why it waits for a manager (never confirmed, prepayment missing): empty when it may go.
   * Once released, the reasons stay listed beside who released it and why.
   */
  held: z.array(z.string()),
  /** `blocked` and `held` as codes (`shipping.*`), which the UI says in its reader's language. */
  blocked_code: messageSchema.nullable().optional(),
  held_codes: z.array(messageSchema).optional(),
  released_by: z.string().nullable(),
  released_at: z.string().nullable(),
  release_reason: z.string().nullable(),
  started_by: z.string().nullable(),
  started_at: z.string().nullable(),
  /** The last scan (ISO), or null before the first. */
  scanned_at: z.string().nullable(),
  packed_by: z.string().nullable(),
  packed_at: z.string().nullable(),
})
export type PackingState = z.infer<typeof packingStateSchema>

export const openBodySchema = z.object({ code })
export const openAnswerSchema = z.object({ data: packingStateSchema })

export const scanBodySchema = z.object({ order_id: id, code })

export const REFUSALS = ['unknown', 'wrong', 'over', 'blocked', 'held', 'packed', 'manual'] as const
export type Refusal = (typeof REFUSALS)[number]

/**
 * A refused scan is an ordinary outcome at a packing desk (the screen alerts), not a failed
 * request: nothing is ticked and the answer says why, in Ukrainian, with the state unchanged.
 */
export const scanOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), item_id: z.number().int() }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(REFUSALS),
    message: z.string(),
    /** The same as a code (`@shared/messages`), said in the reader's language. */
    said: messageSchema.optional(),
  }),
])
export type ScanOutcome = z.infer<typeof scanOutcomeSchema>

export const scanAnswerSchema = z.object({
  data: z.object({ state: packingStateSchema, outcome: scanOutcomeSchema }),
})

/** One unit of an item without a barcode, ticked by hand (its product has none to scan). */
export const tickBodySchema = z.object({ order_id: id, item_id: id })

export const orderBodySchema = z.object({ order_id: id })

/** Shortest reason a manager types to release a held order. */
export const RELEASE_REASON_MIN = 5

/** A manager lets a held order be packed: the reason typed is the confirmation, logged. */
export const releaseBodySchema = z.object({
  order_id: id,
  reason: z
    .string()
    .trim()
    .min(RELEASE_REASON_MIN, {
      error: () => text('field.releaseReason', { n: RELEASE_REASON_MIN }),
    })
    .max(500)
    .refine((v) => !hasBadChar(v), MSG.badChar),
})

/**
 * The shipping rule's reasons in the reader's language: by their codes, else (an older server,
 * texts still loading) the server's Ukrainian.
 */
export function shippingReasons(state: PackingState): { blocked: string | null; held: string[] } {
  const say = (code: unknown, uk: string) => (code ? tryRender(code as Message) : undefined) ?? uk
  const codes = state.held_codes ?? []
  return {
    blocked: state.blocked === null ? null : say(state.blocked_code, state.blocked),
    held: state.held.map((uk, i) => say(codes[i], uk)),
  }
}

/** What the desk says on opening an order nobody may pack now (blocked or held), or null. */
export function packingRefusal(state: PackingState): string | null {
  const { blocked, held } = shippingReasons(state)
  if (blocked) return blocked
  return !state.packed_at && !mayPack(state) ? held.join(' ') : null
}

/** Whether the desk may scan and pack this order now (not packed, not blocked, not held). */
export function mayPack(state: PackingState): boolean {
  if (state.packed_at || state.blocked) return false
  return state.held.length === 0 || state.released_at !== null
}

/** Packing mode's refusals (`@shared/messages`: `packing.*`), said in the reader's language. */
export const PACKING_MESSAGES = {
  notFound: (code: string) => text('packing.notFound', { code }),
  unknown: (code: string) => msg('packing.unknownBarcode', { code }),
  wrong: (title: string) => msg('packing.wrongItem', { title }),
  over: (title: string, quantity: number) => msg('packing.over', { title, quantity }),
  packed: msg('packing.packed'),
  manual: msg('packing.manual'),
  get noItems() {
    return text('packing.noItems')
  },
  incomplete: (left: number) => text('packing.incomplete', { left }),
  get notHeld() {
    return text('packing.notHeld')
  },
  get itemNotFound() {
    return text('packing.itemNotFound')
  },
} as const

/** Units still to tick. */
export function unitsLeft(items: readonly Pick<PackingItem, 'quantity' | 'ticked'>[]): number {
  return items.reduce((sum, i) => sum + Math.max(0, i.quantity - i.ticked), 0)
}

/** Letters and digits only: a scanner may or may not type a label's dashes. */
export const bareCode = (barcode: string) => barcode.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
