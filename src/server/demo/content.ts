import type { PgTable } from 'drizzle-orm/pg-core'
import { ENUMS } from '@shared/resources/enums'
import * as schema from '../db/schema'
import { cycle, SITES, type Row } from './orders'
import { FIRST_NAMES, MODELS, type Random } from './words'

export type Put = (name: string, table: PgTable, rows: Row[]) => Promise<void>

/** The shop's site content: reviews, articles, catalogue filters, attributes, SEO pages. */
export async function seedContent(
  put: Put,
  rnd: Random,
  products: readonly (readonly [number, string, number])[],
  categoryIds: readonly number[],
): Promise<void> {
  const reviewTexts = [
    'Чохол сів ідеально, кнопки натискаються легко. Дякую!',
    'Скло поклеїла сама за дві хвилини, без бульбашок.',
    'Швидка відправка, посилка прийшла наступного дня.',
    'Колір трохи темніший, ніж на фото, але якість добра.',
  ]
  await put(
    'reviews',
    schema.reviews,
    reviewTexts.map((text, i) => ({
      product_id: products[i]?.[0] ?? null,
      name: rnd.pick(FIRST_NAMES),
      phone: rnd.phone(),
      rating: [5, 5, 5, 4][i],
      text,
      answer: i === 3 ? 'Дякуємо за відгук! Оновимо фото.' : null,
      publish: cycle(ENUMS.publish, i),
    })),
  )

  await put(
    'articles',
    schema.articles,
    ENUMS.article_type.map((type, i) => ({
      title: [
        'Як обрати чохол, що справді захищає',
        'Новинки осені: чохли для iPhone 15',
        'Доставка та оплата',
        'Знижка 20% на захисне скло',
        'Огляд гідрогелевих плівок',
      ][i],
      type,
      slug: `article-${i + 1}`,
      site: rnd.pick(SITES),
      body: 'Розповідаємо, на що звернути увагу: матеріал, бортики навколо камери, сумісність із MagSafe.',
      publish: cycle(ENUMS.publish, i),
    })),
  )

  await put(
    'filters',
    schema.filters,
    ENUMS.filter_type.map((type, i) => ({
      title: [
        'Чохли-книжки',
        'Форм-фактор: смартфон',
        'Силікон',
        'Apple',
        'Квіти',
        'MagSafe',
        'Інше',
      ][i],
      type,
      filter_for: cycle(ENUMS.filter_for, i),
      slug: `filter-${type}`,
      category_id: categoryIds[i] ?? null,
      publish: i === ENUMS.filter_type.length - 1 ? '0' : '1',
      sort: i,
    })),
  )

  await put(
    'attributes',
    schema.attributes,
    ENUMS.attribute_type.map((type, i) => ({
      title: [
        'Чорний',
        'Принт «Соняшники»',
        'Принт на замовлення',
        'Принт VDMT',
        'Опт It-Sell',
        'Endorphone',
      ][i],
      type,
      value: ['#000000', 'sunflowers', 'custom', 'vdmt-01', 'itsell-opt', 'endo'][i],
      sort: i,
    })),
  )

  await put(
    'seo',
    schema.seo,
    SITES.map((site, i) => ({
      url: i === 0 ? '/' : `/chohly/${MODELS[i]?.toLowerCase().replaceAll(' ', '-')}`,
      site,
      title: 'Чохли та захисне скло для смартфонів — доставка по Україні',
      h1: 'Чохли для смартфонів',
      description: 'Чохли, захисне скло та аксесуари з відправкою в день замовлення.',
      keywords: 'чохли, захисне скло, плівки',
    })),
  )
}
