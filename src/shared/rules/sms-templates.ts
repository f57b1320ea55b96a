/**
 * The order form's message templates (`templates_sms` in the settings, spec section 3) and how
 * an order fills them. A placeholder is a word in braces; one the text does not know stays as
 * typed, so a misspelt `{totl}` shows in the last look before sending instead of vanishing.
 */

export const SMS_TEMPLATES = ['payment_sms', 'prepayment_viber', 'send_ttn'] as const
export type SmsTemplate = (typeof SMS_TEMPLATES)[number]

export const SMS_CHANNELS = ['sms', 'viber'] as const
export type SmsChannelName = (typeof SMS_CHANNELS)[number]

/** How each template goes unless the desk picks the other channel. */
export const TEMPLATE_CHANNEL: Readonly<Record<SmsTemplate, SmsChannelName>> = {
  payment_sms: 'sms',
  prepayment_viber: 'viber',
  send_ttn: 'sms',
}

/**
 * The placeholders (documented in docs/choices.md): the customer's `{name}` and `{surname}`,
 * the order number `{order}`, its `{total}` and `{prepayment}` in hryvnias, the current
 * requisites card `{card}` with its holder `{card_name}` and `{bank}`, and the parcel's `{ttn}`.
 */
export const PLACEHOLDERS = [
  'name',
  'surname',
  'order',
  'total',
  'prepayment',
  'card',
  'card_name',
  'bank',
  'ttn',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

export interface RequisitesCard {
  card: string
  name: string
  bank: string
}

/** `599.5` → `599.50`, `600` → `600`: as a price is written to a customer. */
export function formatAmount(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return ''
  return Number.isInteger(n) ? String(n) : n.toFixed(2)
}

/** The current card of `info.rekvizity_payment` (`{cards, current}`), or null when none. */
export function currentCard(requisites: unknown): RequisitesCard | null {
  if (typeof requisites !== 'object' || requisites === null) return null
  const { cards, current } = requisites as { cards?: unknown; current?: unknown }
  if (!Array.isArray(cards) || cards.length === 0) return null
  const index = Number(current)
  const found: unknown = cards[Number.isInteger(index) && index >= 0 ? index : 0]
  if (typeof found !== 'object' || found === null) return null
  const c = found as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
  if (!text(c.card)) return null
  return { card: text(c.card), name: text(c.name), bank: text(c.bank) }
}

export function orderPlaceholders(
  order: Record<string, unknown>,
  card: RequisitesCard | null,
): Record<Placeholder, string> {
  const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
  return {
    name: text(order.name),
    surname: text(order.surname),
    order: text(order.id),
    total: formatAmount(order.total ?? 0),
    prepayment: formatAmount(order.prepayment ?? 0),
    card: card?.card ?? '',
    card_name: card?.name ?? '',
    bank: card?.bank ?? '',
    ttn: text(order.track),
  }
}

/** The placeholders a template's text uses. */
export function usedPlaceholders(template: string): Placeholder[] {
  const found = new Set<Placeholder>()
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    const key = m[1] as Placeholder
    if ((PLACEHOLDERS as readonly string[]).includes(key)) found.add(key)
  }
  return [...found]
}

export function fillTemplate(template: string, values: Record<Placeholder, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as Placeholder] : whole,
  )
}
