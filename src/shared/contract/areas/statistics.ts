import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import { STAT_ANSWERS, statsBodySchema, todayAnswerSchema } from '../statistics'

/** What these routes take and answer: the statistics screen's reports and the day's figures (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'POST /api/statistics/orders': { body: statsBodySchema, answer: STAT_ANSWERS.orders },
  'POST /api/statistics/sales': { body: statsBodySchema, answer: STAT_ANSWERS.sales },
  'POST /api/statistics/products': { body: statsBodySchema, answer: STAT_ANSWERS.products },
  'POST /api/statistics/calls': { body: statsBodySchema, answer: STAT_ANSWERS.calls },
  'POST /api/statistics/cash': { body: statsBodySchema, answer: STAT_ANSWERS.cash },
  'POST /api/statistics/managers': { body: statsBodySchema, answer: STAT_ANSWERS.managers },
  'POST /api/statistics/today': { answer: todayAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
