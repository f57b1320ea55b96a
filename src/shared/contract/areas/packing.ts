import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import * as pk from '../../packing'

/** What these routes take and answer: the packing desk's open, scan, tick, reset, release and complete (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'POST /api/packing/open': { body: pk.openBodySchema, answer: pk.openAnswerSchema },
  'POST /api/packing/scan': { body: pk.scanBodySchema, answer: pk.scanAnswerSchema },
  'POST /api/packing/tick': { body: pk.tickBodySchema, answer: pk.scanAnswerSchema },
  'POST /api/packing/reset': { body: pk.orderBodySchema, answer: pk.openAnswerSchema },
  'POST /api/packing/release': { body: pk.releaseBodySchema, answer: pk.openAnswerSchema },
  'POST /api/packing/complete': { body: pk.orderBodySchema, answer: pk.openAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
