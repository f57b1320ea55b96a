import { enumRef, msg, type Message } from '../messages'
import { ENUMS, type EnumValue } from '../resources/enums'

/**
 * Which order status may follow which (the spec leaves transitions "not shown"; the table is
 * ours, written down in docs/choices.md, "The order desk"). The server refuses any
 * other change with `statusChangeMessage`; the form and the list offer only these.
 */
export type OrderStatus = EnumValue<'order_status'>

export const ORDER_STATUSES: readonly OrderStatus[] = ENUMS.order_status

/** Final statuses: the order's story is over, nothing follows. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['taken', 'refusal', 'return']

/** Before the parcel leaves: the desk is still talking to the customer or the supplier. */
const TALKING: readonly OrderStatus[] = [
  'new',
  'not_call',
  'prepayment',
  'not_available',
  'pre_order',
  'drop_first',
  'ready',
  'refusal',
  'problem',
]

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: TALKING,
  not_call: TALKING,
  prepayment: TALKING,
  not_available: TALKING,
  pre_order: TALKING,
  // Drop shipping: the supplier has the order (1), then has shipped it to us or the customer (2).
  drop_first: ['drop_second', 'sent', 'not_available', 'refusal', 'problem'],
  drop_second: ['sent', 'refusal', 'problem'],
  ready: ['sent', 'not_available', 'refusal', 'problem'],
  sent: ['arrived', 'taken', 'return', 'problem'],
  arrived: ['taken', 'return', 'problem'],
  // A problem is sorted out into any status but the very first one.
  problem: ORDER_STATUSES.filter((s) => s !== 'new' && s !== 'problem'),
  taken: [],
  refusal: [],
  return: [],
}

/** Ukrainian names of the statuses, for the server's messages (the UI has its own bundles). */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: 'Нове',
  not_call: 'Не додзвонилися',
  prepayment: 'Передоплата',
  drop_first: 'Дроп 1',
  refusal: 'Відмова',
  not_available: 'Немає в наявності',
  pre_order: 'Передзамовлення',
  drop_second: 'Дроп 2',
  ready: 'Готове до відправки',
  sent: 'Відправлено',
  arrived: 'Прибуло',
  taken: 'Отримано',
  return: 'Повернення',
  problem: 'Проблема',
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value)
}

/** Whether `to` may follow `from`; staying in the same status is always allowed. */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_TRANSITIONS[from].includes(to)
}

/** The statuses an order in `from` may be given, itself first (for a select). */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return [from, ...ORDER_TRANSITIONS[from].filter((s) => s !== from)]
}

/** Why a change is refused, in the words the desk uses. */
export function statusChangeMessage(from: OrderStatus, to: OrderStatus): Message {
  const status = (...values: OrderStatus[]) => enumRef('order_status', ...values)
  if (FINAL_STATUSES.includes(from)) {
    return msg('order.statusClosed', { from: status(from), to: status(to) })
  }
  return msg('order.statusRefused', {
    from: status(from),
    to: status(to),
    allowed: status(...ORDER_TRANSITIONS[from]),
  })
}

/** A status's colour family in the UI (the design system's chip tones). */
export type StatusTone = 'accent' | 'info' | 'warning' | 'danger' | 'success' | 'secondary'

/**
 * Each order status's colour in lists: the new ones stand out, waiting on the customer or the
 * stock is a warning, a parcel on its way is information, ready to send is good, a failure is
 * a danger, and a closed sale recedes. Arrived and taken match the parcel cards' colours
 * (a parcel waiting at the branch, a parcel collected).
 */
export const ORDER_STATUS_TONE: Readonly<Record<OrderStatus, StatusTone>> = {
  new: 'accent',
  not_call: 'warning',
  prepayment: 'info',
  drop_first: 'info',
  drop_second: 'info',
  pre_order: 'info',
  not_available: 'warning',
  ready: 'success',
  sent: 'info',
  arrived: 'warning',
  taken: 'secondary',
  refusal: 'danger',
  return: 'danger',
  problem: 'danger',
}
