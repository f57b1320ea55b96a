import { z } from 'zod'
import { ACCESS } from '../access'
import type { HttpMethod } from './http'
import type { RouteEntry, RouteSpec } from './route-spec'
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
import { PARSER_ROUTES } from '../supply/parsers'
import { exportProgressAnswerSchema } from './exports'
import * as img from './images'
import * as pk from '../packing'
import * as wb from './waybills'
import { fetchNowAnswerSchema } from './marketplaces'

export type { RouteAccess, RouteEntry, RouteSpec } from './route-spec'

/**
 * The routes that are not one table's generic four, keyed by method and path. Its keys are
 * what callers name (`callApi(bridge, 'POST /api/search', { body })`); the answer's type comes
 * from the entry.
 */
export const FIXED = {
  'GET /health': { access: 'public', unmarked: true, answer: s.healthAnswerSchema },
  'POST /login': { access: 'public', body: s.loginBodySchema, answer: s.userAnswerSchema },
  'POST /logout': { access: 'public', answer: s.emptyAnswerSchema },
  'POST /session': { access: 'public', answer: s.sessionAnswerSchema },
  'POST /setup/state': { access: 'public', answer: s.setupStateAnswerSchema },
  'POST /setup/admin': { access: 'public', body: s.adminBodySchema, answer: s.userAnswerSchema },
  'POST /api/settings/get_params': {
    access: { level: ACCESS.viewer },
    answer: s.paramsAnswerSchema,
  },
  'POST /api/settings/get_informers': {
    access: { level: ACCESS.viewer },
    answer: s.informersAnswerSchema,
  },
  /** The global search box: a handful of matches per target table. */
  'POST /api/search': {
    access: { level: ACCESS.viewer },
    body: s.searchBodySchema,
    answer: s.searchAnswerSchema,
  },
  /** The workstation check (`/test`): server version, database kind and size, clock. */
  'POST /api/system/get_info': {
    access: { level: ACCESS.viewer },
    answer: z.object({ data: systemInfoSchema }),
  },
  'GET /apisite/nova_pochta/get_cities/:query': {
    access: { level: ACCESS.viewer },
    answer: s.carrierAnswerSchemas.cities,
  },
  'GET /apisite/nova_pochta/get_warehouses/:cityRef': {
    access: { level: ACCESS.viewer },
    answer: s.carrierAnswerSchemas.warehouses,
  },
  /** The sender set up from the key (settings, administrator's): its counterparties, contacts. */
  'GET /apisite/nova_pochta/get_senders': {
    access: { level: ACCESS.administrator },
    answer: s.carrierAnswerSchemas.senders,
  },
  'GET /apisite/nova_pochta/get_contacts/:counterpartyRef': {
    access: { level: ACCESS.administrator },
    answer: s.carrierAnswerSchemas.contacts,
  },
  'POST /apisite/nova_pochta/tracking': {
    access: { level: ACCESS.viewer },
    body: s.trackingBodySchema,
    answer: s.carrierAnswerSchemas.tracking,
  },
  /**
   * The signed-in user's own sessions: the list (never a token: a random public id names each),
   * "sign out everywhere else", and ending one. Everyone may manage their own.
   */
  'POST /api/sessions/get_sessions': {
    access: { level: ACCESS.viewer },
    answer: z.object({ data: z.array(sessionInfoSchema) }),
  },
  'POST /api/sessions/revoke_others': {
    access: { level: ACCESS.viewer },
    answer: z.object({ data: z.object({ revoked: z.number().int() }) }),
  },
  'DELETE /api/sessions/:id': { access: { level: ACCESS.viewer }, answer: s.emptyAnswerSchema },
  'POST /api/settings/get_carrier_key': { access: 'internal', answer: s.carrierKeyBodySchema },
  // The spec's own endpoints beside the generic ones.
  'POST /api/tasks/set_status/:id/:status': {
    access: { table: 'tasks', op: 'write' },
    answer: s.recordAnswerSchema,
  },
  'POST /api/ttns/update_status_all': {
    access: { table: 'ttns', op: 'write' },
    answer: s.arrivedAnswerSchema,
  },
  /**
   * Backups of the embedded database. A backup holds every customer's phone and address and
   * every password hash: the administrator's alone. Restoring is no route: it needs the
   * database closed (main does it in the desktop app, `npm run restore` otherwise).
   */
  'POST /api/backups/get_backups': {
    access: { level: ACCESS.administrator },
    answer: z.object({ data: backupListSchema }),
  },
  'POST /api/backups/create': {
    access: { level: ACCESS.administrator },
    answer: z.object({ data: backupItemSchema }),
  },
  /** The whole catalogue tree at once (the categories screen), compact rows. */
  'POST /api/categories/get_tree': {
    access: { table: 'categories', op: 'read' },
    answer: categoryTreeAnswerSchema,
  },
  /**
   * Statistics (`/statistics/{type}`): the shop's turnover, its managers' results and the till,
   * so managers and above (docs/choices.md). Each takes a period and a comparison.
   */
  'POST /api/statistics/orders': {
    access: { level: ACCESS.manager },
    body: statsBodySchema,
    answer: STAT_ANSWERS.orders,
  },
  'POST /api/statistics/sales': {
    access: { level: ACCESS.manager },
    body: statsBodySchema,
    answer: STAT_ANSWERS.sales,
  },
  'POST /api/statistics/products': {
    access: { level: ACCESS.manager },
    body: statsBodySchema,
    answer: STAT_ANSWERS.products,
  },
  'POST /api/statistics/calls': {
    access: { level: ACCESS.manager },
    body: statsBodySchema,
    answer: STAT_ANSWERS.calls,
  },
  'POST /api/statistics/cash': {
    access: { level: ACCESS.manager },
    body: statsBodySchema,
    answer: STAT_ANSWERS.cash,
  },
  'POST /api/statistics/managers': {
    access: { level: ACCESS.manager },
    body: statsBodySchema,
    answer: STAT_ANSWERS.managers,
  },
  /** The home screen's "today": counts for everyone, the revenue only for managers and above. */
  'POST /api/statistics/today': { access: { level: ACCESS.viewer }, answer: todayAnswerSchema },
  /**
   * One cheat-sheet setting: the current payment card (every desk), the requisites,
   * phones, addresses, notes and SMS templates (managers). Each key's own level and shape are in
   * `SETTABLE_PARAMS`; the handler checks them, this entry lets in the lowest of them.
   */
  'POST /api/settings/set_param': {
    access: { level: ACCESS.packer },
    body: setParamBodySchema,
    answer: setParamAnswerSchema,
  },
  /**
   * The Prom.ua feed of one Prom account (its key in `api.prom.accounts`), in Prom's YML: Prom
   * fetches it with no session and no marker header. It shows only the products selected for
   * Prom and published, as Prom shows them (src/server/catalogue/prom-feed.ts).
   */
  'GET /feeds/prom/:account.xml': { access: 'public', unmarked: true, answer: z.string() },
  /**
   * The order desk. The history is the order's own action log rows: whoever may read
   * the order may read how it came to be, without the whole action log (a manager's).
   */
  'POST /api/orders/save': {
    access: { table: 'orders', op: 'write' },
    body: o.orderSaveBodySchema,
    answer: o.orderSaveAnswerSchema,
  },
  'POST /api/orders/history/:id': {
    access: { table: 'orders', op: 'read' },
    answer: o.historyAnswerSchema,
  },
  'POST /api/orders/by_phone': {
    access: { table: 'orders', op: 'read' },
    body: o.byPhoneBodySchema,
    answer: o.byPhoneAnswerSchema,
  },
  'POST /api/orders/set_status': {
    access: { table: 'orders', op: 'write' },
    body: o.setStatusBodySchema,
    answer: o.setStatusAnswerSchema,
  },
  'POST /api/orders/status_counts': {
    access: { table: 'orders', op: 'read' },
    answer: o.statusCountsAnswerSchema,
  },
  /**
   * An order's template message: the text as it will go, then sent by TurboSMS from
   * the server and logged in `sms` (a refusal too, with its reason).
   */
  'POST /api/sms/preview': {
    access: { table: 'sms', op: 'write' },
    body: o.smsBodySchema,
    answer: o.smsPreviewAnswerSchema,
  },
  'POST /api/sms/send': {
    access: { table: 'sms', op: 'write' },
    body: o.smsBodySchema,
    answer: s.recordAnswerSchema,
  },
  /**
   * Stock-taking: the desks (packers and above) count, managers apply the
   * count to the products' stock (the catalogue is the managers'). docs/choices.md.
   */
  'POST /api/inventory/get_session': {
    access: { table: 'inventory', op: 'read' },
    answer: inv.countSessionAnswerSchema,
  },
  'POST /api/inventory/scan': {
    access: { table: 'inventory', op: 'write' },
    body: inv.scanBodySchema,
    answer: inv.scanAnswerSchema,
  },
  'POST /api/inventory/set_count': {
    access: { table: 'inventory', op: 'write' },
    body: inv.setCountBodySchema,
    answer: inv.setCountAnswerSchema,
  },
  'POST /api/inventory/apply': {
    access: { table: 'products', op: 'write' },
    answer: inv.applyCountAnswerSchema,
  },
  ...PARSER_ROUTES,
  /**
   * Supplier price lists: the `parsers` table's managers upload, review and
   * apply. The file travels as base64 in the JSON body (under the server's 2 MB body limit).
   */
  'POST /api/price_lists/dry_run': {
    access: { table: 'parsers', op: 'write' },
    body: pl.dryRunBodySchema,
    answer: pl.dryRunAnswerSchema,
  },
  'POST /api/price_lists/get_runs': {
    access: { table: 'parsers', op: 'read' },
    answer: pl.runsAnswerSchema,
  },
  'POST /api/price_lists/get_run': {
    access: { table: 'parsers', op: 'read' },
    body: pl.runBodySchema,
    answer: pl.runAnswerSchema,
  },
  'POST /api/price_lists/apply': {
    access: { table: 'products', op: 'write' },
    body: pl.runBodySchema,
    answer: pl.applyRunAnswerSchema,
  },
  'POST /api/price_lists/dismiss': {
    access: { table: 'parsers', op: 'write' },
    body: pl.runBodySchema,
    answer: pl.dismissAnswerSchema,
  },
  /**
   * How far one of the caller's own exports is; the file itself comes from
   * the table's `POST /api/{table}/export`, which needs that table's read right.
   */
  'POST /api/exports/progress/:job': {
    access: { level: ACCESS.viewer },
    answer: exportProgressAnswerSchema,
  },
  /**
   * Product images and order photos: uploaded as
   * base64 under their own raised body limit, served back as data URLs through the bridge. The
   * feed's pictures are the one public way to a product image (Prom fetches them).
   */
  'POST /api/products_images/upload': {
    access: { table: 'products', op: 'write' },
    body: img.productImageUploadSchema,
    answer: img.productImagesAnswerSchema,
    bodyLimit: img.IMAGE_BODY_LIMIT,
  },
  'POST /api/products_images/get_images': {
    access: { table: 'products', op: 'read' },
    body: img.productImagesBodySchema,
    answer: img.productImagesAnswerSchema,
  },
  'POST /api/products_images/set_order': {
    access: { table: 'products', op: 'write' },
    body: img.productImagesOrderSchema,
    answer: img.productImagesAnswerSchema,
  },
  'DELETE /api/products_images/:id': {
    access: { table: 'products', op: 'write' },
    answer: img.productImagesAnswerSchema,
  },
  'POST /api/products_images/file/:id': {
    access: { table: 'products', op: 'read' },
    body: img.imageVariantSchema,
    answer: img.imageDataAnswerSchema,
  },
  'POST /api/products_images/thumbs': {
    access: { table: 'products', op: 'read' },
    body: img.productThumbsBodySchema,
    answer: img.thumbsAnswerSchema,
  },
  'GET /feeds/prom/images/:file': { access: 'public', unmarked: true, answer: z.string() },
  'POST /api/orders_images/upload': {
    access: { table: 'orders_images', op: 'write' },
    body: img.orderImageUploadSchema,
    answer: img.orderImageAnswerSchema,
    bodyLimit: img.IMAGE_BODY_LIMIT,
  },
  'POST /api/orders_images/of_order': {
    access: { table: 'orders_images', op: 'read' },
    body: img.orderImagesBodySchema,
    answer: img.orderImagesAnswerSchema,
  },
  'POST /api/orders_images/file/:id': {
    access: { table: 'orders_images', op: 'read' },
    body: img.imageVariantSchema,
    answer: img.imageDataAnswerSchema,
  },
  'POST /api/orders_images/thumbs': {
    access: { table: 'orders_images', op: 'read' },
    body: img.orderThumbsBodySchema,
    answer: img.thumbsAnswerSchema,
  },
  /**
   * Packing mode: the order opened by its number or TTN, each scan checked against
   * its items and kept on the server, the order marked packed only when every unit is ticked.
   */
  'POST /api/packing/open': {
    access: { table: 'packing_sessions', op: 'read' },
    body: pk.openBodySchema,
    answer: pk.openAnswerSchema,
  },
  'POST /api/packing/scan': {
    access: { table: 'packing_sessions', op: 'write' },
    body: pk.scanBodySchema,
    answer: pk.scanAnswerSchema,
  },
  'POST /api/packing/tick': {
    access: { table: 'packing_sessions', op: 'write' },
    body: pk.tickBodySchema,
    answer: pk.scanAnswerSchema,
  },
  'POST /api/packing/reset': {
    access: { table: 'packing_sessions', op: 'write' },
    body: pk.orderBodySchema,
    answer: pk.openAnswerSchema,
  },
  /** A manager lets an order the shipping rule holds be packed, with the reason, logged. */
  'POST /api/packing/release': {
    access: { level: ACCESS.manager },
    body: pk.releaseBodySchema,
    answer: pk.openAnswerSchema,
  },
  'POST /api/packing/complete': {
    access: { table: 'packing_sessions', op: 'write' },
    body: pk.orderBodySchema,
    answer: pk.openAnswerSchema,
  },
  /**
   * Waybills: the server calls Nova Poshta with the key it holds. Made by the desks
   * (the order's write right); the day's list and the register need the parcels' rights.
   */
  'POST /api/waybills/create': {
    access: { table: 'orders', op: 'write' },
    body: wb.waybillCreateBodySchema,
    answer: wb.waybillCreateAnswerSchema,
  },
  /** The order's waybill deleted at NP and taken off the order and the tracking list. */
  'POST /api/waybills/delete': {
    access: { table: 'orders', op: 'write' },
    body: wb.waybillDeleteBodySchema,
    answer: wb.waybillDeleteAnswerSchema,
  },
  'POST /api/waybills/get_day': {
    access: { table: 'ttns', op: 'read' },
    body: wb.waybillDayBodySchema,
    answer: wb.waybillDayAnswerSchema,
  },
  'POST /api/waybills/scan_sheet': {
    access: { table: 'ttns', op: 'write' },
    body: wb.scanSheetBodySchema,
    answer: wb.scanSheetAnswerSchema,
  },
  /** The printable forms for web mode (the desktop app's main fetches them itself). */
  'GET /apisite/nova_pochta/marking/:ttn': {
    access: { table: 'ttns', op: 'read' },
    answer: wb.pdfAnswerSchema,
  },
  'GET /apisite/nova_pochta/scan_sheet/:ref': {
    access: { table: 'ttns', op: 'read' },
    answer: wb.pdfAnswerSchema,
  },
  /**
   * The marketplaces' orders pulled now: whoever may write orders may ask; the run
   * log itself is the `import_runs` table's list.
   */
  'POST /api/import_runs/fetch_now': {
    access: { table: 'orders', op: 'write' },
    answer: fetchNowAnswerSchema,
  },
} as const satisfies Record<string, RouteEntry>

