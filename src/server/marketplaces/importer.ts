import { and, eq, inArray } from 'drizzle-orm'
import { NovaPoshtaError, type NovaPoshtaClient } from '@shared/nova-poshta'
import { canChangeStatus, isOrderStatus } from '@shared/rules/order-status'
import { promAccountSchema } from '@shared/settings-params'
import type { Db } from '../db/client'
import { enumRef, msg, type Message } from '@shared/messages'
import { storeMessages } from '@shared/messages/stored'
import { HttpError, said } from '../http/errors'
import type { OpContext } from '../resources/context'
import * as schema from '../db/schema'
import { RESOURCE_TABLES } from '../resources/tables'
import { parseSettingValue } from '../settings/params'
import { saveOrder } from '../orders/save'
import { MarketplaceError, type FetchLike } from './http'
import { cancelledOnMarketplace, mapPromOrder, mapRozetkaOrder, type MappedOrder } from './mapping'
import { countPromUnread, DEFAULT_PROM_API_URL, listPromOrders } from './prom'
import { DEFAULT_ROZETKA_API_URL, rozetkaSession } from './rozetka'

/** The settings the import reads (the secrets in clear: they never leave the server). */
export const IMPORT_SETTINGS = {
  promAccounts: 'api.prom.accounts',
  promEndpoint: 'api.prom.endpoint',
  rozetkaUsername: 'api.rozetka.username',
  rozetkaPassword: 'api.rozetka.password',
  rozetkaEndpoint: 'api.rozetka.endpoint',
} as const

export type Source = 'prom' | 'rozetka'

export interface PromAccountSetting {
  key: string
  name: string
  login_id: string
  token: string
}

