import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { ENUMS } from '@shared/resources/enums'
import { queryRows, type Db } from '../db/client'
import * as schema from '../db/schema'
import { cycle, DAY, demoOrder, insertRows, startOrderNumbers, type Row } from './orders'
import { seedContent, type Put } from './content'
import {
  seedDesk,
  seedMarketplaces,
  seedPacking,
  seedShelf,
  seedSuppliers,
  type Seed,
} from './shop-areas'
import { BRANDS, MODELS, PRODUCT_KINDS, SERIES, makeRandom } from './words'

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table)
  return (row?.n ?? 0) === 0
}

async function userIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).orderBy(schema.users.id)
  return rows.map((r) => r.id)
}

/** The catalogue's categories (brands, series, models, kinds); answers their ids in order. */
async function seedCategories({ db, put }: Seed): Promise<number[]> {
  // Categories: brands, series, models and product categories, each at the top of the tree, so
  // each one's full title is its own name (the server derives it so on every write).
  const categoryRows: Row[] = [
    ...BRANDS.map((b, i) => ({
      title_full: b,
      title_uk: b,
      title_ru: b,
      type: 'brend',
      slug: b.toLowerCase(),
      status: cycle(ENUMS.category_status, i),
    })),
    ...SERIES.map((s, i) => ({
      title_full: s,
      title_uk: s,
      title_ru: s,
      type: 'serie',
      status: cycle(ENUMS.category_status, i + 1),
    })),
    ...MODELS.map((m, i) => ({
      title_full: m,
      title_uk: m,
      title_ru: m,
      type: 'model',
      slug: m.toLowerCase().replaceAll(' ', '-'),
      status: cycle(ENUMS.category_status, i + 2),
    })),
    { title_full: 'Чохли', title_uk: 'Чохли', title_ru: 'Чехлы', type: 'category', status: 'hit' },
    {
      title_full: 'Захисне скло',
      title_uk: 'Захисне скло',
      title_ru: 'Защитное стекло',
      type: 'category',
      status: 'regular',
    },
    {
      title_full: 'Аксесуари',
      title_uk: 'Аксесуари',
      title_ru: 'Аксессуары',
      type: 'category',
      status: 'regular',
    },
  ].map((r, i) => ({
    ...r,
    mask: cycle(ENUMS.mask, i),
    publish: cycle(ENUMS.publish, i % 9 === 8 ? 1 : 0),
    sort: i,
  }))
  await put('categories', schema.categories, categoryRows)
  return (await queryRows<{ id: number }>(db, sql`select id from categories order by id`)).map(
    (r) => r.id,
  )
}

/** Products: each kind for each model; answers `[id, title, price]` of each. */
async function seedProducts({ db, rnd, put }: Seed, categoryIds: number[]) {
  // Products: each kind for each model.
  const productRows: Row[] = []
  for (const [m, model] of MODELS.entries()) {
    for (const [title, type] of PRODUCT_KINDS) {
      const i = productRows.length
      const price =
        type === 'chekhly'
          ? rnd.int(249, 699)
          : type === 'plenki'
            ? rnd.int(149, 399)
            : rnd.int(199, 549)
      productRows.push({
        barcode: `${rnd.int(10, 99)}-${rnd.digits(3)}`,
        title_uk: `${title} для ${model}`,
        title_ru: `${title.replace('чохол', 'чехол').replace('Чохол', 'Чехол')} для ${model}`,
        type,
        group: cycle(ENUMS.product_group, i),
        mark: i % 3 === 0 ? cycle(ENUMS.mark, i / 3) : null,
        price,
        old_price: i % 5 === 0 ? price + 100 : null,
        availability: cycle(ENUMS.availability, i),
        provider: cycle(ENUMS.provider, i),
        category_id: categoryIds[BRANDS.length + SERIES.length + m] ?? null,
        quantity: rnd.int(0, 40),
        publish: i % 11 === 10 ? '0' : '1',
        description_uk: `${title} для ${model}. Точно повторює форму корпусу, не ковзає в руці.`,
        description_ru: `${title} для ${model}.`,
      })
    }
  }
  await put('products', schema.products, productRows)
  return (
    await queryRows<{ id: number; title_uk: string; price: string | number }>(
      db,
      sql`select id, title_uk, price from products order by id`,
    )
  ).map((p) => [p.id, p.title_uk, Number(p.price)] as const)
}

type Products = Awaited<ReturnType<typeof seedProducts>>

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
  const categoryIds = await seedCategories(seed)
  const products = await seedProducts(seed, categoryIds)
  const orders = await seedOrders(seed, products)
  const shipped = await seedDesk(seed, orders)
  await seedMarketplaces(seed, shipped)
  await seedPacking(seed, shipped)
  await seedShelf(seed, products)
  await seedContent(put, rnd, products, categoryIds)
  await seedSuppliers(seed)
  return added
}
