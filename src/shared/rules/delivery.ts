import { text } from '../messages'
import { MSG } from '../resources/messages'
import type { RuleResult } from './tasks'

/**
 * How an order travels: Nova Poshta (a city and a branch, by their refs), Ukrposhta
 * (a postcode and an address) or pickup from the shop (nothing). Written down in
 * docs/choices.md ("Delivery methods").
 */
export const DELIVERY_METHODS = ['nova_poshta', 'ukrposhta', 'pickup'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/** Each method's own fields; a method's change clears the others'. */
export const DELIVERY_FIELDS: Record<DeliveryMethod, readonly string[]> = {
  nova_poshta: ['city_name', 'city_ref', 'warehouse_name', 'warehouse_ref'],
  ukrposhta: ['postcode', 'address'],
  pickup: [],
}
const ALL_DELIVERY_FIELDS = Object.values(DELIVERY_FIELDS).flat()

/** Said beside the postcode when it is not five digits, in the reader's language. */
export const postcodeMessage = () => text('field.postcode')

export function isDeliveryMethod(v: unknown): v is DeliveryMethod {
  return typeof v === 'string' && (DELIVERY_METHODS as readonly string[]).includes(v)
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim())

/**
 * What an order's delivery must hold once saved: Ukrposhta needs its postcode (5 digits) and
 * address; Nova Poshta and pickup need nothing (an order is often saved before the customer
 * has named a branch). A postcode, when there is one, is 5 digits whatever the method.
 */
export function deliveryErrors(order: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const postcode = typeof order.postcode === 'string' ? order.postcode.trim() : ''
  if (postcode && !/^\d{5}$/.test(postcode)) errors.postcode = [postcodeMessage()]
  if (order.delivery_method === 'ukrposhta') {
    if (blank(order.postcode)) errors.postcode = [MSG.required]
    if (blank(order.address)) errors.address = [MSG.required]
  }
  return errors
}

/**
 * An order's payload on its way to the store: the postcode trimmed, and when the payload names
 * the method, the other methods' fields cleared (a pickup keeps no branch of an earlier Nova
 * Poshta choice). A create is checked whole here; an update is checked against the stored row
 * (`deliveryErrors` on the merged values), since it may carry only some fields.
 */
export function applyDeliveryRules(input: Record<string, unknown>, partial = false): RuleResult {
  const values = { ...input }
  if (typeof values.postcode === 'string') values.postcode = values.postcode.trim()
  const method = values.delivery_method
  if (isDeliveryMethod(method)) {
    for (const f of ALL_DELIVERY_FIELDS) {
      if (!DELIVERY_FIELDS[method].includes(f)) values[f] = null
    }
  }
  const errors = partial
    ? pick(deliveryErrors(values), 'postcode')
    : deliveryErrors({ delivery_method: 'nova_poshta', ...values })
  return { values, errors }
}

function pick(errors: Record<string, string[]>, ...names: string[]) {
  const out: Record<string, string[]> = {}
  for (const n of names) if (errors[n]) out[n] = errors[n]
  return out
}
