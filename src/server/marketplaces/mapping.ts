import { normalizePhone } from '@shared/phone'
import type { EnumValue } from '@shared/resources/enums'
import type { OrderStatus } from '@shared/rules/order-status'
import { money, record, str } from './http'
import type { PromOrder, PromStatus } from './prom'
import type { RozetkaOrder } from './rozetka'

/**
 * A marketplace order in our terms: the order's fields and its lines, before the lines are
 * matched to our products. What the marketplaces' fields become is in docs/choices.md
 * ("Marketplace orders").
 */
export interface MappedOrder {
  order: Record<string, unknown>
  items: MappedItem[]
}

export interface MappedItem {
  title: string
  price: number
  quantity: number
  /** The marketplace's offer id of the line (Prom `external_id`, Rozetka `price_offer_id`). */
  offer: string
  /** The seller's article of the line (Prom `sku`, Rozetka `article`). */
  sku: string
}

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s)

/** Lines of the comment that keep what has no field of its own (delivery and payment names). */
function commentOf(parts: (string | false)[]): string {
  return parts.filter((p): p is string => Boolean(p)).join('\n')
}

/** `"Київ, Відділення №11: вул. ..."`: the town before the first comma, the rest the branch. */
function splitAddress(address: string): { city: string; rest: string } {
  const comma = address.indexOf(',')
  if (comma < 0) return { city: address, rest: '' }
  return { city: address.slice(0, comma).trim(), rest: address.slice(comma + 1).trim() }
}

function delivery(provider: string, address: string, warehouseRef: string) {
  const { city, rest } = splitAddress(address)
  if (provider === 'nova_poshta') {
    return {
      delivery_method: 'nova_poshta',
      city_name: cut(city, 150) || null,
      warehouse_name: cut(rest, 255) || null,
      warehouse_ref: cut(warehouseRef, 64) || null,
    }
  }
  const postcode = /\b(\d{5})\b/.exec(address)?.[1]
  // Ukrposhta's method needs a postcode; without one the delivery stays in the comment only.
  if (provider === 'ukrposhta' && postcode) {
    return { delivery_method: 'ukrposhta', postcode, address: cut(address, 255) }
  }
  if (provider === 'pickup') return { delivery_method: 'pickup' }
  return {}
}

type PayMethod = EnumValue<'pay_method'>

/**
 * The marketplace's payment, by the name the shop gave it (Prom's `payment_option.name`, which
 * the seller names in the cabinet; Rozetka's payment type name), as one of our pay methods.
 * Cash on delivery and anything unknown is none: the desk reads the original in the comment.
 */
const PAY_METHOD_NAMES: readonly [RegExp, PayMethod][] = [
  [/rozetka\s*pay/i, 'rozetrka_pay'],
  [/mono\s*pay|plata\s*by\s*mono/i, 'mono_pay'],
  [/\biban\b|рахун|безготівк|безналич|розрахунков/i, 'iban'],
  [/фоп|fop/i, 'card_fop'],
  [/приват|privat/i, 'card_privat'],
  [/моно|mono/i, 'card_mono'],
]

