import { ACCESS } from '../../access'
import { defineResource } from '../types'

/** The catalogue is the managers': the desks read it. */
const CATALOGUE = { write: ACCESS.manager }

export const products = defineResource({
  table: 'products',
  menu: { in: 'main', at: 70, icon: 'box', quick: true },
  fields: {
    // Printed on the shelf label as digits and dashes (`12-345`), found by global search.
    barcode: { kind: 'string', max: 40, search: 'exact', unique: true },
    title_uk: { kind: 'string', max: 255, required: true, search: 'title' },
    title_ru: { kind: 'string', max: 255, search: 'title' },
    type: { kind: 'enum', enum: 'product_type', required: true, filter: true },
    group: {
      kind: 'enum',
      enum: 'product_group',
      required: true,
      default: 'default',
      filter: true,
    },
    mark: { kind: 'enum', enum: 'mark', filter: true },
    price: { kind: 'money', required: true },
    // The crossed-out price shown beside a discount.
    old_price: { kind: 'money' },
    availability: {
      kind: 'enum',
      enum: 'availability',
      required: true,
      default: 'available',
      filter: true,
    },
    provider: { kind: 'enum', enum: 'provider', filter: true },
    // The supplier's own article: its price lists and feeds match the product by it first.
    supplier_sku: { kind: 'string', max: 64, search: 'exact' },
    category_id: { kind: 'ref', table: 'categories', filter: true },
    // The maker (Baseus, Spigen…) as the marketplaces show it; when empty, the Prom feed names
    // the brand category above the product's category (src/server/catalogue/prom-feed.ts).
    brand: { kind: 'string', max: 100 },
    quantity: { kind: 'int', min: 0, default: 0 },
    publish: { kind: 'enum', enum: 'publish', required: true, default: '1', filter: true },
    image: { kind: 'string', max: 500 },
    description_uk: { kind: 'text' },
    description_ru: { kind: 'text' },
  },
  // `image`: the list draws the main stored image's thumbnail there (src/renderer/images).
  list: [
    'id',
    'image',
    'barcode',
    'title_uk',
    'type',
    'group',
    'mark',
    'price',
    'availability',
    'quantity',
  ],
  // On a narrow list the name, picture, price and availability stay longest.
  listYields: ['group', 'type', 'quantity', 'mark', 'barcode'],
  sort: '-id',
  form: [
    ['barcode', 'type', 'group', 'mark'],
    ['title_uk', 'title_ru'],
    ['price', 'old_price', 'quantity', 'availability'],
    ['category_id', 'brand'],
    ['provider', 'supplier_sku', 'publish'],
    ['image'],
    ['description_uk', 'description_ru'],
  ],
  titleField: 'title_uk',
  access: CATALOGUE,
})

/** Catalogue tree: categories, phone brands, series and models (the `type` says which). */
export const categories = defineResource({
  table: 'categories',
  menu: { in: 'main', at: 60, icon: 'folder', quick: true },
  fields: {
    // The full path such as "Apple iPhone 15 Pro", found by global search: the parent's
    // title_full and this category's own name (title_uk), derived by the server on every write
    // and kept right below a renamed or moved category (src/server/catalogue/category-paths.ts).
    title_full: { kind: 'string', max: 255, required: true, search: 'title', readOnly: true },
    // The category's own name ("iPhone 15"); the server requires it (no migration needed for
    // rows kept from before, whose title_full stays as it was until they are edited).
    title_uk: { kind: 'string', max: 255, search: 'title' },
    title_ru: { kind: 'string', max: 255, search: 'title' },
    type: { kind: 'enum', enum: 'category_type', required: true, filter: true },
    status: {
      kind: 'enum',
      enum: 'category_status',
      required: true,
      default: 'regular',
      filter: true,
    },
    parent_id: { kind: 'ref', table: 'categories', filter: true },
    slug: { kind: 'string', max: 150, search: 'exact', index: true },
    // Whether a model's case photos use its mask: 1 yes, 0 no, -1 inherited.
    mask: { kind: 'enum', enum: 'mask', default: '0', filter: true },
    publish: { kind: 'enum', enum: 'publish', required: true, default: '1', filter: true },
    sort: { kind: 'int', default: 0 },
    description: { kind: 'text' },
  },
  list: ['id', 'title_full', 'type', 'status', 'parent_id', 'publish', 'sort'],
  sort: '-id',
  form: [
    ['title_uk', 'title_ru'],
    ['type', 'status', 'parent_id'],
    ['slug', 'mask', 'publish', 'sort'],
    ['description'],
  ],
  titleField: 'title_full',
  access: CATALOGUE,
})

