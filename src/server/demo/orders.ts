import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { ENUMS } from '@shared/resources/enums'
import type { Db } from '../db/client'
import { DEMO_SETTINGS } from './settings'
import { CITIES, FIRST_NAMES, PATRONYMICS, SURNAMES, type Random } from './words'
import { ORDER_SOURCES } from '@shared/rules/order-sources'

export type Row = Record<string, unknown>

export const DAY = 24 * 3600 * 1000
const demoSetting = (key: string) => DEMO_SETTINGS.find((s) => s.key === key)?.value ?? {}
/** Keys of the demo `sites` and `api.prom.accounts` settings. */
export const SITES = Object.keys(demoSetting('sites'))
export const PROM_ACCOUNT = Object.keys(demoSetting('api.prom.accounts'))[0] ?? 'main'
const ORDER_WAYS = ORDER_SOURCES

/** Every value of an enumeration in turn, so the demo shows each one at least once. */
export const cycle = <T>(values: readonly T[], i: number): T => values[i % values.length] as T

/** Inserts in slices: one statement per row would be slow, one huge one hits parameter limits. */
export async function insertRows(
  db: Db,
  table: PgTable,
  rows: Row[],
  slice = 500,
): Promise<number> {
  for (let i = 0; i < rows.length; i += slice) {
    // The resource tables are derived from the registry at run time, so their insert type is
    // a loose record; the registry's validation is not needed for rows written here.
    await db.insert(table).values(rows.slice(i, i + slice) as never)
  }
  return rows.length
}

export interface DemoOrderOptions {
  rnd: Random
  i: number
  now: number
  users: number[]
  /** Products to put in the order as [id, title, price]. */
  products: readonly (readonly [number, string, number])[]
}

/** One believable order (without its id). */
export function demoOrder(options: DemoOrderOptions): Row {
  return demoOrderWithLine(options).order
}

/**
 * One believable order and the one line its total is made of (the product, its price and the
 * quantity; null without products), for the large demo, whose orders carry their items.
 */
export function demoOrderWithLine({ rnd, i, now, users, products }: DemoOrderOptions): {
  order: Row
  line: Row | null
} {
  const status = cycle(ENUMS.order_status, i)
  const city = rnd.pick(CITIES)
  const way = rnd.pick(ORDER_WAYS)
  const shipped = ['sent', 'arrived', 'taken', 'return', 'ready'].includes(status)
  const product = products.length ? rnd.pick(products) : null
  const price = product ? product[2] : rnd.int(199, 899)
  const quantity = rnd.int(1, 3)
  const total = price * quantity
  const created = new Date(now - rnd.int(0, 60 * DAY))
  const line = product
    ? { product_id: product[0], title: product[1], price, quantity, created_at: created }
    : null
  const order: Row = {
    phone: rnd.phone(),
    surname: rnd.pick(SURNAMES),
    name: rnd.pick(FIRST_NAMES),
    patronymic: rnd.next() < 0.5 ? rnd.pick(PATRONYMICS) : null,
    status,
    track: shipped ? rnd.track() : null,
    site: rnd.pick(SITES),
    order_way: way,
    prom_order: way === 'prom' ? String(rnd.int(310_000_000, 329_999_999)) : null,
    prom_acaunt: way === 'prom' ? PROM_ACCOUNT : null,
    rozetka_order: way === 'rozetka' ? String(rnd.int(700_000_000, 799_999_999)) : null,
    pay_method: cycle(ENUMS.pay_method, i),
    // Mostly Nova Poshta; every tenth order goes by Ukrposhta, another tenth is picked up.
    // No extra random draws: the rest of the demo stays as it was.
    ...demoDelivery(i, city),
    total,
    prepayment: status === 'prepayment' ? 150 : 0,
    comment: i % 7 === 0 ? 'Передзвонити після 18:00' : null,
    user_id: users.length ? rnd.pick(users) : null,
    created_at: created,
    updated_at: created,
  }
  return { order, line }
}

function demoDelivery(i: number, city: { name: string; ref: string; branch: string }): Row {
  const none = { city_name: null, city_ref: null, warehouse_name: null, warehouse_ref: null }
  if (i % 10 === 3) {
    return {
      delivery_method: 'ukrposhta',
      ...none,
      postcode: String(1001 + ((i * 37) % 89_000)).padStart(5, '0'),
      address: `${city.name}, вул. Поштова, ${String(1 + (i % 90))}`,
    }
  }
  if (i % 10 === 7) return { delivery_method: 'pickup', ...none, postcode: null, address: null }
  return {
    delivery_method: 'nova_poshta',
    city_name: city.name,
    city_ref: city.ref,
    warehouse_name: city.branch,
    warehouse_ref: null,
    postcode: null,
    address: null,
  }
}

/**
 * The shop's order numbers are six digits starting with 9 (the search box
 * reads such a number as an order), so demo orders are numbered from 900001.
 */
export async function startOrderNumbers(db: Db): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), 900000, true)`)
}
