import { normalizePhone } from './phone'

/**
 * The global search box's classifier: one pure function shared by
 * the renderer (where Enter goes) and the server's search endpoint (what the dropdown lists).
 * The rules are checked in this order; the first that matches wins.
 */

export type SearchKind =
  | 'order_track'
  | 'order_phone'
  | 'order_id'
  | 'product_id'
  | 'product_barcode'
  | 'product_title'
  | 'category_title'

export type SearchTable = 'orders' | 'products' | 'categories'

export interface SearchLookup {
  table: SearchTable
  /** The list filter (URL parameter and `filter` key) the value goes to. */
  field: string
  value: string
}

export interface SearchTarget extends SearchLookup {
  kind: SearchKind
  /**
   * Where Enter goes: the record itself (an order's number), else the filtered list. A name's
   * Enter goes where its matches are (`landingFor`), which only the server's answer knows.
   */
  url: string
  /** More lookups the dropdown shows besides the main one (orders by surname for a name). */
  also: SearchLookup[]
}

/** Nova Poshta: 204 or 590 plus 11 digits; Ukrposhta: 050 plus 10 digits; Prom delivery: PRM-digits. */
export const PARCEL_PATTERNS: readonly RegExp[] = [
  /^(?:204|590)\d{11}$/,
  /^050\d{10}$/,
  /^PRM-\d+$/i,
]

export function isParcelNumber(input: string): boolean {
  const value = input.trim()
  return PARCEL_PATTERNS.some((re) => re.test(value))
}

/** Title searches append `**`, which the server reads as "contains". */
export const TITLE_SUFFIX = '**'

const PHONE_CHARS = /^[+\d\s\-().]+$/
const ORDER_ID = /^9\d{5}$/
const DIGITS = /^\d+$/
const DIGITS_AND_DASHES = /^\d[\d-]*\d$/
// Letters of any script, with spaces and the apostrophes and hyphens of names (Мар'яна, Іванова-Сидоренко).
const LETTERS = /^\p{L}(?:[\p{L}\s'’ʼ-]*\p{L})?$/u
const HAS_LETTER = /\p{L}/u
const HAS_DIGIT = /\d/

/** The list a lookup filters: `/orders?surname=Коваленко**`. */
export function lookupUrl({ table, field, value }: SearchLookup): string {
  return `/${table}?${field}=${encodeURIComponent(value)}`
}

function target(kind: SearchKind, table: SearchTable, field: string, value: string): SearchTarget {
  return { kind, table, field, value, url: lookupUrl({ table, field, value }), also: [] }
}

/** The combined results of a name that both products and orders carry. */
export function resultsUrl(input: string): string {
  return `/search?q=${encodeURIComponent(input.trim().replace(/\s+/g, ' '))}`
}

/**
 * Where Enter lands once it is known which lookups found something (`found`: the tables with
 * at least one match). Letters alone search products by title and orders by surname: Enter goes
 * to the one that has matches, to the combined results when both do, and to the products' list
 * (which says nothing was found) when neither does. Every other kind lands on its own target.
 */
export function landingFor(
  target: SearchTarget,
  input: string,
  found: ReadonlySet<SearchTable>,
): string {
  if (target.kind !== 'product_title') return target.url
  const orders = target.also.find((l) => l.table === 'orders')
  const products = found.has('products')
  if (orders && found.has('orders')) return products ? resultsUrl(input) : lookupUrl(orders)
  return target.url
}

/** Classifies a search-box input; `null` when it matches no rule (empty, punctuation only). */
export function classifySearch(input: string): SearchTarget | null {
  const raw = input.trim()
  if (raw === '') return null

  if (isParcelNumber(raw)) return target('order_track', 'orders', 'track', raw)

  if (PHONE_CHARS.test(raw)) {
    const phone = normalizePhone(raw)
    if (phone) return target('order_phone', 'orders', 'phone', phone)
  }

  if (ORDER_ID.test(raw)) {
    // An order's number (typed or scanned from its slip) opens the order itself.
    return { ...target('order_id', 'orders', 'id', raw), url: `/orders/${raw}` }
  }
  if (DIGITS.test(raw)) return target('product_id', 'products', 'id', raw)
  if (DIGITS_AND_DASHES.test(raw)) return target('product_barcode', 'products', 'barcode', raw)

  const term = raw.replace(/\s+/g, ' ')
  if (LETTERS.test(term)) {
    const found = target('product_title', 'products', 'title', term + TITLE_SUFFIX)
    found.also.push({ table: 'orders', field: 'surname', value: term + TITLE_SUFFIX })
    return found
  }
  if (HAS_LETTER.test(term) && HAS_DIGIT.test(term)) {
    return target('category_title', 'categories', 'title_full', term + TITLE_SUFFIX)
  }
  return null
}
