import type { TFunction } from 'i18next'
import type { ResourceDef } from '@shared/resources/types'
import { siteTitle, type ShopSettings } from './queries'

/**
 * Columns that store a key the person never reads as such: a site's key (`sites` setting), a
 * Prom account's key (`api.prom.accounts`), a marketplace or an order's source, an import's
 * outcome. A list shows each by its name, the way the order desk and the filters do; a key the
 * settings no longer name stays as it is (it is then the only name there is).
 */
const SITE_FIELDS = new Set(['site'])
const ACCOUNT_FIELDS = new Set(['prom_acaunt', 'account'])
const SOURCE_FIELDS = new Set(['order_way', 'source'])
const OUTCOME_TABLES = new Set(['import_runs'])

/** Whether a table has a column shown by a name from the shop's settings. */
export function namesFromSettings(def: ResourceDef): boolean {
  return Object.keys(def.fields).some((name) => SITE_FIELDS.has(name) || ACCOUNT_FIELDS.has(name))
}

/** A Prom account's name; the settings nest dotted keys (`api.prom.accounts` is api → prom). */
function promAccountName(settings: ShopSettings | undefined, key: string): string {
  const api = settings?.['api'] as { prom?: { accounts?: unknown } } | undefined
  const accounts = api?.prom?.accounts
  if (accounts && typeof accounts === 'object' && Object.hasOwn(accounts, key)) {
    const name = (accounts as Record<string, { name?: unknown }>)[key]?.name
    if (typeof name === 'string' && name) return name
  }
  return key
}

/**
 * The name a list shows for a stored key, or undefined when the column holds no such key.
 * `t` needs the `orders` and `lists` namespaces.
 */
export function shopName(
  table: string,
  field: string,
  value: string,
  settings: ShopSettings | undefined,
  t: TFunction,
): string | undefined {
  if (!value) return undefined
  if (SITE_FIELDS.has(field)) return siteTitle(settings?.['sites'], value)
  if (ACCOUNT_FIELDS.has(field)) return promAccountName(settings, value)
  if (SOURCE_FIELDS.has(field)) return t(`orders:sources.${value}`, { defaultValue: value })
  if (field === 'status' && OUTCOME_TABLES.has(table)) {
    return t(`lists:import_status.${value}`, { defaultValue: value })
  }
  return undefined
}
