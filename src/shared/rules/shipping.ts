import { enumRef, msg, type Message } from '../messages'
import type { EnumValue } from '../resources/enums'
import { canChangeStatus, isOrderStatus, type OrderStatus } from './order-status'

/**
 * May this order be packed and shipped? One rule for the packing desk and the server
 * (`src/server/packing`), written down in docs/choices.md ("Packing and stock"):
 *
 * - **Blocked** (nobody packs it): its status cannot lead to "ready" (drop shipping, already
 *   sent, or closed), as `ORDER_TRANSITIONS` says.
 * - **Held** (a manager may let it through, with a typed reason kept in the action log):
 *   the desk never confirmed it with the customer (`new`, `not_call`, `not_available`,
 *   `problem`), or it is to be paid before it leaves (one of the prepaid pay methods, or the
 *   status "prepayment") and no prepayment is recorded.
 *
 * Cash on delivery has no pay method: the carrier collects the money, nothing is owed before.
 */
export type PayMethod = EnumValue<'pay_method'>

/** Statuses where the desk has confirmed the order with the customer. */
export const CONFIRMED_STATUSES: readonly OrderStatus[] = ['prepayment', 'pre_order', 'ready']

/**
 * Pay methods paid before the parcel leaves (a bank transfer, a card, an online checkout): every
 * method the shop names. An order without one is cash on delivery.
 */
export const PREPAID_METHODS: readonly PayMethod[] = [
  'iban',
  'card_fop',
  'mono_pay',
  'rozetrka_pay',
  'card_mono',
  'card_privat',
]

export interface ShippingFacts {
  status: string
  pay_method: string | null
  prepayment: number
}

export interface ShippingCheck {
  /** Why nobody packs this order, or null. */
  blocked: Message | null
  /** Why it waits for a manager's release (none: it may go). */
  held: Message[]
}

/**
 * The shipping rule's reasons (`@shared/messages`: `shipping.*`), the status and the pay
 * method as enumeration values, so each reader sees their labels in their own language.
 */
export const SHIPPING_MESSAGES = {
  blocked: (status: OrderStatus) =>
    msg('shipping.blocked', { status: enumRef('order_status', status) }),
  unconfirmed: (status: OrderStatus) =>
    msg('shipping.unconfirmed', { status: enumRef('order_status', status) }),
  unpaid: (method: PayMethod) => msg('shipping.unpaid', { method: enumRef('pay_method', method) }),
  unpaidStatus: msg('shipping.unpaidStatus'),
  /** What held the order, and who lets it through: one sentence for the scan's refusal. */
  releaseNeeded: (first: Message, ...rest: Message[]) =>
    msg('shipping.releaseNeeded', {
      reasons: rest.reduce(
        (all, next) => msg('shipping.both', { first: all, second: next }),
        first,
      ),
    }),
} as const

/** Ukrainian names of the pay methods, for the server's messages. */
export const PAY_METHOD_NAMES: Readonly<Record<PayMethod, string>> = {
  iban: 'IBAN',
  card_fop: 'Картка ФОП',
  mono_pay: 'mono pay',
  rozetrka_pay: 'Rozetka Pay',
  card_mono: 'Картка Monobank',
  card_privat: 'Картка ПриватБанку',
}

const isPrepaidMethod = (m: string | null): m is PayMethod =>
  m !== null && (PREPAID_METHODS as readonly string[]).includes(m)

/** What stops this order at the packing desk (see the rule above). */
export function shippingCheck(order: ShippingFacts): ShippingCheck {
  if (!isOrderStatus(order.status)) return { blocked: null, held: [] }
  if (!canChangeStatus(order.status, 'ready')) {
    return { blocked: SHIPPING_MESSAGES.blocked(order.status), held: [] }
  }
  const held: Message[] = []
  if (!CONFIRMED_STATUSES.includes(order.status)) {
    held.push(SHIPPING_MESSAGES.unconfirmed(order.status))
  }
  const paid = Number.isFinite(order.prepayment) && order.prepayment > 0
  if (!paid && isPrepaidMethod(order.pay_method)) {
    held.push(SHIPPING_MESSAGES.unpaid(order.pay_method))
  } else if (!paid && order.status === 'prepayment') {
    held.push(SHIPPING_MESSAGES.unpaidStatus)
  }
  return { blocked: null, held }
}
