import { DEFAULT_TABLE_ACCESS, type TableAccess } from '../access'
import type { ResourceDef } from './types'
import {
  calls,
  cart,
  order_items,
  orders,
  orders_images,
  packing_sessions,
  payments,
} from './tables/sales'
import {
  articles,
  attributes,
  categories,
  filters,
  inventory,
  products,
  prom_products,
  reviews,
  seo,
  stock_movements,
} from './tables/catalog'
import { action_logs, parsers, settings, sms, users } from './tables/system'
import { cash_flows, tasks, ttns } from './tables/panel'
import { import_runs, marketplace_orders } from './tables/marketplaces'

/** Every table of the shop, by name. Order matters only for migrations' readability. */
export const RESOURCES = {
  users,
  settings,
  categories,
  products,
  orders,
  order_items,
  calls,
  orders_images,
  payments,
  cart,
  attributes,
  filters,
  prom_products,
  inventory,
  reviews,
  articles,
  seo,
  action_logs,
  parsers,
  sms,
  ttns,
  tasks,
  cash_flows,
  packing_sessions,
  import_runs,
  marketplace_orders,
  stock_movements,
} as const satisfies Record<string, ResourceDef>

export type TableName = keyof typeof RESOURCES
export const TABLE_NAMES = Object.keys(RESOURCES) as TableName[]

/** Every declaration, widened to `ResourceDef` for code that walks them all. */
export const RESOURCE_DEFS: readonly ResourceDef[] = Object.values(RESOURCES)

export function isTableName(name: string): name is TableName {
  return Object.hasOwn(RESOURCES, name)
}

/** The declaration of a table, or `undefined` for a name that is not one of the shop's tables. */
export function getResource(table: string): ResourceDef | undefined {
  return isTableName(table) ? RESOURCES[table] : undefined
}

/** The access levels a table's routes need: its declaration over the defaults. */
export function tableAccess(def: Pick<ResourceDef, 'access'>): TableAccess {
  return { ...DEFAULT_TABLE_ACCESS, ...def.access }
}
