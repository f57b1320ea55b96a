import { z } from 'zod'
import { msg, text, type Message, type MessageCode } from '../messages'
import { normalizePhone } from '../phone'
import type { OrderStatus } from '../rules/order-status'

/**
 * An express waybill (Nova Poshta's `InternetDocument.save`) for one order: the rules that
 * turn an order and the shop's sender into the API's properties, and NP's refusals back into
 * our fields (docs/choices.md, "Waybills"). API reference: developers.novaposhta.ua, model
 * `InternetDocument`, method `save` (the private-recipient form with `NewAddress: '1'`), and
 * model `ScanSheet`, method `insertDocuments`.
 */

/** The order statuses a waybill is made in: before the parcel leaves, the order still going. */
export const WAYBILL_STATUSES: readonly OrderStatus[] = [
  'new',
  'not_call',
  'prepayment',
  'pre_order',
  'drop_first',
  'drop_second',
  'ready',
]

export const WAYBILL_DEFAULTS = {
  /** kg: a phone case or two with their box; NP's least is 0.1. */
  weight: 0.5,
  seats: 1,
  description: 'Аксесуари для телефонів',
} as const

export const WAYBILL_PAYERS = ['Recipient', 'Sender'] as const
export type WaybillPayer = (typeof WAYBILL_PAYERS)[number]

/** NP's least declared value, UAH. */
export const MIN_DECLARED_VALUE = 1
const MAX_MONEY = 1_000_000

/** What the desk may change before the waybill goes (the dialog's fields). */
export const waybillOptionsSchema = z.object({
  weight: z
    .number()
    .min(0.1, { error: () => text('field.weightMin', { n: '0,1' }) })
    .max(1000, { error: () => text('field.weightMax', { n: 1000 }) }),
  seats: z
    .number()
    .int()
    .min(1, { error: () => text('field.seatsMin', { n: 1 }) })
    .max(100, { error: () => text('field.seatsMax', { n: 100 }) }),
  description: z
    .string()
    .trim()
    .min(1, { error: () => text('field.required') })
    .max(100, { error: () => text('field.maxLength', { n: 100 }) }),
  declared_value: z
    .number()
    .min(MIN_DECLARED_VALUE, {
      error: () => text('field.declaredValueMin', { n: MIN_DECLARED_VALUE }),
    })
    .max(MAX_MONEY),
  /** Cash on delivery, UAH; 0 is none. */
  cod: z
    .number()
    .min(0, { error: () => text('field.notNegative') })
    .max(MAX_MONEY),
  payer: z.enum(WAYBILL_PAYERS),
})
export type WaybillOptions = z.infer<typeof waybillOptionsSchema>

/**
 * The shop as NP's sender: its counterparty, contact person, phone, city and branch refs, picked
 * by name from NP's own lists (the names are kept beside the refs to show what was picked).
 */
const REF = /^[A-Za-z0-9-]{1,64}$/
const refSchema = z
  .string()
  .trim()
  .min(1, { error: () => text('field.npPick') })
  .regex(REF, { error: () => text('field.npRef') })
const nameSchema = z.string().trim().max(255).optional()
export const waybillSenderSchema = z.object({
  counterparty_ref: refSchema,
  contact_ref: refSchema,
  phone: z
    .string()
    .trim()
    .max(20)
    .refine((p) => normalizePhone(p) !== null, { error: () => text('field.phone') }),
  city_ref: refSchema,
  warehouse_ref: refSchema,
  counterparty_name: nameSchema,
  contact_name: nameSchema,
  city_name: nameSchema,
  warehouse_name: nameSchema,
})
export type WaybillSender = z.infer<typeof waybillSenderSchema>
export const WAYBILL_SENDER_FIELDS = [
  'counterparty_ref',
  'contact_ref',
  'phone',
  'city_ref',
  'warehouse_ref',
] as const

/** A site's key (the `sites` setting's): latin letters, digits, `_` and `-`. */
const SITE_KEY = /^[A-Za-z0-9_-]{1,50}$/
const RESERVED = new Set(['__proto__', 'constructor', 'prototype'])
const MAX_SITES = 50

