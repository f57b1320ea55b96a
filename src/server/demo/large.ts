import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'
import * as schema from '../db/schema'
import { seedDemo } from '.'
import { demoOrderWithLine, insertRows, startOrderNumbers } from './orders'
import { makeRandom } from './words'

/**
 * A large shop for benchmarks (`npm run demo:large -- --orders 100000`): the demo shop plus as
 * many more orders as asked, spread over the last two months, each with the one line its total
 * is made of (the products statistics and the exports read the items).
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
    const made = Array.from({ length: Math.min(batch, wanted - done) }, (_, k) =>
      demoOrderWithLine({ rnd, i: done + k, now, users, products }),
    )
    await db.transaction(async (tx) => {
      for (let at = 0; at < made.length; at += 1000) {
        const slice = made.slice(at, at + 1000)
        // The orders' own rows are loose records (see insertRows); the ids come back in order.
        const ids = await tx
          .insert(schema.orders)
          .values(slice.map((m) => m.order) as never)
          .returning({ id: schema.orders.id })
        const lines = slice.flatMap((m, k) =>
          m.line ? [{ ...m.line, order_id: ids[k]!.id, updated_at: m.line.created_at }] : [],
        )
        await insertRows(tx, schema.order_items, lines, 1000)
      }
    })
    onProgress(done + made.length)
  }
  // Fresh statistics and visibility map, as autovacuum would leave them on PostgreSQL (see
  // db/maintenance.ts), so the first measured queries see the tables as a running shop would.
  await db.execute(sql`vacuum (analyze) orders`)
  await db.execute(sql`vacuum (analyze) order_items`)
  await db.execute(sql`vacuum (analyze) stats_items_daily`)
  return wanted
}
