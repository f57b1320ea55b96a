import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { queryRows, type Db } from '../db/client'
import * as schema from '../db/schema'
import { DAY, demoOrder, insertRows, startOrderNumbers, type Row } from './orders'
import { seedContent, type Put } from './content'
import {
  seedDesk,
  seedMarketplaces,
  seedPacking,
  seedShelf,
  seedSuppliers,
  type Seed,
} from './shop-areas'
import { seedDemoCatalogue } from './catalogue'
import { makeRandom } from './words'

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table)
  return (row?.n ?? 0) === 0
}

async function userIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).orderBy(schema.users.id)
  return rows.map((r) => r.id)
}

type Products = Awaited<ReturnType<typeof seedDemoCatalogue>>['products']

/** Orders and their items; answers the orders as the later areas need them. */
async function seedOrders({ db, rnd, now, users, put }: Seed, products: Products) {
  // Orders with their items: every status and pay method appears.
  await startOrderNumbers(db)
  const orderRows = Array.from({ length: 120 }, (_, i) =>
    demoOrder({ rnd, i, now, users, products }),
  )
  await put('orders', schema.orders, orderRows)
  const orders = await queryRows<{
    id: number
    phone: string
    track: string | null
    total: string | number
  }>(db, sql`select id, phone, track, total from orders order by id`)
  const items: Row[] = []
  for (const order of orders) {
    for (let k = 0; k < rnd.int(1, 3); k++) {
      const [id, title, price] = rnd.pick(products)
      items.push({ order_id: order.id, product_id: id, title, price, quantity: rnd.int(1, 2) })
    }
  }
  await put('order_items', schema.order_items, items)
  return orders
}

/** Demo rows for every table of the data model except users and the audit log. */
export async function seedDemoShop(db: Db, now = Date.now()): Promise<Record<string, number>> {
  const added: Record<string, number> = {}
  if (!(await isEmpty(db, schema.orders)) || !(await isEmpty(db, schema.products))) return added
  const rnd = makeRandom(20_240_901)
  const users = await userIds(db)
  const put: Put = async (name, table, rows) => {
    added[name] = await insertRows(db, table, rows)
  }
  const seed: Seed = {
    db,
    rnd,
    now,
    users,
    someone: () => (users.length ? rnd.pick(users) : null),
    ago: (maxDays) => new Date(now - rnd.int(0, maxDays * DAY)),
    put,
  }
  // The order of the areas is the order the random numbers are drawn in: keep it.
  const { categoryIds, products, pictures } = await seedDemoCatalogue(db, rnd, put, now)
  added.stored_images = pictures
  const orders = await seedOrders(seed, products)
  const shipped = await seedDesk(seed, orders)
  await seedMarketplaces(seed, shipped)
  await seedPacking(seed, shipped)
  await seedShelf(seed, products)
  await seedContent(put, rnd, products, categoryIds)
  await seedSuppliers(seed)
  return added
}
