import { z } from 'zod'
import { ACCESS } from './access'
import { safeText } from './contract/http'
import { text } from './messages'
import { npSenderSettingSchema } from './nova-poshta/waybill'
import { templateProblemMessage, templateProblems } from './rules/sms-templates'

/**
 * The settings staff change from the right panel's cheat-sheet, one key at a time, each with
 * its own access level and shape (`POST /api/settings/set_param`). Every desk may switch the
 * current payment card; the lists themselves are the managers'. Anything else in the settings
 * stays the administrator's (the generic settings table).
 */

const line = (max: number) => safeText(max).trim()

export const paymentCardSchema = z.object({
  card: line(64).min(1),
  name: line(150),
  bank: line(100),
})
export type PaymentCard = z.infer<typeof paymentCardSchema>

export const phoneEntrySchema = z.object({ phone: line(32).min(1) })
export const otherEntrySchema = z.object({ title: line(150).min(1), text: safeText(2000) })
/**
 * A template's text: only the declared placeholders in braces (`templateProblems`); the issue
 * carries what is wrong (`params.problems`) so the editor can word it in the user's language.
 */
export const smsTemplateTextSchema = safeText(1000).superRefine((text, ctx) => {
  const problems = templateProblems(text)
  if (problems.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: templateProblemMessage(problems),
      params: { problems },
    })
  }
})
export const smsTemplatesSchema = z.object({
  payment_sms: smsTemplateTextSchema,
  prepayment_viber: smsTemplateTextSchema,
  send_ttn: smsTemplateTextSchema,
})

/** The most cards, phones, addresses and notes a list holds: a cheat-sheet, not a database. */
export const PARAM_LIST_MAX = 50

/**
 * A key of a keyed setting (a site, a Prom account): latin letters, digits, `_` and `-`, as the
 * feed's address `/feeds/prom/{account}.xml` takes it. Never a name objects already have.
 */
export const SETTING_KEY_PATTERN = /^[A-Za-z0-9_-]{1,50}$/
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
export const settingKeySchema = z
  .string()
  .regex(SETTING_KEY_PATTERN, { error: () => text('field.settingKey') })
  .refine((k) => !RESERVED_KEYS.has(k), { error: () => text('field.reservedName') })

/** An object keyed by `settingKeySchema`, at most `PARAM_LIST_MAX` entries. */
const keyed = <T extends z.ZodType>(value: T) =>
  z
    .record(settingKeySchema, value)
    .refine((o) => Object.keys(o).length <= PARAM_LIST_MAX, `Не більше ${PARAM_LIST_MAX} записів`)

/**
 * A Prom account: its name, its login id, the API token its orders are pulled with (a secret:
 * masked in get_params); other properties kept as they are.
 */
export const promAccountSchema = z
  .object({ name: line(150).min(1), login_id: line(64), token: line(200).optional() })
  .catchall(z.union([safeText(500), z.number(), z.boolean(), z.null()]))

/** `''` (the service's own address) or an http(s) address. */
const endpointSchema = line(300).refine(
  (s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s),
  'Має бути адресою http(s)://…',
)

/**
 * The address at which Prom (on the internet) reaches this server, such as
 * `https://shop.example.ua`: the Prom feed's absolute links (its pictures) start with it, never
 * with the `Host` a request names. Scheme and host, and a path if the server sits under one;
 * no query, fragment or credentials.
 */
export const publicUrlSchema = webAddressSchema('Має бути адресою сервера https://… без ? і #')

/**
 * The shop's own site, such as `https://caseshop.com.ua`: the Prom feed links each offer to its
 * page there (`{site}/product/{id}`, docs/choices.md "Marketplaces"). The same shape as
 * `publicUrlSchema`.
 */
export const siteUrlSchema = webAddressSchema('Має бути адресою сайту http(s)://… без ? і #')

/** `''` or an http(s) address with no credentials, query or fragment. */
function webAddressSchema(message: string) {
  return line(300).refine((s) => {
    if (s === '') return true
    try {
      const url = new URL(s)
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        !url.username &&
        !url.password &&
        !url.search &&
        !url.hash &&
        !s.includes('?') &&
        !s.includes('#')
      )
    } catch {
      return false
    }
  }, message)
}

