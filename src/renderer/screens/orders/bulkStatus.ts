import {
  ORDER_STATUSES,
  canChangeStatus,
  isOrderStatus,
  type OrderStatus,
} from '@shared/rules/order-status'

export interface BulkChoices {
  /** Statuses every selected order may take, and that change at least one of them. */
  allowed: OrderStatus[]
  /** The other statuses: offered too, and the server's refusal then names the orders that stop it. */
  others: OrderStatus[]
}

/**
 * What the bulk change offers for the selected orders' current statuses, by the transition
 * table (`src/shared/rules/order-status.ts`), in the statuses' own order.
 */
export function bulkChoices(current: readonly unknown[]): BulkChoices {
  const from = current.filter(isOrderStatus)
  const allowed: OrderStatus[] = []
  const others: OrderStatus[] = []
  if (from.length === 0) return { allowed, others }
  for (const to of ORDER_STATUSES) {
    const changesOne = from.some((s) => s !== to)
    if (changesOne && from.every((s) => canChangeStatus(s, to))) allowed.push(to)
    else if (changesOne) others.push(to)
  }
  return { allowed, others }
}