/**
 * The `api.nova_poshta.sender` setting: the shop's sender, and optionally another sender for a
 * site (a shop whose sites ship from different counterparties or branches), keyed by the
 * site's key. An order of a site with its own sender goes from that one.
 */
export const npSenderSettingSchema = waybillSenderSchema.extend({
  sites: z
    .record(z.string().regex(SITE_KEY, { error: () => text('field.siteKey') }), waybillSenderSchema)
    .refine((o) => Object.keys(o).every((k) => !RESERVED.has(k)), {
      error: () => text('field.reservedName'),
    })
    .refine((o) => Object.keys(o).length <= MAX_SITES, {
      error: () => text('field.maxSites', { n: MAX_SITES }),
    })
    .optional(),
})
export type NpSenderSetting = z.infer<typeof npSenderSettingSchema>

/** The sender of an order of `site`: the site's own, or the shop's. */
export function senderFor(setting: NpSenderSetting, site: unknown): WaybillSender {
  const { sites, ...shop } = setting
  const key = typeof site === 'string' ? site : ''
  if (key && sites && Object.hasOwn(sites, key)) return sites[key] ?? shop
  return shop
}

/** An order's fields a waybill reads. */
export interface WaybillOrder {
  id: number
  status?: unknown
  phone?: unknown
  surname?: unknown
  name?: unknown
  patronymic?: unknown
  delivery_method?: unknown
  city_name?: unknown
  city_ref?: unknown
  warehouse_name?: unknown
  warehouse_ref?: unknown
  total?: unknown
  prepayment?: unknown
  track?: unknown
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const money = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0
}

/**
 * The dialog's starting values: the order's total declared; what is left unpaid after the
 * prepayment is cash on delivery; the recipient pays the delivery.
 */
export function waybillDefaults(order: WaybillOrder): WaybillOptions {
  const total = money(order.total)
  const due = Math.max(0, Math.round((total - money(order.prepayment)) * 100) / 100)
  return {
    weight: WAYBILL_DEFAULTS.weight,
    seats: WAYBILL_DEFAULTS.seats,
    description: WAYBILL_DEFAULTS.description,
    declared_value: Math.max(MIN_DECLARED_VALUE, total),
    cod: due,
    payer: 'Recipient',
  }
}

/** The order's own fields a waybill needs, with the reason beside each one missing. */
export function waybillOrderErrors(order: WaybillOrder): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {}
  if (order.delivery_method !== undefined && order.delivery_method !== 'nova_poshta') {
    errors.delivery_method = [msg('waybill.notNovaPoshta')]
  }
  if (!normalizePhone(trimmed(order.phone))) errors.phone = [msg('field.phone')]
  if (!trimmed(order.surname) || !trimmed(order.name)) {
    errors.surname = [msg('waybill.recipientName')]
  }
  if (!trimmed(order.city_ref)) errors.city_name = [msg('waybill.chooseCity')]
  if (!trimmed(order.warehouse_ref)) errors.warehouse_name = [msg('waybill.chooseWarehouse')]
  return errors
}

/** `dd.mm.yyyy` of the shop's day (Kyiv), as `DateTime` and `Date` want it. */
export function npDate(now: Date): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' })
    .format(now)
    .split('-')
  return `${d}.${m}.${y}`
}

const amount = (n: number) => String(Math.round(n * 100) / 100)

