import { z } from 'zod'
import type { RouteEntry, RouteSchemas, RouteSpec } from './route-spec'
import { FIXED_RULES, splitKey, type FixedKey } from './route-rules'
import { backupItemSchema, backupListSchema } from './backups'
import { categoryTreeAnswerSchema } from './catalogue'
import { sessionInfoSchema } from './sessions'
import { systemInfoSchema } from '../system'
import * as s from './schemas'
import { STAT_ANSWERS, statsBodySchema, todayAnswerSchema } from './statistics'
import { setParamAnswerSchema, setParamBodySchema } from '../settings-params'
import * as o from './orders'
import * as inv from '../supply/inventory'
import * as pl from '../supply/price-lists'
import * as pr from '../supply/parsers'
import { exportProgressAnswerSchema } from './exports'
import * as img from './images'
import * as pk from '../packing'
import * as wb from './waybills'
import { fetchNowAnswerSchema } from './marketplaces'

export type { RouteAccess, RouteEntry, RoutePath, RouteRule, RouteSpec } from './route-spec'
export {
  FIXED_RULES,
  findRoute,
  isContractRoute,
  matchPattern,
  splitKey,
  type FixedKey,
} from './route-rules'

/**
 * What each fixed route takes and answers (who may call it, and why: `FIXED_RULES`,
 * `route-rules.ts`). The server parses every body and tests every answer with these; callers
 * get their types from them.
 */