export interface ImportSettings {
  promUrl: string
  promAccounts: PromAccountSetting[]
  rozetka: { url: string; username: string; password: string } | null
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

export async function readImportSettings(
  db: Db,
  overrides: { promApiUrl?: string | null; rozetkaApiUrl?: string | null } = {},
): Promise<ImportSettings> {
  const rows = await db
    .select({ key: schema.settings.key, type: schema.settings.type, value: schema.settings.value })
    .from(schema.settings)
    .where(inArray(schema.settings.key, Object.values(IMPORT_SETTINGS)))
  const found = new Map(rows.map((r) => [r.key, parseSettingValue(r.type, r.value)]))
  const accounts = found.get(IMPORT_SETTINGS.promAccounts)
  const promAccounts: PromAccountSetting[] = []
  if (accounts && typeof accounts === 'object' && !Array.isArray(accounts)) {
    for (const [key, value] of Object.entries(accounts)) {
      const parsed = promAccountSchema.safeParse(value)
      if (!parsed.success) continue
      promAccounts.push({
        key,
        name: parsed.data.name,
        login_id: parsed.data.login_id,
        token: parsed.data.token ?? '',
      })
    }
  }
  const username = text(found.get(IMPORT_SETTINGS.rozetkaUsername))
  const password = text(found.get(IMPORT_SETTINGS.rozetkaPassword))
  return {
    promUrl:
      overrides.promApiUrl || text(found.get(IMPORT_SETTINGS.promEndpoint)) || DEFAULT_PROM_API_URL,
    promAccounts,
    rozetka:
      username || password
        ? {
            url:
              overrides.rozetkaApiUrl ||
              text(found.get(IMPORT_SETTINGS.rozetkaEndpoint)) ||
              DEFAULT_ROZETKA_API_URL,
            username,
            password,
          }
        : null,
  }
}

/** What one source's pass did. */
export interface SourceResult {
  new_count: number
  updated_count: number
  failed_count: number
  messages: number
  chats: number
  /** Why it failed, or which orders did: stored messages (`@shared/messages/stored`). */
  error: string | null
  status: 'ok' | 'partial' | 'failed'
}

type Values = Record<string, unknown>

/** Our products that the lines name: by the feed's offer id (our product id), then by barcode. */
async function matchItems(db: Db, mapped: MappedOrder): Promise<Values[]> {
  const products = RESOURCE_TABLES.products
  const ids = [
    ...new Set(
      mapped.items
        .map((i) => (/^\d{1,9}$/.test(i.offer) ? Number(i.offer) : null))
        .filter((n): n is number => n !== null),
    ),
  ]
  const codes = [...new Set(mapped.items.flatMap((i) => [i.sku, i.offer]).filter(Boolean))]
  const byId = new Set<number>()
  const byBarcode = new Map<string, number>()
  if (ids.length) {
    const rows = await db
      .select({ id: schema.products.id })
      .from(products.table)
      .where(inArray(schema.products.id, ids))
    for (const r of rows) byId.add(r.id as number)
  }
  if (codes.length) {
    const rows = await db
      .select({ id: schema.products.id, barcode: schema.products.barcode })
      .from(products.table)
      .where(inArray(schema.products.barcode, codes))
    for (const r of rows) byBarcode.set(String(r.barcode), r.id as number)
  }
  return mapped.items.map((item) => {
    const offerId = /^\d{1,9}$/.test(item.offer) ? Number(item.offer) : null
    const product =
      (offerId !== null && byId.has(offerId) ? offerId : null) ??
      byBarcode.get(item.sku) ??
      byBarcode.get(item.offer) ??
      null
    return {
      product_id: product,
      title: item.title,
      price: item.price,
      quantity: item.quantity,
      external_title: item.title,
      external_offer: item.offer.slice(0, 64) || null,
      unmatched: product === null,
    }
  })
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '')

/** The lines as compared between imports: what the marketplace said, in order. */
const itemsKey = (items: readonly Values[]) =>
  JSON.stringify(items.map((i) => [i.external_title ?? i.title, Number(i.price), i.quantity]))

/** What one pass learnt of Nova Poshta: a branch's or a town's city, by its ref or name. */
type CityCache = Map<
  string,
  { city_ref: string; city_name: string; warehouse_name?: string } | null
>

/**
 * A marketplace order by Nova Poshta names its branch's ref (or only the town), not the city's
 * ref a waybill needs: the city is asked of NP (`AddressGeneral.getWarehouses` by the branch's
 * `Ref` answers its `CityRef`; else a town NP knows by exactly that name, when only one). When
 * NP cannot say (no key, down, unknown branch), the city stays for the desk to pick.
 */
export async function resolveNpCity(
  carrier: NovaPoshtaClient,
  order: Values,
  cache: CityCache,
): Promise<void> {
  if (order.delivery_method !== 'nova_poshta' || text(order.city_ref)) return
  const warehouse = text(order.warehouse_ref)
  const town = text(order.city_name)
  try {
    let found = warehouse ? cache.get(`wh:${warehouse}`) : undefined
    if (warehouse && found === undefined) {
      const wh = await carrier.findWarehouse(warehouse)
      found = wh
        ? { city_ref: wh.city_ref, city_name: wh.city_name, warehouse_name: wh.description }
        : null
      cache.set(`wh:${warehouse}`, found)
    }
    if (!found && town) {
      const key = `city:${town.toLowerCase()}`
      found = cache.get(key)
      if (found === undefined) {
        const same = (await carrier.searchCities(town)).filter(
          (c) => c.description.toLowerCase() === town.toLowerCase(),
        )
        found =
          same.length === 1 && same[0]
            ? { city_ref: same[0].ref, city_name: same[0].description }
            : null
        cache.set(key, found)
      }
    }
    if (!found || found.city_ref.length > 64) return
    order.city_ref = found.city_ref
    if (found.city_name) order.city_name = found.city_name.slice(0, 150)
    if (!text(order.warehouse_name) && found.warehouse_name) {
      order.warehouse_name = found.warehouse_name.slice(0, 255)
    }
  } catch (error) {
    if (!(error instanceof NovaPoshtaError)) throw error
  }
}

/**
 * One marketplace order into ours: created once (the link's unique key makes a second create
 * fail and roll back), or, when the marketplace changed it since, the fields the desk has not
 * edited since the last import brought up to date (the desk owns every field it touched; the
 * lines are replaced only while the desk has not edited them). A cancellation on the
 * marketplace turns the order into a refusal where the status may move there.
 */
async function upsert(
  ctx: OpContext,
  source: Source,
  account: string,
  externalId: string,
  modified: string,
  externalStatus: string,
  mapped: MappedOrder,
  resolve: (order: Values) => Promise<void>,
): Promise<'new' | 'updated' | 'same'> {
  const links = RESOURCE_TABLES.marketplace_orders
  const orders = RESOURCE_TABLES.orders
  const itemsRt = RESOURCE_TABLES.order_items
  const [link] = (await ctx.db
    .select()
    .from(links.table)
    .where(
      and(
        eq(schema.marketplace_orders.source, source),
        eq(schema.marketplace_orders.account, account),
        eq(schema.marketplace_orders.external_id, externalId),
      ),
    )) as Values[]
  if (
    link &&
    same(link.external_modified, modified) &&
    same(link.external_status, externalStatus)
  ) {
    return 'same'
  }
  await resolve(mapped.order)
  const items = await matchItems(ctx.db, mapped)
  const imported = { ...mapped.order, items: itemsKey(items) }
  if (!link) {
    await ctx.db.transaction(async (tx) => {
      const inner: OpContext = { ...ctx, db: tx }
      const saved = await saveOrder(inner, {
        order: { ...mapped.order, status: 'new' },
        items,
      } as never)
      await tx.insert(links.table).values({
        source,
        account,
        external_id: externalId,
        order_id: saved.order.id as number,
        external_status: externalStatus,
        external_modified: modified,
        imported,
        created_at: ctx.now,
        updated_at: ctx.now,
      } as never)
    })
    return 'new'
  }

  return ctx.db.transaction(async (tx) => {
    const inner: OpContext = { ...ctx, db: tx }
    const [order] = (await tx
      .select()
      .from(orders.table)
      .where(eq(schema.orders.id, link.order_id as number))
      .for('update')) as Values[]
    const before = (link.imported ?? {}) as Values
    let changed = false
    if (order) {
      const changes: Values = {}
      for (const [field, value] of Object.entries(mapped.order)) {
        if (same(order[field], before[field]) && !same(value, before[field])) {
          changes[field] = value
        }
      }
      if (
        cancelledOnMarketplace(source, externalStatus) &&
        isOrderStatus(order.status) &&
        order.status !== 'refusal' &&
        canChangeStatus(order.status, 'refusal')
      ) {
        changes.status = 'refusal'
      }
      const current = (await tx
        .select()
        .from(itemsRt.table)
        .where(eq(schema.order_items.order_id, order.id as number))
        .orderBy(schema.order_items.id)) as Values[]
      const replaceItems =
        itemsKey(current) === String(before.items ?? '') && itemsKey(items) !== before.items
      if (Object.keys(changes).length > 0 || replaceItems) {
        await saveOrder(inner, {
          order: { id: order.id, version: order.version, ...changes },
          items: replaceItems ? items : current.map((i) => ({ id: i.id, version: i.version })),
        } as never)
        changed = true
      }
    }
    await tx
      .update(links.table)
      .set({
        external_status: externalStatus,
        external_modified: modified,
        imported,
        version: (link.version as number) + 1,
        updated_at: ctx.now,
      } as never)
      .where(eq(schema.marketplace_orders.id, link.id as number))
    return changed ? 'updated' : 'same'
  })
}

/** Why one order failed, a line per reason: the refusal's fields by their labels. */
function failureReasons(id: string, error: unknown): Message[] {
  const line = (reason: Message) => msg('import.orderFailed', { id, reason })
  if (error instanceof HttpError) {
    const fields = Object.entries(error.fields ?? {}).flatMap(([name, list]) =>
      list.map((reason) => line(msg('import.fieldFailed', { field: fieldRef(name), reason }))),
    )
    return fields.length > 0
      ? fields
      : [line(error.params ? { code: error.code, params: error.params } : { code: error.code })]
  }
  return [line(said(error instanceof Error ? error.message : String(error)))]
}

/** An order's field (`phone`, or an item's `items.0.price`) by its label. */
function fieldRef(name: string) {
  const item = /^items\.\d+\.(\w+)$/.exec(name)
  return item?.[1] ? enumRef('field:order_items', item[1]) : enumRef('field:orders', name)
}

function summary(
  counts: { n: number; u: number; failed: Message[][] },
  extra: Partial<SourceResult> = {},
): SourceResult {
  return {
    new_count: counts.n,
    updated_count: counts.u,
    failed_count: counts.failed.length,
    messages: 0,
    chats: 0,
    error: storeMessages(counts.failed.flat().slice(0, 20)),
    status: counts.failed.length ? 'partial' : 'ok',
    ...extra,
  }
}

/** How far back the first pull of an account looks, and the overlap of every later one. */
const FIRST_PULL_DAYS = 7
const OVERLAP_MS = 10 * 60_000

function sinceOf(lastOk: Date | null, now: Date): string {
  const from = lastOk
    ? new Date(lastOk.getTime() - OVERLAP_MS)
    : new Date(now.getTime() - FIRST_PULL_DAYS * 86_400_000)
  // Prom reads `last_modified_from` as `YYYY-MM-DDTHH:MM:SS`.
  return from.toISOString().slice(0, 19)
}

export interface PassOptions {
  fetch: FetchLike
  /** When the account's last successful run began (null: never). */
  lastOk: Date | null
  /** Nova Poshta with the shop's key, to find an order's city; null when no key is set. */
  carrier: NovaPoshtaClient | null
}

function resolverOf(options: PassOptions): (order: Values) => Promise<void> {
  const carrier = options.carrier
  if (!carrier) return async () => {}
  const cache: CityCache = new Map()
  return (order) => resolveNpCity(carrier, order, cache)
}

export async function importProm(
  ctx: OpContext,
  settingsRead: ImportSettings,
  account: PromAccountSetting,
  options: PassOptions,
): Promise<SourceResult> {
  const client = { url: settingsRead.promUrl, token: account.token, fetch: options.fetch }
  const orders = await listPromOrders(client, sinceOf(options.lastOk, ctx.now))
  const counts = { n: 0, u: 0, failed: [] as Message[][] }
  const resolve = resolverOf(options)
  for (const o of orders) {
    try {
      const done = await upsert(
        ctx,
        'prom',
        account.key,
        o.id,
        o.date_modified,
        o.status,
        mapPromOrder(o, account.key),
        resolve,
      )
      if (done === 'new') counts.n++
      else if (done === 'updated') counts.u++
    } catch (error) {
      counts.failed.push(failureReasons(o.id, error))
    }
  }
  const unread = await countPromUnread(client)
  return summary(counts, unread)
}

export async function importRozetka(
  ctx: OpContext,
  settingsRead: ImportSettings,
  options: PassOptions,
): Promise<SourceResult> {
  const r = settingsRead.rozetka
  if (!r) throw new MarketplaceError('auth', 'marketplace.rozetkaNoLogin')
  const session = rozetkaSession({ ...r, fetch: options.fetch })
  const orders = await session.newOrders()
  const counts = { n: 0, u: 0, failed: [] as Message[][] }
  const resolve = resolverOf(options)
  for (const o of orders) {
    try {
      const done = await upsert(
        ctx,
        'rozetka',
        '',
        o.id,
        o.changed,
        String(o.status),
        mapRozetkaOrder(o),
        resolve,
      )
      if (done === 'new') counts.n++
      else if (done === 'updated') counts.u++
    } catch (error) {
      counts.failed.push(failureReasons(o.id, error))
    }
  }
  return summary(counts)
}
