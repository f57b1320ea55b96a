import { ACCESS } from '../access'
import type { RoutePath, RouteRule } from './route-spec'
import type { HttpMethod } from './wire'

/**
 * The routes that are not one table's generic four, keyed by method and path. Its keys are
 * what callers name (`callApi(bridge, 'POST /api/search', { body })`); the answer's type comes
 * from its schemas (`FIXED_SCHEMAS`, `routes.ts`).
 *
 * Who may call them, and nothing else: no zod here, so the renderer's entry (its router, menu
 * and guards, `callApi`'s paths) has the map without the schemas, which load with the first
 * answer to check (`src/renderer/platform/api.ts`).
 */
export const FIXED_RULES = {
  'GET /health': { access: 'public', unmarked: true },
  'POST /login': { access: 'public' },
  'POST /logout': { access: 'public' },
  'POST /session': { access: 'public' },
  'POST /setup/state': { access: 'public' },
  'POST /setup/admin': { access: 'public' },
  'POST /api/settings/get_params': { access: { level: ACCESS.viewer } },
  'POST /api/settings/get_informers': { access: { level: ACCESS.viewer } },
  /** The global search box: a handful of matches per target table. */
  'POST /api/search': { access: { level: ACCESS.viewer } },
  /** The workstation check (`/test`): server version, database kind and size, clock. */
  'POST /api/system/get_info': { access: { level: ACCESS.viewer } },
  'GET /apisite/nova_pochta/get_cities/:query': { access: { level: ACCESS.viewer } },
  'GET /apisite/nova_pochta/get_warehouses/:cityRef': { access: { level: ACCESS.viewer } },
  /** The sender set up from the key (settings, administrator's): its counterparties, contacts. */
  'GET /apisite/nova_pochta/get_senders': { access: { level: ACCESS.administrator } },
  'GET /apisite/nova_pochta/get_contacts/:counterpartyRef': {
    access: { level: ACCESS.administrator },
  },
  'POST /apisite/nova_pochta/tracking': { access: { level: ACCESS.viewer } },
  /**
   * The signed-in user's own sessions: the list (never a token: a random public id names each),
   * "sign out everywhere else", and ending one. Everyone may manage their own.
   */
  'POST /api/sessions/get_sessions': { access: { level: ACCESS.viewer } },
  'POST /api/sessions/revoke_others': { access: { level: ACCESS.viewer } },
  'DELETE /api/sessions/:id': { access: { level: ACCESS.viewer } },
  'POST /api/settings/get_carrier_key': { access: 'internal' },
  // The spec's own endpoints beside the generic ones.
  'POST /api/tasks/set_status/:id/:status': { access: { table: 'tasks', op: 'write' } },
  'POST /api/ttns/update_status_all': { access: { table: 'ttns', op: 'write' } },
  /**
   * Backups of the embedded database. A backup holds every customer's phone and address and
   * every password hash: the administrator's alone. Restoring is no route: it needs the
   * database closed (main does it in the desktop app, `npm run restore` otherwise).
   */
  'POST /api/backups/get_backups': { access: { level: ACCESS.administrator } },
  'POST /api/backups/create': { access: { level: ACCESS.administrator } },
  /** The whole catalogue tree at once (the categories screen), compact rows. */
  'POST /api/categories/get_tree': { access: { table: 'categories', op: 'read' } },
  /**
   * Statistics (`/statistics/{type}`): the shop's turnover, its managers' results and the till,
   * so managers and above (docs/choices.md). Each takes a period and a comparison.
   */
  'POST /api/statistics/orders': { access: { level: ACCESS.manager } },
  'POST /api/statistics/sales': { access: { level: ACCESS.manager } },
  'POST /api/statistics/products': { access: { level: ACCESS.manager } },
  'POST /api/statistics/calls': { access: { level: ACCESS.manager } },
  'POST /api/statistics/cash': { access: { level: ACCESS.manager } },
  'POST /api/statistics/managers': { access: { level: ACCESS.manager } },
  /** The home screen's "today": counts for everyone, the revenue only for managers and above. */
  'POST /api/statistics/today': { access: { level: ACCESS.viewer } },
  /**
   * One cheat-sheet setting: the current payment card (every desk), the requisites,
   * phones, addresses, notes and SMS templates (managers). Each key's own level and shape are in
   * `SETTABLE_PARAMS`; the handler checks them, this entry lets in the lowest of them.
   */
  'POST /api/settings/set_param': { access: { level: ACCESS.packer } },
  /**
   * The Prom.ua feed of one Prom account (its key in `api.prom.accounts`), in Prom's YML: Prom
   * fetches it with no session and no marker header. It shows only the products selected for
   * Prom and published, as Prom shows them (src/server/catalogue/prom-feed.ts).
   */
  'GET /feeds/prom/:account.xml': { access: 'public', unmarked: true },
  /**
   * The order desk. The history is the order's own action log rows: whoever may read
   * the order may read how it came to be, without the whole action log (a manager's).
   */
  'POST /api/orders/save': { access: { table: 'orders', op: 'write' } },
  'POST /api/orders/history/:id': { access: { table: 'orders', op: 'read' } },
  'POST /api/orders/by_phone': { access: { table: 'orders', op: 'read' } },
  'POST /api/orders/set_status': { access: { table: 'orders', op: 'write' } },
  'POST /api/orders/status_counts': { access: { table: 'orders', op: 'read' } },
  /**
   * An order's template message: the text as it will go, then sent by TurboSMS from
   * the server and logged in `sms` (a refusal too, with its reason).
   */
  'POST /api/sms/preview': { access: { table: 'sms', op: 'write' } },
  'POST /api/sms/send': { access: { table: 'sms', op: 'write' } },
  /**
   * Stock-taking: the desks (packers and above) count, managers apply the
   * count to the products' stock (the catalogue is the managers'). docs/choices.md.
   */
  'POST /api/inventory/get_session': { access: { table: 'inventory', op: 'read' } },
  'POST /api/inventory/scan': { access: { table: 'inventory', op: 'write' } },
  'POST /api/inventory/set_count': { access: { table: 'inventory', op: 'write' } },
  'POST /api/inventory/apply': { access: { table: 'products', op: 'write' } },
  // The parsers' own routes (the table's generic four create and edit the parsers themselves).
  'POST /api/parsers/feeds': { access: { table: 'parsers', op: 'read' } },
  'POST /api/parsers/review': { access: { table: 'parsers', op: 'read' } },
  'POST /api/parsers/run_now': { access: { table: 'parsers', op: 'write' } },
  /** Applying writes products (their prices, availability, new ones): the catalogue's right. */
  'POST /api/parsers/apply': { access: { table: 'products', op: 'write' } },
  'POST /api/parsers/reject': { access: { table: 'parsers', op: 'write' } },
  'POST /api/parsers/get_columns': { access: { table: 'parsers', op: 'read' } },
  /** Changes how every later file and feed of the supplier is read: the parsers' write right. */
  'POST /api/parsers/set_columns': { access: { table: 'parsers', op: 'write' } },
  /**
   * Supplier price lists: the `parsers` table's managers upload, review and
   * apply. The file travels as base64 in the JSON body (under the server's 2 MB body limit).
   */
  'POST /api/price_lists/dry_run': { access: { table: 'parsers', op: 'write' } },
  'POST /api/price_lists/get_runs': { access: { table: 'parsers', op: 'read' } },
  'POST /api/price_lists/get_run': { access: { table: 'parsers', op: 'read' } },
  'POST /api/price_lists/apply': { access: { table: 'products', op: 'write' } },
  'POST /api/price_lists/dismiss': { access: { table: 'parsers', op: 'write' } },
  /**
   * How far one of the caller's own exports is; the file itself comes from
   * the table's `POST /api/{table}/export`, which needs that table's read right.
   */
  'POST /api/exports/progress/:job': { access: { level: ACCESS.viewer } },
  /**
   * Product images and order photos: uploaded as
   * base64 under their own raised body limit, served back as data URLs through the bridge. The
   * feed's pictures are the one public way to a product image (Prom fetches them).
   */
  'POST /api/products_images/upload': { access: { table: 'products', op: 'write' } },
  'POST /api/products_images/get_images': { access: { table: 'products', op: 'read' } },
  'POST /api/products_images/set_order': { access: { table: 'products', op: 'write' } },
  'DELETE /api/products_images/:id': { access: { table: 'products', op: 'write' } },
  'POST /api/products_images/file/:id': { access: { table: 'products', op: 'read' } },
  'POST /api/products_images/thumbs': { access: { table: 'products', op: 'read' } },
  'GET /feeds/prom/images/:file': { access: 'public', unmarked: true },
  'POST /api/orders_images/upload': { access: { table: 'orders_images', op: 'write' } },
  'POST /api/orders_images/of_order': { access: { table: 'orders_images', op: 'read' } },
  'POST /api/orders_images/file/:id': { access: { table: 'orders_images', op: 'read' } },
  'POST /api/orders_images/thumbs': { access: { table: 'orders_images', op: 'read' } },
  /**
   * Packing mode: the order opened by its number or TTN, each scan checked against
   * its items and kept on the server, the order marked packed only when every unit is ticked.
   */
  'POST /api/packing/open': { access: { table: 'packing_sessions', op: 'read' } },
  'POST /api/packing/scan': { access: { table: 'packing_sessions', op: 'write' } },
  'POST /api/packing/tick': { access: { table: 'packing_sessions', op: 'write' } },
  'POST /api/packing/reset': { access: { table: 'packing_sessions', op: 'write' } },
  /** A manager lets an order the shipping rule holds be packed, with the reason, logged. */
  'POST /api/packing/release': { access: { level: ACCESS.manager } },
  'POST /api/packing/complete': { access: { table: 'packing_sessions', op: 'write' } },
  /**
   * Waybills: the server calls Nova Poshta with the key it holds. Made by the desks
   * (the order's write right); the day's list and the register need the parcels' rights.
   */
  'POST /api/waybills/create': { access: { table: 'orders', op: 'write' } },
  /** The order's waybill deleted at NP and taken off the order and the tracking list. */
  'POST /api/waybills/delete': { access: { table: 'orders', op: 'write' } },
  'POST /api/waybills/get_day': { access: { table: 'ttns', op: 'read' } },
  'POST /api/waybills/scan_sheet': { access: { table: 'ttns', op: 'write' } },
  /** The printable forms for web mode (the desktop app's main fetches them itself). */
  'GET /apisite/nova_pochta/marking/:ttn': { access: { table: 'ttns', op: 'read' } },
  'GET /apisite/nova_pochta/scan_sheet/:ref': { access: { table: 'ttns', op: 'read' } },
  /**
   * The marketplaces' orders pulled now: whoever may write orders may ask; the run
   * log itself is the `import_runs` table's list.
   */
  'POST /api/import_runs/fetch_now': { access: { table: 'orders', op: 'write' } },
} as const satisfies Record<string, RouteRule>

export type FixedKey = keyof typeof FIXED_RULES

/** `'POST /api/x'` -> its method and path pattern. */
export function splitKey(key: string): { method: HttpMethod; pattern: string } {
  const space = key.indexOf(' ')
  return { method: key.slice(0, space) as HttpMethod, pattern: key.slice(space + 1) }
}

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
export function findRoute<R extends RoutePath>(
  routes: readonly R[],
  method: HttpMethod,
  path: string,
): R | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined
  const pathname = path.split('?')[0] ?? ''
  return routes.find((r) => r.method === method && matchPattern(r.pattern, pathname))
}

/** Whether a method and path (query string allowed) belong to the contract. */
export function isContractRoute<R extends RoutePath>(
  routes: readonly R[],
  method: HttpMethod,
  path: string,
): boolean {
  return findRoute(routes, method, path) !== undefined
}

/** The fixed routes' methods, paths and rules. */
export function fixedRules(): RoutePath[] {
  return Object.entries(FIXED_RULES).map(([key, rule]): RoutePath => ({
    ...splitKey(key),
    ...rule,
  }))
}
