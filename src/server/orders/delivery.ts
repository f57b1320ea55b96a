import { deliveryErrors } from '@shared/rules/delivery'
import { HttpError } from '../http/errors'

/**
 * An update may carry only some of an order's fields (a status from the list, a comment): its
 * delivery is checked as it will be stored, the changes over the locked row. Refused with 422
 * and the fields' errors; a change that touches no delivery field passes untouched.
 */
export function checkDeliveryChange(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): void {
  const touches = ['delivery_method', 'postcode', 'address'].some((f) => f in changes)
  if (!touches) return
  const errors = deliveryErrors({ ...before, ...changes })
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'common.validation', errors)
}
