import { z } from 'zod'
import { msg, type Message } from '../messages'
import { columnMappingSchema } from './columns'
import { SUPPLIERS } from './price-lists'

/**
 * Supplier feed parsers: a parser belongs to one supplier and reads its feed (YML/XML, CSV or
 * XLSX) from a URL on the server, on its interval and on "run now". Each run is compared with
 * that supplier's products; what differs waits for review (apply or reject, per row or all).
 */

export const ITEM_KINDS = ['new', 'price', 'availability', 'gone'] as const
export type ItemKind = (typeof ITEM_KINDS)[number]

const id = z.number().int().min(1).max(2_147_483_647)
const when = z.string().nullable()

export const parserStateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  provider: z.enum(SUPPLIERS).nullable(),
  active: z.boolean(),
  interval_minutes: z.number().int(),
  status: z.string(),
  new_count: z.number().int(),
  last_run_at: when,
  next_run_at: when,
  failures: z.number().int(),
  last_error: z.string().nullable(),
})
export type ParserState = z.infer<typeof parserStateSchema>

export const parserRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'ok', 'failed']),
  started_at: z.string(),
  finished_at: when,
  started_by: z.string(),
  format: z.string().nullable(),
  rows: z.number().int(),
  new_count: z.number().int(),
  price_count: z.number().int(),
  availability_count: z.number().int(),
  gone_count: z.number().int(),
  error: z.string().nullable(),
})
export type ParserRun = z.infer<typeof parserRunSchema>

export const parserItemSchema = z.object({
  id: z.number().int(),
  run_id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  product_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  title: z.string(),
  line: z.number().int().nullable(),
  old_price: z.number().nullable(),
  new_price: z.number().nullable(),
  old_availability: z.string().nullable(),
  new_availability: z.string().nullable(),
})
export type ParserItem = z.infer<typeof parserItemSchema>

/** How many results of a review page's list are sent at once, unless it asks for another size. */
export const REVIEW_PAGE = 100
/** The page sizes the review offers. */
export const REVIEW_PAGE_SIZES = [50, 100, 200, 500] as const

export const reviewBodySchema = z.object({
  id,
  kind: z.enum(ITEM_KINDS).nullable().optional(),
  page: z.number().int().min(1).max(100_000).optional(),
  per_page: z.number().int().min(1).max(500).optional(),
})
export const reviewAnswerSchema = z.object({
  data: z.object({
    parser: parserStateSchema,
    runs: z.array(parserRunSchema),
    items: z.array(parserItemSchema),
    /** This page of `items` (1-based), its size, and how many results the chosen kind has. */
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** Pending results by kind (all of them, not only this page's). */
    pending: z.object({
      new: z.number().int(),
      price: z.number().int(),
      availability: z.number().int(),
      gone: z.number().int(),
    }),
  }),
})
export type Review = z.infer<typeof reviewAnswerSchema>['data']

export const feedsAnswerSchema = z.object({ data: z.array(parserStateSchema) })

export const runNowBodySchema = z.object({ id })
export const runNowAnswerSchema = z.object({
  data: z.object({
    run: parserRunSchema.nullable(),
    /** `busy`: another run holds the lease (on this server or another). */
    skipped: z.enum(['busy']).nullable(),
    message: z.string().nullable(),
  }),
})

/** `items` null: every pending result of the parser. */
export const decideBodySchema = z.object({
  id,
  items: z.array(id).min(1).max(1000).nullable(),
})
export const decideAnswerSchema = z.object({
  data: z.object({ decided: z.number().int(), pending: z.number().int() }),
})

export const columnsBodySchema = z.object({ provider: z.enum(SUPPLIERS) })
export const setColumnsBodySchema = z.object({
  provider: z.enum(SUPPLIERS),
  mapping: columnMappingSchema,
})
/** The header row last read from the supplier's file or feed (null: none read yet). */
export const seenHeadersSchema = z.object({
  names: z.array(z.string()),
  source: z.enum(['file', 'feed']),
  /** The file's name or the feed parser's title. */
  name: z.string(),
  seen_at: z.string(),
})
export type SeenHeaders = z.infer<typeof seenHeadersSchema>
export const columnsAnswerSchema = z.object({
  data: z.object({ mapping: columnMappingSchema, headers: seenHeadersSchema.nullable() }),
})

/** What a parser's run says (`@shared/messages`: `parser.*`). */
export const PARSER_MESSAGES = {
  notFound: msg('parser.notFound'),
  noSupplier: msg('parser.noSupplier'),
  busy: msg('parser.busy'),
  crashed: msg('parser.crashed'),
  failed: msg('parser.failed'),
  badFeed: (what: Message) => msg('parser.badFeed', { what }),
} as const
