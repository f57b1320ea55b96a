import { z } from 'zod'
import { msg, SaidError } from '../messages'

/**
 * Which column of a supplier's file or feed holds what. Every price list and every feed goes
 * through one mapping: the header names below are recognised in Ukrainian, Russian and English
 * (compared without case, surrounding spaces, or a trailing colon); a supplier's saved mapping
 * (`supplier_columns`) names its own headers and wins over the recognised ones.
 */

export const FEED_FIELDS = ['sku', 'barcode', 'title', 'price', 'availability'] as const
export type FeedField = (typeof FEED_FIELDS)[number]

/** The header names recognised for each field, in order of preference. */
export const KNOWN_HEADERS: Record<FeedField, readonly string[]> = {
  sku: [
    'sku',
    'article',
    'artikul',
    'vendorcode',
    'vendor_code',
    'vendor code',
    'код',
    'код товару',
    'код товара',
    'артикул',
    'артикул постачальника',
    'артикул поставщика',
    'model',
  ],
  barcode: ['barcode', 'ean', 'ean13', 'gtin', 'upc', 'штрихкод', 'штрих-код', 'штрих код'],
  title: [
    'title',
    'name',
    'product',
    'product name',
    'назва',
    'найменування',
    'наименование',
    'название',
    'товар',
  ],
  price: [
    'price',
    'price_uah',
    'retail price',
    'ціна',
    'ціна, грн',
    'ціна роздрібна',
    'роздрібна ціна',
    'цена',
    'цена, грн',
    'цена розничная',
    'розничная цена',
  ],
  availability: [
    'availability',
    'available',
    'stock',
    'in stock',
    'instock',
    'quantity',
    'qty',
    'quantity_in_stock',
    'stock_quantity',
    'status',
    'наявність',
    'залишок',
    'кількість',
    'статус',
    'наличие',
    'остаток',
    'количество',
  ],
}

export const headerKey = (name: string) =>
  name
    .trim()
    .replace(/:$/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .toLowerCase()

/** The longest header name a mapping names, and how many of a file's headers are kept. */
export const COLUMN_NAME_MAX = 100
export const HEADERS_KEPT = 200

/** A supplier's own header names, by field (an empty or missing one: recognised as above). */
export const columnMappingSchema = z
  .object(
    Object.fromEntries(
      FEED_FIELDS.map((f) => [f, z.string().trim().max(COLUMN_NAME_MAX).optional()]),
    ) as Record<FeedField, z.ZodOptional<z.ZodString>>,
  )
  .strict()
export type ColumnMapping = z.infer<typeof columnMappingSchema>

export type ResolvedColumns = Record<FeedField, string | null>

/** A header the mapping names for two fields (one column feeds one field), or null. */
export function headerNamedTwice(mapping: ColumnMapping): string | null {
  const seen = new Set<string>()
  for (const field of FEED_FIELDS) {
    const own = mapping[field]?.trim()
    if (!own) continue
    const k = headerKey(own)
    if (seen.has(k)) return own
    seen.add(k)
  }
  return null
}

/** The header the recognised names find for a field among a file's headers (no mapping). */
export function recognised(field: FeedField, headers: Iterable<string>): string | null {
  const present = new Set([...headers].map(headerKey))
  return KNOWN_HEADERS[field].find((n) => present.has(n)) ?? null
}

/** What a file's header row lacks (`@shared/messages`: `columns.*`). */
export const COLUMN_MESSAGES = {
  noKey: msg('columns.noKey'),
  noPrice: (names: string) => msg('columns.noPrice', { names }),
  savedMissing: (name: string) => msg('columns.savedMissing', { name }),
} as const

/**
 * The columns of a file, by field: the saved mapping's header where it names one, else the
 * first recognised header present. Throws a message (string) when the file lacks the price,
 * or both the article and the barcode, or a header the saved mapping names.
 */
export function resolveColumns(
  headers: Iterable<string>,
  saved: ColumnMapping | null = null,
): ResolvedColumns {
  const present = new Set([...headers].map(headerKey))
  const out = {} as ResolvedColumns
  for (const field of FEED_FIELDS) {
    const own = saved?.[field]?.trim()
    if (own) {
      if (!present.has(headerKey(own))) throw new ColumnFault(COLUMN_MESSAGES.savedMissing(own))
      out[field] = headerKey(own)
      continue
    }
    out[field] = KNOWN_HEADERS[field].find((n) => present.has(n)) ?? null
  }
  if (!out.sku && !out.barcode) throw new ColumnFault(COLUMN_MESSAGES.noKey)
  if (!out.price) {
    throw new ColumnFault(COLUMN_MESSAGES.noPrice('Ціна, Ціна роздрібна, Цена, price'))
  }
  return out
}

/** A file whose header row cannot be mapped: the message says what is missing. */
export class ColumnFault extends SaidError {
  override name = 'ColumnFault'
}
