import { z } from 'zod'
import { msg, text, type Message } from '../messages'
import { messageSchema } from '../contract/http'
import { ENUMS, type EnumValue } from '../resources/enums'
import { MSG } from '../resources/messages'
import { hasBadChar } from '../resources/values'

/**
 * Supplier price lists (`/parsers`). A file (CSV, XLSX or XML) of one of the
 * five suppliers goes through one pipeline: read into rows, each row's columns named by the
 * column mapping (`./columns.ts`), compared with that supplier's products only (matched by
 * the supplier's article, then by barcode: `src/server/supply/match.ts`),
 * shown as a dry run (new, changed, vanished), and applied in one transaction once reviewed.
 * Every upload is a `parsers` row with status `new` until it is applied or dismissed: the
 * new_parsers informer counts those.
 */

export const SUPPLIERS = ['caseshop', 'vdmt', 'itsell', 'endorphone', 'hubber'] as const
export type Supplier = (typeof SUPPLIERS)[number] & EnumValue<'provider'>

export const PRICE_FORMATS = ['csv', 'xlsx', 'xml'] as const
export type PriceFormat = (typeof PRICE_FORMATS)[number]

/** Most bytes of one file: its base64 must fit the server's 2 MB body limit. */
export const PRICE_FILE_MAX_BYTES = 1_400_000

export const dryRunBodySchema = z.object({
  provider: z.enum(SUPPLIERS),
  filename: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((v) => !hasBadChar(v), MSG.badChar),
  /** The file's bytes, base64: the bridge carries JSON bodies only. */
  content: z
    .string()
    .min(1)
    .max(Math.ceil(PRICE_FILE_MAX_BYTES / 3) * 4),
})

const availability = z.enum(ENUMS.availability)

export const newItemSchema = z.object({
  line: z.number().int(),
  code: z.string(),
  title: z.string(),
  price: z.number(),
  availability,
})
export const changedItemSchema = z.object({
  product_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  price: z.object({ old: z.number(), new: z.number() }).nullable(),
  availability: z.object({ old: availability, new: availability }).nullable(),
})
export const vanishedItemSchema = z.object({
  product_id: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  availability,
})

export const priceRunSchema = z.object({
  /** The `parsers` row of this upload. */
  id: z.number().int(),
  provider: z.enum(SUPPLIERS),
  filename: z.string(),
  status: z.string(),
  rows: z.number().int(),
  unchanged: z.number().int(),
  new: z.array(newItemSchema),
  changed: z.array(changedItemSchema),
  vanished: z.array(vanishedItemSchema),
})
export type PriceRun = z.infer<typeof priceRunSchema>

/**
 * A file that cannot be read: what is wrong and on which line (1-based; null: the whole file);
 * `said` is the same as a code (`@shared/messages`) for the reader's language.
 */
export const priceFileErrorSchema = z.object({
  line: z.number().int().nullable(),
  message: z.string(),
  said: messageSchema.optional(),
})
export type PriceFileError = z.infer<typeof priceFileErrorSchema>

/**
 * The dry run's answer: the run, or why the file was refused. A malformed file is an ordinary
 * outcome of an upload (nothing is written), so it is an answer, not a failed request.
 */
export const dryRunAnswerSchema = z.object({
  data: z.union([
    z.object({ run: priceRunSchema, error: z.null() }),
    z.object({ run: z.null(), error: priceFileErrorSchema }),
  ]),
})

export const runBodySchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) })
export const runAnswerSchema = z.object({ data: priceRunSchema })
export const applyRunAnswerSchema = z.object({
  data: z.object({ id: z.number().int(), changed: z.number().int(), vanished: z.number().int() }),
})

export const PRICE_MESSAGES = {
  format: msg('price.format'),
  empty: msg('price.empty'),
  noCode: msg('price.noCode'),
  badPrice: (value: string) => msg('price.badPrice', { value }),
  badAvailability: (value: string) => msg('price.badAvailability', { value }),
  duplicate: (code: string, first: number) => msg('price.duplicate', { code, first }),
  line: (line: number, what: Message) => msg('price.line', { line, what }),
  quote: msg('price.quote'),
  badChar: msg('price.badChar'),
  xml: (what: string) => msg('price.xml', { what }),
  xlsx: msg('price.xlsx'),
  get notFound() {
    return text('price.notFound')
  },
  get closed() {
    return text('price.closed')
  },
} as const

/** A supplier's availability cell: a stock count, or a word in Ukrainian, Russian or English. */
export function availabilityOf(raw: string): EnumValue<'availability'> | null {
  const value = raw.trim().toLowerCase()
  if (value === '') return 'not_available'
  if (/^-?\d+([.,]\d+)?$/.test(value))
    return Number(value.replace(',', '.')) > 0 ? 'available' : 'not_available'
  if (
    [
      'так',
      'є',
      'в наявності',
      'є в наявності',
      'есть',
      'в наличии',
      'yes',
      'true',
      'available',
      'instock',
      'in stock',
      '+',
    ].includes(value)
  ) {
    return 'available'
  }
  if (
    [
      'ні',
      'немає',
      'немає в наявності',
      'нет',
      'нет в наличии',
      'no',
      'false',
      'not_available',
      'outofstock',
      'out of stock',
      '-',
    ].includes(value)
  ) {
    return 'not_available'
  }
  if (
    ['під замовлення', 'под заказ', 'preorder', 'pre_order', 'очікується', 'ожидается'].includes(
      value,
    )
  ) {
    return 'pre_order'
  }
  return null
}

export const runItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.enum(SUPPLIERS),
  status: z.string(),
  new_count: z.number().int(),
  last_run_at: z.string().nullable(),
})
export type RunItem = z.infer<typeof runItemSchema>
export const runsAnswerSchema = z.object({ data: z.array(runItemSchema) })
export const dismissAnswerSchema = z.object({ data: z.object({ id: z.number().int() }) })
