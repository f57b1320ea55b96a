import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import * as inv from '../../supply/inventory'
import * as pl from '../../supply/price-lists'
import * as pr from '../../supply/parsers'

/** What these routes take and answer: the stock count, supplier feeds and price lists (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'POST /api/inventory/get_session': { answer: inv.countSessionAnswerSchema },
  'POST /api/inventory/scan': { body: inv.scanBodySchema, answer: inv.scanAnswerSchema },
  'POST /api/inventory/set_count': {
    body: inv.setCountBodySchema,
    answer: inv.setCountAnswerSchema,
  },
  'POST /api/inventory/apply': { answer: inv.applyCountAnswerSchema },
  'POST /api/parsers/feeds': { answer: pr.feedsAnswerSchema },
  'POST /api/parsers/review': { body: pr.reviewBodySchema, answer: pr.reviewAnswerSchema },
  'POST /api/parsers/run_now': { body: pr.runNowBodySchema, answer: pr.runNowAnswerSchema },
  'POST /api/parsers/apply': { body: pr.decideBodySchema, answer: pr.decideAnswerSchema },
  'POST /api/parsers/reject': { body: pr.decideBodySchema, answer: pr.decideAnswerSchema },
  'POST /api/parsers/get_columns': { body: pr.columnsBodySchema, answer: pr.columnsAnswerSchema },
  'POST /api/parsers/set_columns': {
    body: pr.setColumnsBodySchema,
    answer: pr.columnsAnswerSchema,
  },
  'POST /api/price_lists/dry_run': { body: pl.dryRunBodySchema, answer: pl.dryRunAnswerSchema },
  'POST /api/price_lists/get_runs': { answer: pl.runsAnswerSchema },
  'POST /api/price_lists/get_run': { body: pl.runBodySchema, answer: pl.runAnswerSchema },
  'POST /api/price_lists/apply': { body: pl.runBodySchema, answer: pl.applyRunAnswerSchema },
  'POST /api/price_lists/dismiss': { body: pl.runBodySchema, answer: pl.dismissAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
