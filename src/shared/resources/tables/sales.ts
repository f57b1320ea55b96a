import { ACCESS } from '../../access'
import { defineResource } from '../types'

/**
 * Orders: the packing desk's main table. Delivery is Nova Poshta (city and warehouse refs),
 * Ukrposhta (postcode and address) or pickup (`src/shared/rules/delivery.ts`).
 */
export const orders = defineResource({
  table: 'orders',
  menu: { in: 'main', at: 30, icon: 'orders', quick: true },
  fields: {
    phone: { kind: 'phone', required: true, search: 'exact', index: true },
    surname: { kind: 'string', max: 100, search: 'title' },
    name: { kind: 'string', max: 100 },
    patronymic: { kind: 'string', max: 100 },
    status: { kind: 'enum', enum: 'order_status', required: true, default: 'new', filter: true },
    // Carrier tracking number (Nova Poshta, Ukrposhta or PRM-...), found by global search.
    track: { kind: 'string', max: 40, search: 'exact', index: true },
    // Key of the `sites` setting: which of the shop's sites the order came from.
    site: { kind: 'string', max: 50, filter: true },
    // How the order arrived (site, phone, viber, prom, rozetka...): free text, the spec has no list.
    order_way: { kind: 'string', max: 50, filter: true },
    prom_order: { kind: 'string', max: 50, search: 'exact', index: true },
    // Key of the `api.prom.accounts` setting (the spelling is the spec's).
    prom_acaunt: { kind: 'string', max: 50, filter: true },
    rozetka_order: { kind: 'string', max: 50, search: 'exact', index: true },
    pay_method: { kind: 'enum', enum: 'pay_method', filter: true },
    // Orders from before the method existed travelled by Nova Poshta.
    delivery_method: {
      kind: 'enum',
      enum: 'delivery_method',
      required: true,
      default: 'nova_poshta',
      filter: true,
    },
    city_name: { kind: 'string', max: 150 },
    city_ref: { kind: 'string', max: 64 },
    warehouse_name: { kind: 'string', max: 255 },
    warehouse_ref: { kind: 'string', max: 64 },
    // Ukrposhta: the recipient's postcode (5 digits) and address (street, house, town).
    postcode: { kind: 'string', max: 5 },
    address: { kind: 'string', max: 255 },
    total: { kind: 'money', default: 0 },
    prepayment: { kind: 'money', default: 0 },
    comment: { kind: 'text' },
    // The manager responsible for the order.
    user_id: { kind: 'ref', table: 'users', filter: true, author: { reassign: ACCESS.manager } },
  },
  list: [
    'id',
    'status',
    'phone',
    'surname',
    'name',
    'city_name',
    'total',
    'track',
    'order_way',
    'created_at',
  ],
  // Beside the right panel on a laptop the desk keeps the number, status, phone, surname and
  // sum: the day, the name and the source give way first, then the city and the track.
  listYields: ['created_at', 'name', 'order_way', 'city_name', 'track'],
  sort: '-id',
  form: [
    ['status', 'site', 'order_way'],
    ['phone', 'surname', 'name', 'patronymic'],
    ['delivery_method', 'city_name', 'city_ref', 'warehouse_name', 'warehouse_ref'],
    ['postcode', 'address'],
    ['pay_method', 'total', 'prepayment', 'track'],
    ['prom_order', 'prom_acaunt', 'rozetka_order', 'user_id'],
    ['comment'],
  ],
  titleField: 'surname',
  children: [{ table: 'order_items', foreignKey: 'order_id' }],
  createdIndex: true,
  // The desk's "orders of last week": a period of Kyiv days on when the order came in.
  ranges: ['created_at'],
  // A status tab narrowed by one more filter, counted and paged from one index each (measured
  // with EXPLAIN on 100 000 orders: docs/choices.md, "The orders list").
  indexes: [
    ['status', 'created_at'],
    ['status', 'site', 'id'],
    ['status', 'order_way', 'id'],
    ['status', 'pay_method', 'id'],
    ['status', 'user_id', 'id'],
    // The home screen's "sent today": the sent orders changed today, from the index alone
    // instead of every sent order's row (some 3 500 pages on 100 000 orders).
    ['status', 'updated_at'],
  ],
})

export const order_items = defineResource({
  table: 'order_items',
  fields: {
    order_id: { kind: 'ref', table: 'orders', required: true, filter: true },
    product_id: { kind: 'ref', table: 'products', filter: true },
    // The title and price at the moment of sale, so later product edits do not rewrite history.
    title: { kind: 'string', max: 255, required: true, search: 'title' },
    price: { kind: 'money', required: true },
    quantity: { kind: 'int', min: 1, max: 10000, required: true, default: 1 },
    // A marketplace line: the marketplace's own title and offer id, and whether it matched none
    // of our products (then `product_id` is empty and the desk picks the product by hand).
    external_title: { kind: 'string', max: 255 },
    external_offer: { kind: 'string', max: 64 },
    unmatched: { kind: 'bool', default: false },
  },
  list: ['id', 'order_id', 'title', 'price', 'quantity'],
  sort: 'id',
  form: [['order_id', 'product_id'], ['title'], ['price', 'quantity']],
  titleField: 'title',
  // Edited inside its order's form.
  listed: false,
})