/** `InternetDocument.save`'s properties: a branch-to-branch parcel to a private person. */
export function saveProperties(
  order: WaybillOrder,
  options: WaybillOptions,
  sender: WaybillSender,
  now: Date,
): Record<string, unknown> {
  const phone = normalizePhone(trimmed(order.phone)) ?? trimmed(order.phone)
  const recipientName = [order.surname, order.name, order.patronymic].map(trimmed).filter(Boolean)
  const props: Record<string, unknown> = {
    NewAddress: '1',
    PayerType: options.payer,
    // The recipient pays in cash at the branch; a sender's contract pays by invoice.
    PaymentMethod: options.payer === 'Recipient' ? 'Cash' : 'NonCash',
    DateTime: npDate(now),
    CargoType: 'Parcel',
    Weight: amount(options.weight),
    ServiceType: 'WarehouseWarehouse',
    SeatsAmount: String(options.seats),
    Description: options.description.trim(),
    Cost: amount(options.declared_value),
    CitySender: sender.city_ref,
    Sender: sender.counterparty_ref,
    SenderAddress: sender.warehouse_ref,
    ContactSender: sender.contact_ref,
    SendersPhone: normalizePhone(sender.phone) ? `38${normalizePhone(sender.phone)}` : sender.phone,
    CityRecipient: trimmed(order.city_ref),
    RecipientCityName: trimmed(order.city_name),
    RecipientAddress: trimmed(order.warehouse_ref),
    RecipientAddressName: trimmed(order.warehouse_name),
    RecipientType: 'PrivatePerson',
    RecipientName: recipientName.join(' '),
    RecipientsPhone: phone.length === 10 ? `38${phone}` : phone,
    InfoRegClientBarcodes: String(order.id),
  }
  if (options.cod > 0) {
    props.BackwardDeliveryData = [
      { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: amount(options.cod) },
    ]
  }
  return props
}

/** Our field a NP property belongs to (the dialog's and the order's fields). */
const PROPERTY_FIELDS: readonly [RegExp, string][] = [
  [/RecipientsPhone|RecipientPhone/i, 'phone'],
  [/RecipientName|ContactRecipient|Recipient\b|RecipientType/i, 'surname'],
  [/CityRecipient|RecipientCityName|RecipientArea/i, 'city_name'],
  [/RecipientAddress/i, 'warehouse_name'],
  [/Weight|VolumeGeneral|OptionsSeat/i, 'weight'],
  [/SeatsAmount/i, 'seats'],
  [/Description/i, 'description'],
  [/BackwardDelivery|Redelivery|AfterpaymentOnGoodsCost/i, 'cod'],
  [/\bCost\b|DeclaredValue/i, 'declared_value'],
  [/PayerType|PaymentMethod/i, 'payer'],
  [/Sender|CitySender|SendersPhone|ContactSender/i, 'sender'],
]

/** What each of our fields says when NP refuses it (with NP's own text as `detail`). */
export const WAYBILL_FIELD_MESSAGES: Record<string, MessageCode> = {
  phone: 'waybill.npPhone',
  surname: 'waybill.npSurname',
  city_name: 'waybill.npCity',
  warehouse_name: 'waybill.npWarehouse',
  weight: 'waybill.npWeight',
  seats: 'waybill.npSeats',
  description: 'waybill.npDescription',
  cod: 'waybill.npCod',
  declared_value: 'waybill.npDeclaredValue',
  payer: 'waybill.npPayer',
  sender: 'waybill.npSender',
}

/**
 * NP's refusal, field by field: each `errors` text names the property it is about
 * ("RecipientsPhone is invalid"), so the field is found from the text; the text itself follows
 * our message, with its code, so nothing NP said is lost. Texts naming no known property
 * stay general.
 */
export function mapWaybillErrors(
  apiErrors: readonly string[],
  apiCodes: readonly string[],
): { fields: Record<string, Message[]>; general: string[] } {
  const fields: Record<string, Message[]> = {}
  const general: string[] = []
  apiErrors.forEach((raw, i) => {
    const code = apiCodes[i]
    const said = `${raw}${code ? ` [${code}]` : ''}`
    const hit = PROPERTY_FIELDS.find(([re]) => re.test(raw))
    if (!hit) {
      general.push(said)
      return
    }
    const field = hit[1]
    const message: Message = {
      code: WAYBILL_FIELD_MESSAGES[field] ?? 'waybill.npField',
      params: { detail: said },
    }
    ;(fields[field] ??= []).push(message)
  })
  return { fields, general }
}
