import type { z } from 'zod'
import {
  setRemember,
  type Message,
  type MessageArgs,
  type MessageCode,
  type Params,
} from '@shared/messages'
import { setUkrainianLabels, ukrainian } from '@shared/messages/ukrainian'
import '@shared/messages/server-uk'
import { ORDER_STATUS_NAMES, isOrderStatus } from '@shared/rules/order-status'
import { PAY_METHOD_NAMES, type PayMethod } from '@shared/rules/shipping'
import { SMS_TEMPLATES, TEMPLATE_TITLES, type SmsTemplate } from '@shared/rules/sms-templates'
import { fieldErrors } from '@shared/resources/validation'

export { fieldErrors }

// The server speaks Ukrainian in `message` (old clients, logs); enumerations by their names.
setUkrainianLabels((name, value) => {
  if (name === 'order_status' && isOrderStatus(value)) return ORDER_STATUS_NAMES[value]
  if (name === 'pay_method' && Object.hasOwn(PAY_METHOD_NAMES, value)) {
    return PAY_METHOD_NAMES[value as PayMethod]
  }
  if (name === 'sms_template' && (SMS_TEMPLATES as readonly string[]).includes(value)) {
    return TEMPLATE_TITLES[value as SmsTemplate]
  }
  return value
})

/** Texts `text()` rendered lately, so a text that went through zod finds its code again. */
const recent = new Map<string, Message>()
const RECENT_MAX = 2000
setRemember((text, message) => {
  // Freshly used texts move to the end; the oldest leave first.
  recent.delete(text)
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string)
  recent.set(text, message)
})

/** The code of a text `text()` rendered, if it did. */
export function messageOf(text: string): Message | undefined {
  return recent.get(text)
}

/** A field error: a message, or a text `text()` rendered (its code is found again). */
export type FieldErrors = Record<string, readonly (string | Message)[]>

/** A text as a message: its code when `text()` rendered it, else the text itself. */
export function said(text: string): Message {
  return messageOf(text) ?? { code: 'common.text', params: { text } }
}

function asMessage(m: string | Message): Message {
  return typeof m === 'string' ? said(m) : m
}

type Args = MessageArgs | [...MessageArgs, FieldErrors] | [Message] | [Message, FieldErrors]

const isFieldErrors = (x: unknown): x is FieldErrors =>
  typeof x === 'object' && x !== null && Object.values(x).every(Array.isArray)

/**
 * A failure to answer as `{ message, code, params?, errors?, codes? }` with this status: `code`
 * (with `params`) is what the UI renders in its reader's language (`@shared/messages`),
 * `message` the same in Ukrainian; `codes` and `errors` the same per field.
 */
export class HttpError extends Error {
  readonly code: MessageCode
  readonly params: Params | undefined
  readonly fields: Record<string, Message[]> | undefined
  constructor(
    readonly statusCode: number,
    ...args: Args
  ) {
    const [first, second, third] = args as [MessageCode | Message, unknown, unknown]
    const head: Message =
      typeof first === 'string'
        ? second !== undefined && !isFieldErrors(second)
          ? { code: first, params: second as Params }
          : { code: first }
        : first
    const errors = [second, third].find(isFieldErrors)
    super(ukrainian(head))
    this.name = 'HttpError'
    this.code = head.code
    this.params = head.params
    this.fields = errors
      ? Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map(asMessage)]))
      : undefined
  }

  /** The field texts in Ukrainian, as `errors` has always carried them. */
  get errors(): Record<string, string[]> | undefined {
    if (!this.fields) return undefined
    return Object.fromEntries(
      Object.entries(this.fields).map(([k, list]) => [k, list.map(ukrainian)]),
    )
  }

  /** The answer's body. */
  body(): Record<string, unknown> {
    return {
      message: this.message,
      code: this.code,
      ...(this.params ? { params: this.params } : {}),
      ...(this.fields ? { errors: this.errors, codes: this.fields } : {}),
    }
  }
}

/** 422 with the per-field messages. */
export function invalid(errors: FieldErrors): HttpError {
  return new HttpError(422, 'common.validation', errors)
}

export const VALIDATION_MESSAGE = ukrainian({ code: 'common.validation' })

/** Parses a request body or throws a 422 carrying the per-field messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw invalid(fieldErrors(result.error))
  return result.data
}