export const FIXED_SCHEMAS = {
  'GET /health': { answer: s.healthAnswerSchema },
  'POST /login': { body: s.loginBodySchema, answer: s.userAnswerSchema },
  'POST /logout': { answer: s.emptyAnswerSchema },
  'POST /session': { answer: s.sessionAnswerSchema },
  'POST /setup/state': { answer: s.setupStateAnswerSchema },
  'POST /setup/admin': { body: s.adminBodySchema, answer: s.userAnswerSchema },
  'POST /api/settings/get_params': { answer: s.paramsAnswerSchema },
  'POST /api/settings/get_informers': { answer: s.informersAnswerSchema },
  'POST /api/search': { body: s.searchBodySchema, answer: s.searchAnswerSchema },
  'POST /api/system/get_info': { answer: z.object({ data: systemInfoSchema }) },
  'GET /apisite/nova_pochta/get_cities/:query': { answer: s.carrierAnswerSchemas.cities },
  'GET /apisite/nova_pochta/get_warehouses/:cityRef': { answer: s.carrierAnswerSchemas.warehouses },
  'GET /apisite/nova_pochta/get_senders': { answer: s.carrierAnswerSchemas.senders },
  'GET /apisite/nova_pochta/get_contacts/:counterpartyRef': {
    answer: s.carrierAnswerSchemas.contacts,
  },
  'POST /apisite/nova_pochta/tracking': {
    body: s.trackingBodySchema,
    answer: s.carrierAnswerSchemas.tracking,
  },
  'POST /api/sessions/get_sessions': { answer: z.object({ data: z.array(sessionInfoSchema) }) },
  'POST /api/sessions/revoke_others': {
    answer: z.object({ data: z.object({ revoked: z.number().int() }) }),
  },
  'DELETE /api/sessions/:id': { answer: s.emptyAnswerSchema },
  'POST /api/settings/get_carrier_key': { answer: s.carrierKeyBodySchema },
  'POST /api/tasks/set_status/:id/:status': { answer: s.recordAnswerSchema },
  'POST /api/ttns/update_status_all': { answer: s.arrivedAnswerSchema },
  'POST /api/backups/get_backups': { answer: z.object({ data: backupListSchema }) },
  'POST /api/backups/create': { answer: z.object({ data: backupItemSchema }) },
  'POST /api/categories/get_tree': { answer: categoryTreeAnswerSchema },
  'POST /api/statistics/orders': { body: statsBodySchema, answer: STAT_ANSWERS.orders },
  'POST /api/statistics/sales': { body: statsBodySchema, answer: STAT_ANSWERS.sales },
  'POST /api/statistics/products': { body: statsBodySchema, answer: STAT_ANSWERS.products },
  'POST /api/statistics/calls': { body: statsBodySchema, answer: STAT_ANSWERS.calls },
  'POST /api/statistics/cash': { body: statsBodySchema, answer: STAT_ANSWERS.cash },
  'POST /api/statistics/managers': { body: statsBodySchema, answer: STAT_ANSWERS.managers },
  'POST /api/statistics/today': { answer: todayAnswerSchema },
  'POST /api/settings/set_param': { body: setParamBodySchema, answer: setParamAnswerSchema },
  'GET /feeds/prom/:account.xml': { answer: z.string() },
  'POST /api/orders/save': { body: o.orderSaveBodySchema, answer: o.orderSaveAnswerSchema },
  'POST /api/orders/history/:id': { answer: o.historyAnswerSchema },
  'POST /api/orders/by_phone': { body: o.byPhoneBodySchema, answer: o.byPhoneAnswerSchema },
  'POST /api/orders/set_status': { body: o.setStatusBodySchema, answer: o.setStatusAnswerSchema },
  'POST /api/orders/status_counts': { answer: o.statusCountsAnswerSchema },
  'POST /api/sms/preview': { body: o.smsBodySchema, answer: o.smsPreviewAnswerSchema },
  'POST /api/sms/send': { body: o.smsBodySchema, answer: s.recordAnswerSchema },
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
  'POST /api/exports/progress/:job': { answer: exportProgressAnswerSchema },
  'POST /api/products_images/upload': {
    body: img.productImageUploadSchema,
    answer: img.productImagesAnswerSchema,
    bodyLimit: img.IMAGE_BODY_LIMIT,
  },
  'POST /api/products_images/get_images': {
    body: img.productImagesBodySchema,
    answer: img.productImagesAnswerSchema,
  },
  'POST /api/products_images/set_order': {
    body: img.productImagesOrderSchema,
    answer: img.productImagesAnswerSchema,
  },
  'DELETE /api/products_images/:id': { answer: img.productImagesAnswerSchema },
  'POST /api/products_images/file/:id': {
    body: img.imageVariantSchema,
    answer: img.imageDataAnswerSchema,
  },
  'POST /api/products_images/thumbs': {
    body: img.productThumbsBodySchema,
    answer: img.thumbsAnswerSchema,
  },
  'GET /feeds/prom/images/:file': { answer: z.string() },
  'POST /api/orders_images/upload': {
    body: img.orderImageUploadSchema,
    answer: img.orderImageAnswerSchema,
    bodyLimit: img.IMAGE_BODY_LIMIT,
  },
  'POST /api/orders_images/of_order': {
    body: img.orderImagesBodySchema,
    answer: img.orderImagesAnswerSchema,
  },
  'POST /api/orders_images/file/:id': {
    body: img.imageVariantSchema,
    answer: img.imageDataAnswerSchema,
  },
  'POST /api/orders_images/thumbs': {
    body: img.orderThumbsBodySchema,
    answer: img.thumbsAnswerSchema,
  },
  'POST /api/packing/open': { body: pk.openBodySchema, answer: pk.openAnswerSchema },
  'POST /api/packing/scan': { body: pk.scanBodySchema, answer: pk.scanAnswerSchema },
  'POST /api/packing/tick': { body: pk.tickBodySchema, answer: pk.scanAnswerSchema },
  'POST /api/packing/reset': { body: pk.orderBodySchema, answer: pk.openAnswerSchema },
  'POST /api/packing/release': { body: pk.releaseBodySchema, answer: pk.openAnswerSchema },
  'POST /api/packing/complete': { body: pk.orderBodySchema, answer: pk.openAnswerSchema },
  'POST /api/waybills/create': {
    body: wb.waybillCreateBodySchema,
    answer: wb.waybillCreateAnswerSchema,
  },
  'POST /api/waybills/delete': {
    body: wb.waybillDeleteBodySchema,
    answer: wb.waybillDeleteAnswerSchema,
  },
  'POST /api/waybills/get_day': {
    body: wb.waybillDayBodySchema,
    answer: wb.waybillDayAnswerSchema,
  },
  'POST /api/waybills/scan_sheet': {
    body: wb.scanSheetBodySchema,
    answer: wb.scanSheetAnswerSchema,
  },
  'GET /apisite/nova_pochta/marking/:ttn': { answer: wb.pdfAnswerSchema },
  'GET /apisite/nova_pochta/scan_sheet/:ref': { answer: wb.pdfAnswerSchema },
  'POST /api/import_runs/fetch_now': { answer: fetchNowAnswerSchema },
} as const satisfies { [K in FixedKey]: RouteSchemas }

type Joined<R, S> = { [K in keyof R & keyof S]: R[K] & S[K] }

function join<R extends object, S extends { [K in keyof R]: object }>(rules: R, schemas: S) {
  const out: Partial<Joined<R, S>> = {}
  for (const key of Object.keys(rules) as (keyof R & keyof S)[]) {
    out[key] = Object.assign({}, rules[key], schemas[key])
  }
  return out as Joined<R, S>
}

/** Every fixed route whole: its rule and its schemas. */
export const FIXED = join(FIXED_RULES, FIXED_SCHEMAS)

export const FIXED_ROUTES: readonly RouteSpec[] = Object.entries(FIXED).map(
  ([key, entry]): RouteSpec => ({ ...splitKey(key), ...(entry as RouteEntry) }),
)
