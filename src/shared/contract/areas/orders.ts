import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import * as s from '../schemas'
import * as o from '../orders'

/** What these routes take and answer: an order's save, history, status and SMS, and the status counts of the orders list (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'POST /api/orders/save': { body: o.orderSaveBodySchema, answer: o.orderSaveAnswerSchema },
  'POST /api/orders/history/:id': { answer: o.historyAnswerSchema },
  'POST /api/orders/by_phone': { body: o.byPhoneBodySchema, answer: o.byPhoneAnswerSchema },
  'POST /api/orders/set_status': { body: o.setStatusBodySchema, answer: o.setStatusAnswerSchema },
  'POST /api/orders/status_counts': { answer: o.statusCountsAnswerSchema },
  'POST /api/sms/preview': { body: o.smsBodySchema, answer: o.smsPreviewAnswerSchema },
  'POST /api/sms/send': { body: o.smsBodySchema, answer: s.recordAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
