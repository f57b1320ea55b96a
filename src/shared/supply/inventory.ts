import { text } from '../messages'
import { z } from 'zod'
import { ENUMS } from '../resources/enums'
import { MSG } from '../resources/messages'
import { hasBadChar } from '../resources/values'

/**
 * Stock-taking (`/inventory`). The open counting session is the `inventory`
 * rows whose `applied_at` is empty: it lives on the server, so a reload or another desk sees
 * the same counts. Each scan adds one to the counted quantity of the product with that barcode;
 * applying writes the counted quantities into `products.quantity` in one transaction.
 */

/** One product of the open session: what the system expects and what has been counted. */
export const countLineSchema = z.object({
  product_id: z.number().int(),
  barcode: z.string().nullable(),
  title: z.string(),
  availability: z.enum(ENUMS.availability),
  /** The product's `quantity` now (the stock the system expects on the shelf). */
  expected: z.number().int(),
  counted: z.number().int(),
  /** When this product was last scanned (ISO). */
  scanned_at: z.string(),
})
export type CountLine = z.infer<typeof countLineSchema>

export const countSessionAnswerSchema = z.object({ data: z.array(countLineSchema) })

export const scanBodySchema = z.object({
  barcode: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((v) => !hasBadChar(v), MSG.badChar),
})
/**
 * The scanned product's line, or `null` when no product has that barcode: an unknown barcode is
 * an ordinary outcome of scanning a shelf (the screen alerts), not a failed request.
 */
export const scanAnswerSchema = z.object({ data: countLineSchema.nullable() })

/** Sets a product's count by hand (a miscount corrected; 0 takes it out of the session). */
export const setCountBodySchema = z.object({
  product_id: z.number().int().min(1).max(2_147_483_647),
  counted: z.number().int().min(0).max(1_000_000),
})
export const setCountAnswerSchema = z.object({ data: z.object({ product_id: z.number().int() }) })

export const applyCountAnswerSchema = z.object({
  data: z.object({
    /** Products whose quantity changed. */
    changed: z.number().int(),
    /** Products counted (changed or not). */
    counted: z.number().int(),
  }),
})

/** Ukrainian answers of the stock-taking routes. */
export const INVENTORY_MESSAGES = {
  get empty() {
    return text('inventory.empty')
  },
} as const
