/**
 * Ukrainian phone numbers. Everything is stored and searched in the 10-digit national form
 * `0XXXXXXXXX`; people type `+38 (050) 123-45-67`, `380501234567`, `050 123 45 67`.
 */

/** Characters people put around the digits of a phone number. */
const DECORATION = /[\s\-().]/g

/** The 10-digit national form, or `null` when the input is not a Ukrainian phone number. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(DECORATION, '')
  const match = /^(?:\+?38)?(0\d{9})$/.exec(compact)
  return match?.[1] ?? null
}

export type PhoneOperator = 'vodafone' | 'life' | 'kyivstar'

/** Mobile operator by prefix. */
export const OPERATOR_PREFIXES: Readonly<Record<PhoneOperator, readonly string[]>> = {
  vodafone: ['050', '066', '095', '099'],
  life: ['063', '073', '093'],
  kyivstar: ['067', '068', '096', '097', '098'],
}

/** The operator of a phone number in any accepted spelling; `null` for other prefixes. */
export function phoneOperator(input: string): PhoneOperator | null {
  const phone = normalizePhone(input)
  if (!phone) return null
  const prefix = phone.slice(0, 3)
  for (const [operator, prefixes] of Object.entries(OPERATOR_PREFIXES)) {
    if (prefixes.includes(prefix)) return operator as PhoneOperator
  }
  return null
}

/** `0501234567` -> `050 123 45 67`, for reading aloud on a call; other input comes back as is. */
export function formatPhone(input: string): string {
  const phone = normalizePhone(input)
  if (!phone) return input
  return `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`
}
