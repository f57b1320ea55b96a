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
  type SmsTemplate,
  usedPlaceholders,
} from '@shared/rules/sms-templates'
import { settings } from '../db/schema'
import { enumRef, type Message } from '@shared/messages'
import { storeMessages } from '@shared/messages/stored'
import { ukrainian } from '@shared/messages/ukrainian'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { type OpContext } from '../resources/context'
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

/** The send's refusals, in Ukrainian (`@shared/messages`: `sms.*`). */
export const SMS_MESSAGES = {
  noPhone: ukrainian({ code: 'sms.noPhone' }),
  noTtn: ukrainian({ code: 'sms.noTtn' }),
  noCard: ukrainian({ code: 'sms.noCard' }),
  noToken: ukrainian({ code: 'sms.noToken' }),
} as const

const templateRef = (name: SmsTemplate) => enumRef('sms_template', name)

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
  if (!order) throw new HttpError(404, 'record.notFound')
  const phone = normalizePhone(text(order.phone))
  if (!phone) throw new HttpError(422, 'sms.noPhone')
  const templates = found.get(SMS_SETTINGS.templates)
  const template = text((templates as Record<string, unknown> | undefined)?.[body.template])
  if (!template)
    throw new HttpError(422, 'sms.emptyTemplate', { template: templateRef(body.template) })
  const card = currentCard(found.get(SMS_SETTINGS.requisites))
  const used = usedPlaceholders(template)
  if (used.includes('ttn') && !text(order.track)) throw new HttpError(422, 'sms.noTtn')
  if ((used.includes('card') || used.includes('card_name')) && !card) {
    throw new HttpError(422, 'sms.noCard')
  }
  const channel = body.channel ?? TEMPLATE_CHANNEL[body.template]
  const filled = fillTemplate(template, orderPlaceholders(order, card))
  const leftover = leftoverPlaceholders(filled)
  if (leftover.length > 0) {
    throw new HttpError(422, 'sms.leftover', {
      found: leftover.join(', '),
      template: templateRef(body.template),
      allowed: PLACEHOLDER_NAMES_TEXT,
    })
  }
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
    if (!sender) {
      throw new HttpError(
        422,
        message.channel === 'viber' ? 'sms.noSenderViber' : 'sms.noSenderSms',
      )
    }
    // Nothing could go without a token: said before anything is tried or logged.
    if (!text(found.get(SMS_SETTINGS.token))) throw new HttpError(422, 'sms.noToken')
    let messageId: string | null = null
    let failure: Message | null = null
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
      failure = error.said
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
        // Kept as its code (src/shared/messages/stored.ts): read later in each reader's language.
        error: failure ? storeMessages([failure]) : null,
        order_id: message.order.id,
      }),
    )
    if (failure) return reply.code(502).send({ message: ukrainian(failure), ...failure, data: row })
    return { data: row }
  })
}
