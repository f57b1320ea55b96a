import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'
import * as schema from '../db/schema'
import { seedDemo } from '.'
import { demoOrder, insertRows, startOrderNumbers } from './orders'
import { makeRandom } from './words'

/**
 * A large shop for benchmarks (`npm run demo:large -- --orders 100000`): the demo shop plus as
 * many more orders as asked, spread over the last two months. Order items are left out: the
 * lists and searches being measured read the orders table alone.
 */
export async function seedLargeDemo(
  db: Db,
  orders: number,
  onProgress: (done: number) => void = () => {},
): Promise<number> {
  await seedDemo(db)
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`)
  const wanted = Math.max(0, orders - (existing?.n ?? 0))
  if ((existing?.n ?? 0) === 0) await startOrderNumbers(db)
  const users = (await db.select({ id: schema.users.id }).from(schema.users)).map((u) => u.id)
  const products = (
    await queryRows<{ id: number; title_uk: string; price: string | number }>(
      db,
      sql`select id, title_uk, price from products order by id limit 200`,
    )
  ).map((p) => [p.id, p.title_uk, Number(p.price)] as const)
  const rnd = makeRandom(7_700_100)
  const now = Date.now()
  const batch = 2000
  for (let done = 0; done < wanted; done += batch) {
    const rows = Array.from({ length: Math.min(batch, wanted - done) }, (_, k) =>
      demoOrder({ rnd, i: done + k, now, users, products }),
    )
    await db.transaction((tx) => insertRows(tx, schema.orders, rows, 1000))
    onProgress(done + rows.length)
  }
  // Fresh statistics and visibility map, as autovacuum would leave them on PostgreSQL (see
  // db/maintenance.ts), so the first measured queries see the table as a running shop would.
  await db.execute(sql`vacuum (analyze) orders`)
  return wanted
}