export const SETTABLE_PARAMS = {
  'info.rekvizity_payment.current': {
    level: ACCESS.packer,
    type: 'number',
    title: 'Поточна картка для оплати',
    schema: z
      .number()
      .int()
      .min(0)
      .max(PARAM_LIST_MAX - 1),
  },
  'info.rekvizity_payment': {
    level: ACCESS.manager,
    type: 'json',
    title: 'Реквізити для оплати',
    schema: z.object({
      cards: z.array(paymentCardSchema).max(PARAM_LIST_MAX),
      current: z
        .number()
        .int()
        .min(0)
        .max(PARAM_LIST_MAX - 1),
    }),
  },
  'info.phones': {
    level: ACCESS.manager,
    type: 'json',
    title: 'Телефони',
    schema: z.array(phoneEntrySchema).max(PARAM_LIST_MAX),
  },
  'info.addresses': {
    level: ACCESS.manager,
    type: 'json',
    title: 'Адреси',
    schema: z.array(line(300).min(1)).max(PARAM_LIST_MAX),
  },
  'info.others': {
    level: ACCESS.manager,
    type: 'json',
    title: 'Інше',
    schema: z.array(otherEntrySchema).max(PARAM_LIST_MAX),
  },
  templates_sms: {
    level: ACCESS.manager,
    type: 'json',
    title: 'Шаблони SMS',
    schema: smsTemplatesSchema,
  },
  // The administrator's: which sites the shop runs, its Prom accounts, the services' keys.
  sites: {
    level: ACCESS.administrator,
    type: 'json',
    title: 'Сайти',
    schema: keyed(line(100).min(1)),
  },
  'api.prom.accounts': {
    level: ACCESS.administrator,
    type: 'json',
    title: 'Акаунти Prom.ua',
    schema: keyed(promAccountSchema),
  },
  'api.prom.public_url': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Адреса сервера для Prom',
    schema: publicUrlSchema,
  },
  'api.prom.site_url': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Адреса сайту магазину для Prom',
    schema: siteUrlSchema,
  },
  // Secrets: written, replaced, never read back (get_params shows them masked).
  'api.nova_poshta.api_key': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Ключ API Нової Пошти',
    schema: line(200).min(1),
  },
  // The shop as Nova Poshta's sender of its waybills, picked from the key's own lists (and a
  // site's own sender where it has one).
  'api.nova_poshta.sender': {
    level: ACCESS.administrator,
    type: 'json',
    title: 'Відправник Нової Пошти',
    schema: npSenderSettingSchema,
  },
  // Ukrposhta's tracking token (src/shared/ukrposhta.ts): a secret like the Nova Poshta key.
  'api.ukrposhta.token': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Токен відстеження Укрпошти',
    schema: line(200).min(1),
  },
  // Orders follow their parcels (arrived, taken, return; docs/choices.md): on unless turned off.
  'orders.follow_parcels': {
    level: ACCESS.administrator,
    type: 'bool',
    title: 'Замовлення йдуть за посилками',
    schema: z.boolean(),
  },
  'api.turbosms.token': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Токен TurboSMS',
    schema: line(200).min(1),
  },
  'api.turbosms.sms_sender': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Відправник SMS (TurboSMS)',
    schema: line(50),
  },
  'api.turbosms.viber_sender': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Відправник Viber (TurboSMS)',
    schema: line(50),
  },
  'api.turbosms.endpoint': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Адреса API TurboSMS',
    schema: endpointSchema,
  },
  // The marketplaces' order import (docs/choices.md, "Marketplace orders").
  'api.prom.endpoint': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Адреса API Prom.ua',
    schema: endpointSchema,
  },
  'api.rozetka.username': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Логін продавця Rozetka',
    schema: line(150),
  },
  'api.rozetka.password': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Пароль продавця Rozetka',
    schema: line(200).min(1),
  },
  'api.rozetka.endpoint': {
    level: ACCESS.administrator,
    type: 'string',
    title: 'Адреса API Rozetka',
    schema: endpointSchema,
  },
} as const

export type SettableParam = keyof typeof SETTABLE_PARAMS
export const SETTABLE_PARAM_KEYS = Object.keys(SETTABLE_PARAMS) as [
  SettableParam,
  ...SettableParam[],
]

/** The route's body: which key, and its new value (checked against the key's own schema). */
export const setParamBodySchema = z.object({
  key: z.enum(SETTABLE_PARAM_KEYS),
  value: z.unknown(),
})

export const setParamAnswerSchema = z.object({
  data: z.object({ key: z.enum(SETTABLE_PARAM_KEYS), value: z.unknown() }),
})
