import { sql } from 'drizzle-orm'
import { ENUMS } from '@shared/resources/enums'
import {
  currentCard,
  fillTemplate,
  orderPlaceholders,
  SMS_TEMPLATES,
  TEMPLATE_CHANNEL,
  type SmsTemplate,
} from '@shared/rules/sms-templates'
import { queryRows, type Db } from '../db/client'
import * as schema from '../db/schema'
import type { Put } from './content'
import { cycle, DAY, PROM_ACCOUNT, SITES, type Row } from './orders'
import { DEMO_SETTINGS } from './settings'
import { FIRST_NAMES, SURNAMES, type Random } from './words'

/**
 * The demo shop's areas after the catalogue and the orders (`shop.ts` seeds those and calls
 * these in order: each draws from the one random sequence, so the order keeps the data the same).
 */
export interface Seed {
  db: Db
  rnd: Random
  now: number
  users: number[]
  /** A random user's id (null with no users). */
  someone: () => number | null
  /** An instant up to `maxDays` before now. */
  ago: (maxDays: number) => Date
  put: Put
}

/** A type, not an interface, so it fits the rows' `Record` parameters. */
export type DemoOrder = {
  id: number
  phone: string
  track: string | null
  total: string | number
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/** The desk's work: calls, parcels, tasks, the till, payments, SMS; answers the shipped orders. */
export async function seedDesk(seed: Seed, orders: DemoOrder[]): Promise<DemoOrder[]> {
  const { rnd, now, someone, ago, put } = seed
  await put(
    'calls',
    schema.calls,
    ENUMS.call_status.flatMap((status, i) =>
      [0, 1].map((k) => ({
        phone: rnd.phone(),
        surname: rnd.pick(SURNAMES),
        name: rnd.pick(FIRST_NAMES),
        status,
        site: rnd.pick(SITES),
        comment: k === 0 ? 'Просить підібрати чохол під колір телефону' : null,
        order_id: status === 'confirm_order' ? (orders[i]?.id ?? null) : null,
        user_id: someone(),
        created_at: ago(10),
      })),
    ),
  )

  const shipped = orders.filter((o) => o.track)
  await put(
    'ttns',
    schema.ttns,
    shipped.slice(0, 16).map((o, i) => ({
      ttn: o.track,
      title: cycle(ENUMS.ttn_title, i),
      status: cycle(ENUMS.ttn_status, i),
      status_code: [1, 5, 7, 9][i % 4],
      status_text: ['Створено', 'Прямує до відділення', 'Прибув у відділення', 'Отримано'][i % 4],
      date_delivery: isoDay(new Date(now + rnd.int(-3, 3) * DAY)),
      payer: i % 3 === 0 ? 'Recipient' : 'Sender',
      cost: rnd.int(70, 140),
      service: String(o.track).startsWith('050') ? 'ukrposhta' : 'nova_poshta',
      user_id: someone(),
    })),
  )

  const taskTitles = [
    'Передзвонити клієнту щодо обміну чохла',
    'Замовити захисне скло для iPhone 15 у постачальника',
    'Перевірити оплату від Prom за вчора',
    'Оновити фото нових чохлів на сайті',
    'Відправити повернення постачальнику VDMT',
    'Звірити залишки плівок на складі',
    'Відповісти на відгуки за тиждень',
    'Підготувати посилки до 15:00',
  ]
  await put(
    'tasks',
    schema.tasks,
    taskTitles.map((title, i) => ({
      title,
      status: cycle(ENUMS.task_status, i),
      mark: cycle(ENUMS.task_mark, i),
      user_id: someone(),
      instructed_user_id: someone(),
    })),
  )

  const cashRows: Row[] = [
    ...ENUMS.cash_category.map((category, i) => {
      const type = ['zp', 'avans', 'producty', 'others'].includes(category) ? 'expense' : 'income'
      return {
        amount: type === 'expense' ? rnd.int(200, 3000) : rnd.int(500, 9000),
        type,
        category,
        description: type === 'expense' ? 'Видатки магазину' : 'Надходження за день',
        whom_user_id: someone(),
        date: isoDay(new Date(now - i * DAY)),
        user_id: someone(),
      }
    }),
  ]
  await put('cash_flows', schema.cash_flows, cashRows)

  await put(
    'payments',
    schema.payments,
    orders.slice(0, 24).map((o, i) => ({
      order_id: o.id,
      amount: Number(o.total) || 350,
      pay_method: cycle(ENUMS.pay_method, i),
      date: isoDay(ago(20)),
      payer: `${rnd.pick(SURNAMES)} ${rnd.pick(FIRST_NAMES)}`,
      comment: null,
      user_id: someone(),
    })),
  )

  // Messages as the send route writes them, each template once or more over both channels:
  // the demo templates filled for the order, accepted by TurboSMS or refused with the reason.
  const templates = DEMO_SETTINGS.find((d) => d.key === 'templates_sms')?.value as Record<
    SmsTemplate,
    string
  >
  const card = currentCard(DEMO_SETTINGS.find((d) => d.key === 'info.rekvizity_payment')?.value)
  await put(
    'sms',
    schema.sms,
    shipped.slice(0, 10).map((o, i) => {
      const template = cycle(SMS_TEMPLATES, i)
      return {
        phone: o.phone,
        text: fillTemplate(templates[template], orderPlaceholders(o, card)),
        template,
        channel: i === 4 ? 'sms' : TEMPLATE_CHANNEL[template],
        status: i % 4 === 3 ? 'failed' : 'sent',
        error: i % 4 === 3 ? 'На балансі TurboSMS недостатньо коштів.' : null,
        order_id: o.id,
        user_id: someone(),
      }
    }),
  )
  return shipped
}

/** The marketplace import's links and runs, and the parcels' photos. */
export async function seedMarketplaces(seed: Seed, shipped: DemoOrder[]): Promise<void> {
  const { db, rnd, now, someone, put } = seed
  // The marketplace import: the demo's Prom and Rozetka orders as the importer would have
  // linked them, and a day of its runs (one that found Prom down).
  const linked = await queryRows<{
    id: number
    prom_order: string | null
    prom_acaunt: string | null
    rozetka_order: string | null
  }>(
    db,
    sql`select id, prom_order, prom_acaunt, rozetka_order from orders
        where prom_order is not null or rozetka_order is not null order by id limit 12`,
  )
  await put(
    'marketplace_orders',
    schema.marketplace_orders,
    linked.map((o) => ({
      source: o.prom_order ? 'prom' : 'rozetka',
      account: o.prom_order ? (o.prom_acaunt ?? PROM_ACCOUNT) : '',
      external_id: o.prom_order ?? o.rozetka_order,
      order_id: o.id,
      external_status: o.prom_order ? 'received' : '26',
      external_modified: new Date(now - DAY).toISOString(),
      imported: null,
      sync_error: null,
    })),
  )
  await put(
    'import_runs',
    schema.import_runs,
    [0, 1, 2, 3].map((i) => ({
      source: i === 3 ? 'rozetka' : 'prom',
      account: i === 3 ? '' : PROM_ACCOUNT,
      status: i === 1 ? 'failed' : 'ok',
      new_count: i === 1 ? 0 : rnd.int(0, 3),
      updated_count: i === 1 ? 0 : rnd.int(0, 2),
      failed_count: 0,
      messages: i === 3 ? 0 : 2,
      chats: i === 3 ? 0 : 1,
      error: i === 1 ? 'Prom.ua не відповідає: спробуємо пізніше.' : null,
      created_at: new Date(now - (4 - i) * 15 * 60_000),
      finished_at: new Date(now - (4 - i) * 15 * 60_000 + 4_000),
      started_by: 'schedule',
    })),
  )

  await put(
    'orders_images',
    schema.orders_images,
    shipped.slice(0, 6).map((o) => ({
      order_id: o.id,
      ttn: o.track,
      image: `/images/parcels/${o.id}.jpg`,
      comment: 'Фото упаковки перед відправкою',
      user_id: someone(),
    })),
  )
}

/** Packing of the shipped orders and the stock it moved. */
export async function seedPacking(seed: Seed, shipped: DemoOrder[]): Promise<void> {
  const { db, rnd, now, someone, put } = seed
  // Packing: the shipped orders were packed at the desk, every unit scanned.
  const packed = shipped.slice(0, 8)
  const lines = await queryRows<{
    id: number
    order_id: number
    product_id: number | null
    quantity: number
  }>(
    db,
    sql`select id, order_id, product_id, quantity from order_items
        where order_id in (${sql.join(
          packed.map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
  )
  await put(
    'packing_sessions',
    schema.packing_sessions,
    packed.map((o) => {
      const packer = someone()
      return {
        order_id: o.id,
        ticks: Object.fromEntries(
          lines.filter((l) => l.order_id === o.id).map((l) => [String(l.id), l.quantity]),
        ),
        user_id: packer,
        packed_by: packer,
        packed_at: new Date(now - 2 * DAY),
      }
    }),
  )

  // Stock: what those packings wrote off, and one of each other reason a shelf figure moves for.
  const stocked = await queryRows<{ id: number; quantity: number }>(
    db,
    sql`select id, quantity from products order by id limit 4`,
  )
  const packedLines = lines.filter((l) => l.product_id !== null)
  await put('stock_movements', schema.stock_movements, [
    ...packedLines.map((l) => ({
      product_id: l.product_id,
      delta: -l.quantity,
      quantity: rnd.int(0, 40),
      reason: 'packed',
      order_id: l.order_id,
      user_id: someone(),
      created_at: new Date(now - 2 * DAY),
    })),
    ...(['returned', 'cancelled', 'counted', 'edited'] as const).flatMap((reason, i) => {
      const product = stocked[i]
      if (!product) return []
      return [
        {
          product_id: product.id,
          delta: reason === 'counted' ? -1 : 1,
          quantity: product.quantity,
          reason,
          order_id:
            reason === 'returned' || reason === 'cancelled' ? (shipped[i]?.id ?? null) : null,
          user_id: someone(),
          created_at: new Date(now - DAY),
        },
      ]
    }),
  ])
}

/** The supplier cart, the stocktake and the Prom offers. */
export async function seedShelf(
  seed: Seed,
  products: readonly (readonly [number, string, number])[],
): Promise<void> {
  const { rnd, someone, put } = seed
  await put(
    'cart',
    schema.cart,
    products.slice(0, 12).map(([id], i) => ({
      product_id: id,
      quantity: rnd.int(1, 10),
      provider: cycle(ENUMS.provider, i),
      ordered: i % 3 === 0,
      comment: i % 4 === 0 ? 'Закінчуються, дозамовити' : null,
      user_id: someone(),
    })),
  )

  await put(
    'inventory',
    schema.inventory,
    products.slice(0, 15).map(([id]) => {
      const expected = rnd.int(0, 30)
      return {
        product_id: id,
        expected,
        counted: expected - rnd.int(0, 2),
        comment: null,
        user_id: someone(),
      }
    }),
  )

  await put(
    'prom_products',
    schema.prom_products,
    products.slice(0, 20).map(([id, title, price], i) => ({
      product_id: id,
      prom_acaunt: PROM_ACCOUNT,
      prom_id: String(1_900_000_000 + id),
      title,
      price: price + 20,
      availability: cycle(ENUMS.availability, i),
      publish: cycle(ENUMS.publish, i),
    })),
  )
}

/** The suppliers' price parsers. */
export async function seedSuppliers({ ago, put }: Seed): Promise<void> {
  await put(
    'parsers',
    schema.parsers,
    ENUMS.provider.map((provider, i) => ({
      title: provider === '{product}' ? 'Ціни з карток товарів' : `Прайс ${provider}`,
      url: `https://${provider === '{product}' ? 'caseshop' : provider}.example/price.xml`,
      provider,
      status: ['new', 'done', 'error', 'new', 'done', 'done'][i],
      active: i !== 2,
      new_count: [12, 0, 0, 3, 0, 0][i],
      last_run_at: ago(2),
      last_result: i === 2 ? 'Сервер постачальника не відповів' : 'Оновлено ціни й наявність',
    })),
  )
}
