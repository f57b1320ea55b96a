import { inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { smsBodySchema } from '@shared/contract/orders'
import { normalizePhone } from '@shared/phone'
import {
  currentCard,
  fillTemplate,
  leftoverPlaceholders,
  orderPlaceholders,
  PLACEHOLDER_NAMES_TEXT,
  TEMPLATE_CHANNEL,
  TEMPLATE_TITLES,
  type SmsTemplate,
  usedPlaceholders,
  type SmsChannelName,
} from '@shared/rules/sms-templates'
import { settings } from '../db/schema'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { RESOURCE_MESSAGES, type OpContext } from '../resources/context'
import { getRecord } from '../resources/list'
import { contextOf } from '../resources/routes'
import { RESOURCE_TABLES } from '../resources/tables'
import { create } from '../resources/write'
import { parseSettingValue } from '../settings/params'
import { DEFAULT_TURBOSMS_URL, sendTurboSms, SmsProviderError, type FetchLike } from './turbosms'

/** The settings the message routes read (the token in clear: it never leaves the server). */
export const SMS_SETTINGS = {
  endpoint: 'api.turbosms.endpoint',
  token: 'api.turbosms.token',
  smsSender: 'api.turbosms.sms_sender',
  viberSender: 'api.turbosms.viber_sender',
  requisites: 'info.rekvizity_payment',
  templates: 'templates_sms',
} as const

export const SMS_MESSAGES = {
  noPhone: 'У замовленні немає правильного номера телефону.',
  emptyTemplate: (t: string) => `Шаблон «${t}» порожній: заповніть його в налаштуваннях.`,
  noTtn: 'У замовленні немає ТТН: її нема чого надсилати.',
  noCard: 'Немає поточної картки реквізитів у налаштуваннях.',
  leftover: (template: SmsTemplate, found: readonly string[]) =>
    `Повідомлення не надіслано: у тексті лишилося ${found.join(', ')}. ` +
    `Замовлення не має для цього значення, або шаблон «${TEMPLATE_TITLES[template]}» містить невідомий ` +
    `заповнювач (можна: ${PLACEHOLDER_NAMES_TEXT}).`,
  noToken:
    'Повідомлення не надіслано: не вказано токен TurboSMS. Щоб надсилати SMS і Viber, впишіть ' +
    'у налаштуваннях токен з кабінету TurboSMS (api.turbosms.token) і відправника, ' +
    'дозволеного в кабінеті (api.turbosms.sms_sender, api.turbosms.viber_sender).',
  noSender: (channel: SmsChannelName) =>
    channel === 'viber'
      ? 'Не вказано відправника Viber у налаштуваннях (api.turbosms.viber_sender).'
      : 'Не вказано відправника SMS у налаштуваннях (api.turbosms.sms_sender).',
} as const

type SmsBody = z.output<typeof smsBodySchema>

async function readSettings(ctx: OpContext): Promise<Map<string, unknown>> {
  const keys = Object.values(SMS_SETTINGS) as string[]
  const rows = await ctx.db
    .select({ key: settings.key, type: settings.type, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys))
  return new Map(rows.map((r) => [r.key, parseSettingValue(r.type, r.value)]))
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The message as it would go: the order's phone, the channel, the filled template. */
async function compose(ctx: OpContext, body: SmsBody, found: Map<string, unknown>) {
  const order = await getRecord(ctx.db, RESOURCE_TABLES.orders, body.order_id)
  if (!order) throw new HttpError(404, RESOURCE_MESSAGES.notFound)
  const phone = normalizePhone(text(order.phone))
  if (!phone) throw new HttpError(422, SMS_MESSAGES.noPhone)
  const templates = found.get(SMS_SETTINGS.templates)
  const template = text((templates as Record<string, unknown> | undefined)?.[body.template])
  if (!template) throw new HttpError(422, SMS_MESSAGES.emptyTemplate(body.template))
  const card = currentCard(found.get(SMS_SETTINGS.requisites))
  const used = usedPlaceholders(template)
  if (used.includes('ttn') && !text(order.track)) throw new HttpError(422, SMS_MESSAGES.noTtn)
  if ((used.includes('card') || used.includes('card_name')) && !card) {
    throw new HttpError(422, SMS_MESSAGES.noCard)
  }
  const channel = body.channel ?? TEMPLATE_CHANNEL[body.template]
  const filled = fillTemplate(template, orderPlaceholders(order, card))
  const leftover = leftoverPlaceholders(filled)
  if (leftover.length > 0) throw new HttpError(422, SMS_MESSAGES.leftover(body.template, leftover))
  return { order, phone, channel, text: filled }
}

export interface SmsRoutesOptions {
  /** `TURBOSMS_API_URL`: wins over the `api.turbosms.endpoint` setting. */
  apiUrl?: string | null
  fetch?: FetchLike
}

/**
 * `sms/preview` and `sms/send`: an order's template message, composed on the server (so what
 * is previewed is what is sent) and sent by TurboSMS. Every send is a row of `sms`, with the
 * provider's message id, or with `failed` and the reason when the provider refused or did not
 * answer; a failure is then answered 502 with that reason.
 */
export function registerSmsRoutes(app: FastifyInstance, options: SmsRoutesOptions = {}): void {
  serve(app, 'POST /api/sms/preview', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    const message = await compose(ctx, body, await readSettings(ctx))
    return { data: { text: message.text, channel: message.channel, phone: message.phone } }
  })

  serve(app, 'POST /api/sms/send', async (request, reply, body) => {
    const ctx = contextOf(app, request)
    const found = await readSettings(ctx)
    const message = await compose(ctx, body, found)
    const sender = text(
      found.get(message.channel === 'viber' ? SMS_SETTINGS.viberSender : SMS_SETTINGS.smsSender),
    )
    if (!sender) throw new HttpError(422, SMS_MESSAGES.noSender(message.channel))
    // Nothing could go without a token: said before anything is tried or logged.
    if (!text(found.get(SMS_SETTINGS.token))) throw new HttpError(422, SMS_MESSAGES.noToken)
    let messageId: string | null = null
    let failure: string | null = null
    try {
      const sent = await sendTurboSms(
        {
          url: options.apiUrl || text(found.get(SMS_SETTINGS.endpoint)) || DEFAULT_TURBOSMS_URL,
          token: text(found.get(SMS_SETTINGS.token)),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        },
        { phone: `38${message.phone}`, channel: message.channel, sender, text: message.text },
      )
      messageId = sent.messageId
    } catch (error) {
      if (!(error instanceof SmsProviderError)) throw error
      request.log.warn({ status: error.status }, 'TurboSMS refused a message')
      failure = error.message
    }
    const sms = RESOURCE_TABLES.sms
    const row = await ctx.db.transaction((tx) =>
      create(tx, ctx, sms, {
        phone: message.phone,
        text: message.text,
        template: body.template,
        channel: message.channel,
        status: failure ? 'failed' : 'sent',
        provider_message_id: messageId,
        error: failure,
        order_id: message.order.id,
      }),
    )
    if (failure) return reply.code(502).send({ message: failure, data: row })
    return { data: row }
  })
}
