import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { ENUMS } from '@shared/resources/enums'
import { joinPath } from '@shared/rules/categories'
import { queryRows, type Db } from '../db/client'
import * as schema from '../db/schema'
import { cycle, type Row } from './orders'
import { seedDemoPictures } from './pictures'
import { BRANDS, MODELS, PRODUCT_KINDS, SERIES, type Random } from './words'

/** Each kind's title in Russian (Prom shows it to buyers who read the site in Russian). */
const KIND_TITLES_RU: Readonly<Record<string, string>> = {
  'Силіконовий чохол Silicone Case': 'Силиконовый чехол Silicone Case',
  'Чохол-книжка зі штучної шкіри': 'Чехол-книжка из искусственной кожи',
  'Прозорий протиударний чохол': 'Прозрачный противоударный чехол',
  'Захисне скло 9H на весь екран': 'Защитное стекло 9H на весь экран',
  'Гідрогелева плівка матова': 'Гидрогелевая плёнка матовая',
  'Зарядний кабель USB-C 1 м': 'Зарядный кабель USB-C 1 м',
  'Тримач у авто магнітний': 'Держатель в авто магнитный',
}

/** The maker of a kind of product that is not the phone's (a case's brand is its model's). */
const KIND_BRANDS: Readonly<Record<string, string>> = {
  'Зарядний кабель USB-C 1 м': 'Baseus',
  'Тримач у авто магнітний': 'Hoco',
}

/**
 * Puts each model under its brand (categoryIds: the brands, series and models in the order of
 * BRANDS, SERIES, MODELS), named without the brand its parent already says: "Apple" /
 * "iPhone 15" is "Apple iPhone 15", "Samsung" / "Galaxy S24" is "Samsung Galaxy S24".
 */
async function nestModels(db: Db, categoryIds: readonly number[]): Promise<void> {
  for (const [m, model] of MODELS.entries()) {
    const b = model.startsWith('iPhone')
      ? BRANDS.indexOf('Apple')
      : BRANDS.findIndex((brand) => model.startsWith(`${brand} `))
    const brand = BRANDS[b]
    const id = categoryIds[BRANDS.length + SERIES.length + m]
    if (brand === undefined || id === undefined) continue
    const own = model.startsWith(`${brand} `) ? model.slice(brand.length + 1) : model
    await db.execute(
      sql`update categories set parent_id = ${categoryIds[b] ?? null}, title_uk = ${own},
                                title_ru = ${own}, title_full = ${joinPath(brand, own)}
           where id = ${id}`,
    )
  }
}

/** A demo product as the other demo rows take it: id, Ukrainian title, price. */
export type DemoProduct = readonly [number, string, number]

/**
 * The demo catalogue: the category tree, each kind of product for each model, and each
 * product's picture. Returns the categories' ids (brands, series, models, product categories in
 * that order), the products and how many pictures it stored.
 */
export async function seedDemoCatalogue(
  db: Db,
  rnd: Random,
  put: (name: string, table: PgTable, rows: Row[]) => Promise<void>,
  now: number,
): Promise<{ categoryIds: number[]; products: DemoProduct[]; pictures: number }> {
  // Categories: brands, series, models and product categories, at the top of the tree but the
  // models, each under its brand (below): a full title is its own name, under a parent the
  // parent's full title and its own (the server derives it so on every write).
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
  const categoryIds = (
    await queryRows<{ id: number }>(db, sql`select id from categories order by id`)
  ).map((r) => r.id)
  await nestModels(db, categoryIds)

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
        title_ru: `${KIND_TITLES_RU[title] ?? title} для ${model}`,
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
        brand: KIND_BRANDS[title] ?? null,
        description_uk: `${title} для ${model}. Точно повторює форму корпусу, не ковзає в руці.`,
        description_ru: `${KIND_TITLES_RU[title] ?? title} для ${model}. Точно повторяет форму корпуса, не скользит в руке.`,
      })
    }
  }
  await put('products', schema.products, productRows)
  const products = (
    await queryRows<{ id: number; title_uk: string; price: string | number }>(
      db,
      sql`select id, title_uk, price from products order by id`,
    )
  ).map((p) => [p.id, p.title_uk, Number(p.price)] as const)
  const pictures = await seedDemoPictures(
    db,
    products.map(([id]) => id),
    new Date(now),
  )
  return { categoryIds, products, pictures }
}