export function payMethodOf(...names: string[]): PayMethod | null {
  for (const name of names) {
    if (!name) continue
    const hit = PAY_METHOD_NAMES.find(([re]) => re.test(name))
    if (hit) return hit[1]
  }
  return null
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The marketplace's own total against its lines: with no lines, one line of that total keeps
 * the order's sum (our total is always the sum of the lines); when the lines add up to another
 * sum (a discount, a delivery fee), the comment says both.
 */
function linesAndTotal(
  source: string,
  id: string,
  items: MappedItem[],
  total: number,
): { items: MappedItem[]; warning: string | false } {
  if (items.length === 0) {
    if (total <= 0) return { items, warning: false }
    return {
      items: [
        {
          title: `${source} №${id}: замовлення без позицій`,
          price: round2(total),
          quantity: 1,
          offer: '',
          sku: '',
        },
      ],
      warning: `${source}: замовлення прийшло без позицій, сума ${String(round2(total))} грн.`,
    }
  }
  const sum = round2(
    items.reduce((acc, i) => acc + Math.round(i.price * 100) * i.quantity, 0) / 100,
  )
  if (total > 0 && sum !== round2(total)) {
    return {
      items,
      warning: `${source}: сума замовлення ${String(round2(total))} грн, а позицій ${String(sum)} грн.`,
    }
  }
  return { items, warning: false }
}

export function mapPromOrder(o: PromOrder, account: string): MappedOrder {
  const dp = o.delivery_provider_data
  const optionName = str(o.delivery_option.name)
  const provider =
    str(dp.provider) ||
    (/самовив|pickup/i.test(optionName + str(o.delivery_option.shipping_service)) ? 'pickup' : '')
  const payment = str(o.payment_option.name)
  const lines = linesAndTotal(
    'Prom',
    o.id,
    o.products.map((p) => ({
      title: cut(p.name || `Prom ${p.external_id || p.id}`, 255),
      price: money(p.price),
      quantity: p.quantity,
      offer: p.external_id,
      sku: p.sku,
    })),
    money(o.price),
  )
  return {
    order: {
      phone: normalizePhone(o.phone) ?? o.phone,
      surname: cut(o.client_last_name, 100) || null,
      name: cut(o.client_first_name, 100) || null,
      patronymic: cut(o.client_second_name, 100) || null,
      order_way: 'prom',
      prom_order: o.id,
      prom_acaunt: account,
      pay_method: payMethodOf(payment),
      track: cut(str(dp.declaration_number), 40) || null,
      ...delivery(provider, o.delivery_address, str(dp.recipient_warehouse_id)),
      comment:
        commentOf([
          o.client_notes,
          optionName &&
            `Prom, доставка: ${optionName}${o.delivery_address ? `, ${o.delivery_address}` : ''}`,
          payment &&
            `Prom, оплата: ${payment}${str(o.payment_data.status) ? ` (${str(o.payment_data.status)})` : ''}`,
          lines.warning,
        ]) || null,
    },
    items: lines.items,
  }
}

export function mapRozetkaOrder(o: RozetkaOrder): MappedOrder {
  const d = o.delivery
  const service = str(d.delivery_service_name)
  const city = str(record(d.city).name) || str(record(d.city).title)
  const place = [str(d.place_street), str(d.place_house), str(d.place_number)]
    .filter(Boolean)
    .join(', ')
  const provider = /нова|nova/i.test(service)
    ? 'nova_poshta'
    : /укрпошт|ukrposhta/i.test(service)
      ? 'ukrposhta'
      : /самовив|rozetka/i.test(service)
        ? 'pickup'
        : ''
  const mapped = delivery(provider, city ? `${city}, ${place}` : place, str(d.ref_id))
  const lines = linesAndTotal(
    'Rozetka',
    o.id,
    o.purchases.map((p) => ({
      title: cut(p.item_name || `Rozetka ${p.item_id}`, 255),
      price: money(p.price),
      quantity: p.quantity,
      offer: p.price_offer_id,
      sku: p.article,
    })),
    money(o.amount),
  )
  return {
    order: {
      phone: normalizePhone(o.user_phone) ?? o.user_phone,
      surname: cut(o.last_name, 100) || null,
      name: cut(o.first_name, 100) || null,
      patronymic: cut(o.second_name, 100) || null,
      order_way: 'rozetka',
      rozetka_order: o.id,
      pay_method: payMethodOf(o.payment_type_name, o.payment_method_name),
      ...mapped,
      comment:
        commentOf([
          o.comment,
          service &&
            `Rozetka, доставка: ${service}${city ? `, ${city}` : ''}${place ? `, ${place}` : ''}`,
          o.payment_type_name && `Rozetka, оплата: ${o.payment_type_name}`,
          lines.warning,
        ]) || null,
    },
    items: lines.items,
  }
}

/**
 * Our status -> Prom's, where one means the same (docs/choices.md): null sends nothing. Prom
 * knows only a handful (pending, received, delivered, canceled, paid).
 */
export const PROM_STATUS_OF: Partial<Record<OrderStatus, PromStatus>> = {
  prepayment: 'received',
  drop_first: 'received',
  pre_order: 'received',
  drop_second: 'received',
  ready: 'received',
  sent: 'received',
  arrived: 'received',
  taken: 'delivered',
  refusal: 'canceled',
  not_available: 'canceled',
  return: 'canceled',
}

/** Prom's cancellation reasons for our statuses that cancel. */
export const PROM_CANCEL_REASON: Partial<Record<OrderStatus, string>> = {
  refusal: 'buyers_request',
  not_available: 'not_available',
  return: 'another',
}

/** Our status -> Rozetka's status number, where the seller may set it (docs/choices.md). */
export const ROZETKA_STATUS_OF: Partial<Record<OrderStatus, number>> = {
  prepayment: 26,
  ready: 2,
  sent: 3,
  taken: 6,
  refusal: 12,
  not_available: 16,
  not_call: 18,
}

/** A marketplace's cancellation arriving here: the order becomes a refusal (when it may). */
export function cancelledOnMarketplace(source: 'prom' | 'rozetka', status: string): boolean {
  if (source === 'prom') return status === 'canceled' || status === 'cancelled'
  return ['11', '12', '13', '16', '17', '18', '19', '20', '24', '28', '29', '31', '32'].includes(
    status,
  )
}
