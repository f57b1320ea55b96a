import { canChangeStatus, isOrderStatus, statusChangeMessage } from '@shared/rules/order-status'
import { HttpError } from '../http/errors'

/**
 * Refuses an order's status change the transition table does not allow (422, the reason in
 * Ukrainian). Anything that is not a status change (no status sent, the same one, an unknown
 * stored value from before the table existed) passes.
 */
export function checkStatusChange(from: unknown, to: unknown): void {
  if (to === undefined || !isOrderStatus(from) || !isOrderStatus(to)) return
  if (canChangeStatus(from, to)) return
  // 422, not 409: the form shows it beside the status field; 409 means "someone saved first".
  const reason = statusChangeMessage(from, to)
  throw new HttpError(422, reason, { status: [reason] })
}