/** Product variants and print sources (colours, prints of each supplier). */
export const attributes = defineResource({
  table: 'attributes',
  menu: { in: 'other', at: 70, icon: 'sliders' },
  fields: {
    title: { kind: 'string', max: 255, required: true, search: 'title' },
    type: { kind: 'enum', enum: 'attribute_type', required: true, filter: true },
    // A colour code or a supplier's print code.
    value: { kind: 'string', max: 255, search: 'exact', index: true },
    image: { kind: 'string', max: 500 },
    sort: { kind: 'int', default: 0 },
  },
  list: ['id', 'title', 'type', 'value', 'sort'],
  sort: '-id',
  form: [['title', 'type'], ['value', 'sort'], ['image']],
  titleField: 'title',
  access: CATALOGUE,
})

/** The site's catalogue filters (by form factor, material, theme...). */
export const filters = defineResource({
  table: 'filters',
  menu: { in: 'other', at: 80, icon: 'filter' },
  fields: {
    title: { kind: 'string', max: 255, required: true, search: 'title' },
    type: { kind: 'enum', enum: 'filter_type', required: true, filter: true },
    // Whether the filter applies to a category page or a model page.
    filter_for: {
      kind: 'enum',
      enum: 'filter_for',
      required: true,
      default: 'category',
      filter: true,
    },
    slug: { kind: 'string', max: 150, search: 'exact', index: true },
    category_id: { kind: 'ref', table: 'categories', filter: true },
    publish: { kind: 'enum', enum: 'publish', required: true, default: '1', filter: true },
    sort: { kind: 'int', default: 0 },
  },
  list: ['id', 'title', 'type', 'filter_for', 'category_id', 'publish'],
  sort: '-id',
  form: [
    ['title', 'slug'],
    ['type', 'filter_for', 'category_id'],
    ['publish', 'sort'],
  ],
  titleField: 'title',
  access: CATALOGUE,
})

/** The Prom.ua marketplace feed: which products go to which Prom account, at what price. */
export const prom_products = defineResource({
  table: 'prom_products',
  menu: { in: 'main', at: 80, icon: 'tag' },
  fields: {
    product_id: { kind: 'ref', table: 'products', required: true, filter: true },
    prom_acaunt: { kind: 'string', max: 50, required: true, filter: true },
    // The product's id on Prom, once exported.
    prom_id: { kind: 'string', max: 50, search: 'exact', index: true },
    title: { kind: 'string', max: 255, required: true, search: 'title' },
    price: { kind: 'money', required: true },
    availability: {
      kind: 'enum',
      enum: 'availability',
      required: true,
      default: 'available',
      filter: true,
    },
    publish: { kind: 'enum', enum: 'publish', required: true, default: '1', filter: true },
  },
  list: ['id', 'product_id', 'prom_acaunt', 'prom_id', 'title', 'price', 'availability', 'publish'],
  sort: '-id',
  form: [['product_id', 'prom_acaunt', 'prom_id'], ['title'], ['price', 'availability', 'publish']],
  titleField: 'title',
  access: CATALOGUE,
})

/** Stock-taking: each row is one count of a product on the shelf. */
export const inventory = defineResource({
  table: 'inventory',
  menu: { in: 'other', at: 60, icon: 'archive' },
  fields: {
    product_id: { kind: 'ref', table: 'products', required: true, filter: true },
    // What the system expected and what was counted; the difference is the shrinkage.
    expected: { kind: 'int', min: 0, default: 0 },
    counted: { kind: 'int', min: 0, required: true },
    comment: { kind: 'text' },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
    // Empty while the count is part of the open counting session (/inventory); set when the
    // session was applied to the products' stock (src/server/supply/inventory.ts).
    applied_at: { kind: 'datetime', filter: true },
  },
  list: ['id', 'product_id', 'expected', 'counted', 'user_id', 'created_at', 'applied_at'],
  sort: '-id',
  form: [['product_id'], ['expected', 'counted'], ['comment', 'user_id']],
  titleField: 'product_id',
  // The desk counts stock by scanning.
  access: { write: ACCESS.packer },
})