export type FixedKey = keyof typeof FIXED

/** `'POST /api/x'` -> its method and path pattern. */
export function splitKey(key: string): { method: HttpMethod; pattern: string } {
  const space = key.indexOf(' ')
  return { method: key.slice(0, space) as HttpMethod, pattern: key.slice(space + 1) }
}

export const FIXED_ROUTES: readonly RouteSpec[] = Object.entries(FIXED).map(
  ([key, entry]): RouteSpec => ({ ...splitKey(key), ...(entry as RouteEntry) }),
)

const SEGMENT = /^[^/?#]+$/

/** Does `path` (no query string) match `pattern`? */
export function matchPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return false
  return want.every((part, i) => {
    const actual = got[i] ?? ''
    if (part.startsWith(':')) return SEGMENT.test(actual) && actual !== '..' && actual !== '.'
    return part === actual
  })
}

/** The contract's entry for a method and path (query string allowed), if there is one. */
export function findRoute(
  routes: readonly RouteSpec[],
  method: HttpMethod,
  path: string,
): RouteSpec | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined
  const pathname = path.split('?')[0] ?? ''
  return routes.find((r) => r.method === method && matchPattern(r.pattern, pathname))
}

/** Whether a method and path (query string allowed) belong to the contract. */
export function isContractRoute(
  routes: readonly RouteSpec[],
  method: HttpMethod,
  path: string,
): boolean {
  return findRoute(routes, method, path) !== undefined
}
