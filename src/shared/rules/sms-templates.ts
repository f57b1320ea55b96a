import { msg, textOf, type Message } from '../messages'

/**
 * The order form's message templates (`templates_sms` in the settings) and how
 * an order fills them. A placeholder is a word in braces from `PLACEHOLDER_LIST`; a template with
 * any other (`{sum}`) is refused when saved, and a text that still holds one after filling is
 * refused when sent, so no customer ever reads a brace.
 */

export const SMS_TEMPLATES = ['payment_sms', 'prepayment_viber', 'send_ttn'] as const
export type SmsTemplate = (typeof SMS_TEMPLATES)[number]

export const SMS_CHANNELS = ['sms', 'viber'] as const
export type SmsChannelName = (typeof SMS_CHANNELS)[number]

/** Each template's name as the server's messages give it (the UI has its own in its catalogues). */
export const TEMPLATE_TITLES: Readonly<Record<SmsTemplate, string>> = {
  payment_sms: 'SMS про оплату',
  prepayment_viber: 'Передоплата (Viber)',
  send_ttn: 'Відправлено, ТТН',
}

/** How each template goes unless the desk picks the other channel. */
export const TEMPLATE_CHANNEL: Readonly<Record<SmsTemplate, SmsChannelName>> = {
  payment_sms: 'sms',
  prepayment_viber: 'viber',
  send_ttn: 'sms',
}

/**
 * The placeholders a template may use, declared once: the server fills and checks them, the
 * template editor lists and inserts them. Each has its meaning (in the two UI languages) and an
 * example of what it becomes.
 */
export const PLACEHOLDER_LIST = [
  { name: 'name', uk: 'ім’я клієнта', ru: 'имя клиента', example: 'Олена' },
  { name: 'surname', uk: 'прізвище клієнта', ru: 'фамилия клиента', example: 'Коваленко' },
  { name: 'order', uk: 'номер замовлення', ru: 'номер заказа', example: '900123' },
  { name: 'total', uk: 'сума замовлення, грн', ru: 'сумма заказа, грн', example: '599.50' },
  { name: 'prepayment', uk: 'передоплата, грн', ru: 'предоплата, грн', example: '150' },
  {
    name: 'card',
    uk: 'поточна картка для оплати',
    ru: 'текущая карта для оплаты',
    example: '5375 4141 0276 3312',
  },
  {
    name: 'card_name',
    uk: 'власник картки',
    ru: 'владелец карты',
    example: 'Коваленко Олена Петрівна',
  },
  { name: 'bank', uk: 'банк картки', ru: 'банк карты', example: 'monobank' },
  { name: 'ttn', uk: 'номер ТТН посилки', ru: 'номер ТТН посылки', example: '20450000123456' },
] as const
export type Placeholder = (typeof PLACEHOLDER_LIST)[number]['name']
export const PLACEHOLDERS: readonly Placeholder[] = PLACEHOLDER_LIST.map((p) => p.name)

/** `{order}, {total}, …`: the valid placeholders as a message names them. */
export const PLACEHOLDER_NAMES_TEXT = PLACEHOLDERS.map((p) => `{${p}}`).join(', ')

/** Anything in braces, known or not (`{sum}`, `{ order }`, `{}`). */
const BRACED = /\{([^{}]*)\}/g

/**
 * What a template's text has that is not a placeholder: a word in braces the list does not hold
 * (`{sum}`, `{Order}`, `{ total }`), or a brace with no pair (`{order`, `}`). Answers them as
 * written, each once; empty when the text is fine. The template editor and the server's store
 * both refuse a template with any.
 */
export function templateProblems(template: string): string[] {
  const found = new Set<string>()
  const rest = template.replace(BRACED, (whole, key: string) => {
    if (!(PLACEHOLDERS as readonly string[]).includes(key)) found.add(whole)
    return ''
  })
  if (/[{}]/.test(rest)) {
    for (const m of rest.matchAll(/[{}][^\s{}]*/g)) found.add(m[0])
  }
  return [...found]
}

/** What is said of a template with problems: what is wrong, and what may be used instead. */
export function templateProblemSaid(problems: readonly string[]): Message {
  return msg('sms.unknownPlaceholder', {
    problems: problems.join(', '),
    valid: PLACEHOLDER_NAMES_TEXT,
  })
}

/** The same as text in the reader's language (a zod issue's message). */
export function templateProblemMessage(problems: readonly string[]): string {
  return textOf(templateProblemSaid(problems))
}

/** What a filled text still holds in braces: a placeholder the order could not fill. */
export function leftoverPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{[^{}]*\}|[{}]/g)].map((m) => m[0]))]
}

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

/**
 * The text with each placeholder replaced by its value. A placeholder the text does not know,
 * or one the order has no value for (no name, no card), stays as typed: the send then refuses
 * the text (`leftoverPlaceholders`) instead of a customer reading "До сплати  грн".
 */
export function fillTemplate(template: string, values: Record<Placeholder, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) && values[key as Placeholder] !== ''
      ? values[key as Placeholder]
      : whole,
  )
}
