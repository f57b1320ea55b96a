import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'
import { PROM_ACCOUNT } from './orders'

/**
 * For the Prom feed benchmark: as many more products as needed for the demo Prom account to
 * offer `count` published products, each in a category of the demo tree, with a barcode, a
 * picture address and a description. Written by the database itself, a few statements in all.
 */
export async function seedLargePromFeed(db: Db, count: number): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct product_id)::int as n from prom_products
         where prom_acaunt = ${PROM_ACCOUNT} and publish = '1'`,
  )
  const wanted = Math.max(0, count - (existing?.n ?? 0))
  if (wanted === 0) return 0
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with cats as (select array_agg(id order by id) as ids from categories),
      added as (
        insert into products (title_uk, title_ru, type, price, barcode, category_id, image,
                              description_uk)
        select 'Чохол для Prom № ' || g, 'Чехол для Prom № ' || g, 'chekhly', 150 + g % 400,
               'PB-' || g || '-' || floor(random() * 1e6)::int,
               cats.ids[1 + g % greatest(array_length(cats.ids, 1), 1)],
               'https://cdn.example.com/products/' || g || '.jpg',
               'Силіконовий чохол, м’який, з мікрофіброю всередині. Модель ' || g || '.'
          from generate_series(1, ${wanted}) g, cats
        returning id, title_uk, price)
      insert into prom_products (product_id, prom_acaunt, title, price, availability)
      select id, ${PROM_ACCOUNT}, title_uk || ' (Prom)', price + 20,
             (array['available', 'available_not', 'pre_order', 'not_available'])[1 + id % 4]
        from added`)
  })
  // Fresh statistics, as autovacuum would leave them, so the planner sees the rows just added.
  await db.execute(sql`analyze products`)
  await db.execute(sql`analyze prom_products`)
  return wanted
}
