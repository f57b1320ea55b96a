import { z } from 'zod'
import { text } from '../messages'
import { ENUMS } from '../resources/enums'
import { SMS_CHANNELS, SMS_TEMPLATES } from '../rules/sms-templates'
import { messageSchema } from './http'
import { rowSchema } from './schemas'

/**
 * The order desk's routes beside the generic ones: an order saved with its items,
 * its history, the phone's earlier orders, a status for many orders, the status tabs' counts.
 */

/** Most items one order holds: a parcel of phone cases, not a warehouse. */
export const MAX_ORDER_ITEMS = 200
/** Most orders one status change takes (a page of the list, selected). */
export const MAX_BULK_ORDERS = 500

const valuesSchema = z.record(z.string(), z.unknown())

/**
 * An order and its items in one save: `order` as the generic `store` takes it (with `id` and
 * `version` for an edit), `items` the whole list as it should be after the save (an item with
 * `id` and `version` is updated, one without is added, a stored item left out is removed).
 */
export const orderSaveBodySchema = z.object({
  order: valuesSchema,
  items: z.array(valuesSchema).max(MAX_ORDER_ITEMS, {
    error: () => text('field.maxItems', { n: MAX_ORDER_ITEMS }),
  }),
})
export type OrderSaveBody = z.infer<typeof orderSaveBodySchema>

export const orderSaveAnswerSchema = z.object({
  data: z.object({
    order: rowSchema,
    items: z.array(rowSchema),
    /** A marketplace's refusal of the status sent to it (the order itself was saved). */
    warnings: z.array(z.string()).optional(),
    /** The same as codes (`@shared/messages`), which the UI says in its reader's language. */
    warning_codes: z.array(messageSchema).optional(),
  }),
})

/** One change of the order or of its items, from the action log. */
export const historyEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user: z.string().nullable(),
  table: z.enum(['orders', 'order_items']),
  record_id: z.number(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>
export const historyAnswerSchema = z.object({ data: z.array(historyEntrySchema) })

export const byPhoneBodySchema = z.object({
  phone: z.string().max(32),
  /** The order being edited, left out of its own "earlier orders". */
  exclude: z.number().int().min(1).max(2_147_483_647).optional(),
})
export const earlierOrderSchema = z.object({
  id: z.number(),
  status: z.string(),
  total: z.number(),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  created_at: z.string(),
})
export type EarlierOrder = z.infer<typeof earlierOrderSchema>
export const byPhoneAnswerSchema = z.object({ data: z.array(earlierOrderSchema) })

export const setStatusBodySchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1, { error: () => text('field.chooseOrders') })
    .max(MAX_BULK_ORDERS, { error: () => text('field.maxOrders', { n: MAX_BULK_ORDERS }) }),
  status: z.enum(ENUMS.order_status),
})
export const setStatusAnswerSchema = z.object({
  data: z.object({
    changed: z.number().int(),
    /** Marketplaces' refusals of the status sent to them, `№{id}: reason` each. */
    warnings: z.array(z.string()).optional(),
    /** The same as codes (`@shared/messages`), which the UI says in its reader's language. */
    warning_codes: z.array(messageSchema).optional(),
  }),
})

/** Orders per status (every status present, 0 where none) and in all. */
export const statusCountsAnswerSchema = z.object({
  data: z.object({
    all: z.number().int(),
    statuses: z.record(z.string(), z.number().int()),
  }),
})
export type StatusCounts = z.infer<typeof statusCountsAnswerSchema>['data']

/** A template message about an order: which template, and the channel if not its usual one. */
export const smsBodySchema = z.object({
  order_id: z.number().int().min(1).max(2_147_483_647),
  template: z.enum(SMS_TEMPLATES),
  channel: z.enum(SMS_CHANNELS).optional(),
})
export const smsPreviewAnswerSchema = z.object({
  data: z.object({ text: z.string(), channel: z.enum(SMS_CHANNELS), phone: z.string() }),
})
