import type { EnumValue } from './resources/enums'

/**
 * Stock: each product's `quantity` is what the shelf holds, and every change of it is a row of
 * `stock_movements` (product, delta, the stock after, reason, order, who, when), so the figure
 * can be explained. Packing writes off what was packed; a return or a cancelled packed order
 * puts it back; stock-taking sets it; a manager's edit of the product's form is a movement too.
 * The rules are in docs/choices.md ("Packing and stock"); the server's writer is
 * `src/server/stock/movements.ts`.
 */
export type Availability = EnumValue<'availability'>
export type StockReason = EnumValue<'stock_reason'>

/** The setting that says what an empty shelf makes an "available" product. */
export const STOCK_ZERO_SETTING = 'stock.zero_availability'

/** What an empty shelf may make a product: "running out" (still sold) or "to order". */
export const STOCK_ZERO_WORDS = ['available_not', 'pre_order'] as const
export type StockZeroWord = (typeof STOCK_ZERO_WORDS)[number]
export const DEFAULT_STOCK_ZERO: StockZeroWord = 'pre_order'

export function stockZeroWord(value: unknown): StockZeroWord {
  const text = typeof value === 'string' ? value.trim() : ''
  return (STOCK_ZERO_WORDS as readonly string[]).includes(text)
    ? (text as StockZeroWord)
    : DEFAULT_STOCK_ZERO
}

/**
 * A product's availability after its stock became `quantity`: an empty shelf makes an
 * "available" product the setting's word; stock found again makes a product that the empty
 * shelf (or a count) had marked unavailable "available". A manager's "not available" on a
 * product with stock, or "to order" while the setting says "running out", stay as they are.
 */
export function availabilityForStock(
  before: Availability,
  quantity: number,
  zero: StockZeroWord,
): Availability {
  if (quantity <= 0) return before === 'available' ? zero : before
  if (before === zero || before === 'not_available') return 'available'
  return before
}

/** How available an offer is, from none to fully: the Prom offer is never more than its product. */
const RANK: Readonly<Record<Availability, number>> = {
  not_available: 0,
  pre_order: 1,
  available_not: 2,
  available: 3,
}

/** The less available of two words (a Prom row's and its product's). */
export function lessAvailable(a: Availability, b: Availability): Availability {
  return (RANK[a] ?? 0) <= (RANK[b] ?? 0) ? a : b
}