/** Call requests from the site ("call me back"), worked through by the call desk. */
export const calls = defineResource({
  table: 'calls',
  menu: { in: 'main', at: 40, icon: 'phone', quick: true },
  fields: {
    phone: { kind: 'phone', required: true, search: 'exact', index: true },
    surname: { kind: 'string', max: 100, search: 'title' },
    name: { kind: 'string', max: 100 },
    status: {
      kind: 'enum',
      enum: 'call_status',
      required: true,
      default: 'new_order',
      filter: true,
    },
    site: { kind: 'string', max: 50, filter: true },
    comment: { kind: 'text' },
    // The order the call ended in, if any.
    order_id: { kind: 'ref', table: 'orders', filter: true },
    user_id: { kind: 'ref', table: 'users', filter: true, author: { reassign: ACCESS.manager } },
  },
  list: ['id', 'status', 'phone', 'surname', 'name', 'comment', 'created_at'],
  sort: '-id',
  form: [['status', 'site'], ['phone', 'surname', 'name'], ['order_id', 'user_id'], ['comment']],
  titleField: 'phone',
  createdIndex: true,
})

/** Photos of a packed parcel's contents, kept against disputes. */
export const orders_images = defineResource({
  table: 'orders_images',
  menu: { in: 'other', at: 10, icon: 'image' },
  fields: {
    order_id: { kind: 'ref', table: 'orders', required: true, filter: true },
    ttn: { kind: 'string', max: 40, search: 'exact', index: true },
    image: { kind: 'string', max: 500, required: true },
    comment: { kind: 'text' },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
  },
  list: ['id', 'order_id', 'ttn', 'image', 'created_at'],
  sort: '-id',
  form: [['order_id', 'ttn'], ['image'], ['comment', 'user_id']],
  titleField: 'ttn',
})

/** Money received for orders (prepayments and full payments). */
export const payments = defineResource({
  table: 'payments',
  menu: { in: 'other', at: 40, icon: 'card' },
  fields: {
    order_id: { kind: 'ref', table: 'orders', filter: true },
    amount: { kind: 'money', required: true },
    pay_method: { kind: 'enum', enum: 'pay_method', required: true, filter: true },
    date: { kind: 'date', required: true, filter: true },
    // The name on the bank statement, for matching a payment without an order.
    payer: { kind: 'string', max: 150, search: 'title' },
    comment: { kind: 'text' },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
  },
  list: ['id', 'date', 'amount', 'pay_method', 'payer', 'order_id'],
  sort: '-id',
  form: [
    ['date', 'amount', 'pay_method'],
    ['order_id', 'payer'],
    ['comment', 'user_id'],
  ],
  titleField: 'payer',
})

/** The purchase list: goods to order from suppliers. */
export const cart = defineResource({
  table: 'cart',
  menu: { in: 'main', at: 100, icon: 'cart', quick: true },
  fields: {
    product_id: { kind: 'ref', table: 'products', required: true, filter: true },
    quantity: { kind: 'int', min: 1, max: 10000, required: true, default: 1 },
    provider: { kind: 'enum', enum: 'provider', filter: true },
    // Ordered from the supplier already (the row stays until the goods arrive).
    ordered: { kind: 'bool', default: false, filter: true },
    comment: { kind: 'text' },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
  },
  list: ['id', 'product_id', 'quantity', 'provider', 'ordered', 'comment'],
  sort: '-id',
  form: [
    ['product_id', 'quantity'],
    ['provider', 'ordered'],
    ['comment', 'user_id'],
  ],
  titleField: 'product_id',
})

/**
 * Packing mode: an order's packing at the desk, kept on the server so closing the app,
 * scanning another order or moving to another desk resumes it. One row per order; `ticks` holds
 * the units ticked per order item (`{ "<order_item_id>": n }`), written only by the packing
 * routes (src/server/packing), which check every scan against the order's items.
 */
export const packing_sessions = defineResource({
  table: 'packing_sessions',
  fields: {
    order_id: { kind: 'ref', table: 'orders', required: true, unique: true, filter: true },
    ticks: { kind: 'json', readOnly: true },
    // Who scanned the first unit; who finished it and when (empty while it is being packed).
    user_id: { kind: 'ref', table: 'users', filter: true, readOnly: true },
    packed_by: { kind: 'ref', table: 'users', filter: true, readOnly: true },
    packed_at: { kind: 'datetime', filter: true, readOnly: true },
    // A manager's release of an order the shipping rule holds (src/shared/rules/shipping.ts):
    // who, when and the reason they typed.
    released_by: { kind: 'ref', table: 'users', filter: true, readOnly: true },
    released_at: { kind: 'datetime', readOnly: true },
    release_reason: { kind: 'text', readOnly: true },
  },
  list: ['id', 'order_id', 'user_id', 'created_at', 'packed_by', 'packed_at'],
  sort: '-id',
  form: [
    ['order_id', 'user_id'],
    ['packed_by', 'packed_at'],
    ['released_by', 'released_at'],
    ['release_reason'],
  ],
  titleField: 'order_id',
  readOnly: true,
  ranges: ['packed_at'],
})