/**
 * Every change of a product's stock (`products.quantity`), written only by the server: packing,
 * a return, a cancelled packed order, stock-taking, a manager's edit (src/shared/stock.ts).
 * `quantity` is the stock right after the movement, so the product's figure is explained by
 * its newest row and the rows before it.
 */
export const stock_movements = defineResource({
  table: 'stock_movements',
  fields: {
    product_id: { kind: 'ref', table: 'products', required: true, filter: true, readOnly: true },
    delta: { kind: 'int', required: true, readOnly: true },
    quantity: { kind: 'int', required: true, readOnly: true },
    reason: { kind: 'enum', enum: 'stock_reason', required: true, filter: true, readOnly: true },
    order_id: { kind: 'ref', table: 'orders', filter: true, readOnly: true },
    user_id: { kind: 'ref', table: 'users', filter: true, readOnly: true },
  },
  list: ['id', 'created_at', 'product_id', 'delta', 'quantity', 'reason', 'order_id', 'user_id'],
  sort: '-id',
  form: [
    ['product_id', 'reason'],
    ['delta', 'quantity'],
    ['order_id', 'user_id'],
  ],
  titleField: 'product_id',
  readOnly: true,
})

export const reviews = defineResource({
  table: 'reviews',
  menu: { in: 'other', at: 50, icon: 'star' },
  fields: {
    product_id: { kind: 'ref', table: 'products', filter: true },
    name: { kind: 'string', max: 100, required: true, search: 'title' },
    phone: { kind: 'phone', search: 'exact', index: true },
    rating: { kind: 'int', min: 1, max: 5, required: true, default: 5, filter: true },
    text: { kind: 'text', required: true },
    // The shop's public answer under the review.
    answer: { kind: 'text' },
    // New reviews wait for moderation.
    publish: { kind: 'enum', enum: 'publish', required: true, default: '0', filter: true },
  },
  list: ['id', 'product_id', 'name', 'rating', 'text', 'publish', 'created_at'],
  // The publish switch is what moderation clicks in the list: it gives way last.
  listYields: ['created_at', 'product_id', 'text', 'rating'],
  sort: '-id',
  form: [['product_id', 'name', 'phone'], ['rating', 'publish'], ['text'], ['answer']],
  titleField: 'name',
  access: CATALOGUE,
})

/** Blog and info pages of the site. */
export const articles = defineResource({
  table: 'articles',
  menu: { in: 'other', at: 30, icon: 'article' },
  fields: {
    title: { kind: 'string', max: 255, required: true, search: 'title' },
    type: { kind: 'enum', enum: 'article_type', required: true, default: 'new', filter: true },
    slug: { kind: 'string', max: 150, search: 'exact', index: true },
    site: { kind: 'string', max: 50, filter: true },
    image: { kind: 'string', max: 500 },
    body: { kind: 'text' },
    publish: { kind: 'enum', enum: 'publish', required: true, default: '1', filter: true },
  },
  list: ['id', 'title', 'type', 'site', 'publish', 'created_at'],
  sort: '-id',
  form: [['title'], ['type', 'slug', 'site', 'publish'], ['image'], ['body']],
  titleField: 'title',
  access: CATALOGUE,
})

/** Per-page SEO overrides of the site, by URL. */
export const seo = defineResource({
  table: 'seo',
  menu: { in: 'other', at: 100, icon: 'globe' },
  fields: {
    url: { kind: 'string', max: 500, required: true, search: 'exact', unique: true },
    site: { kind: 'string', max: 50, filter: true },
    title: { kind: 'string', max: 255, search: 'title' },
    h1: { kind: 'string', max: 255 },
    description: { kind: 'text' },
    keywords: { kind: 'text' },
    text: { kind: 'text' },
  },
  list: ['id', 'url', 'site', 'title', 'h1'],
  sort: '-id',
  form: [['url', 'site'], ['title', 'h1'], ['description'], ['keywords'], ['text']],
  titleField: 'url',
  access: CATALOGUE,
})
