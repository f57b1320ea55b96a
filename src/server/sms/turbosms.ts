import { createHttpClient, type FetchLike } from '@shared/http'
import { msg, SaidError, type Message, type MessageCode } from '@shared/messages'
import '@shared/messages/ukrainian'
/**
 * A client for TurboSMS's HTTP API (`POST {endpoint}message/send.json`, a bearer token), for one
 * message to one phone by SMS or Viber. It answers the provider's message id, or throws a
 * `SmsProviderError` whose message a person at the desk can act on (a catalogue code).
 *
 * The answer's shape: `{ response_code, response_status, response_result }`, where a send's
 * `response_result` is one entry per recipient, `{ phone, response_code, message_id,
 * response_status }`; code 0 for a recipient, 800-803 for the request, mean accepted.
 */

export const DEFAULT_TURBOSMS_URL = 'https://api.turbosms.ua/'

export type SmsChannel = 'sms' | 'viber'

export type { FetchLike }

export class SmsProviderError extends SaidError {
  constructor(
    said: Message,
    /** The provider's `response_status` (`INVALID_TOKEN`), or null when it never answered. */
    readonly status: string | null = null,
  ) {
    super(said)
    this.name = 'SmsProviderError'
  }
}

/**
 * The refusals the desk can do something about, in its words (`@shared/messages`:
 * `turbosms.*`); others show the provider's status itself.
 */
const REFUSALS: Record<string, MessageCode> = {
  REQUIRED_TOKEN: 'turbosms.noTokenGiven',
  REQUIRED_AUTH: 'turbosms.badToken',
  INVALID_TOKEN: 'turbosms.badToken',
  REQUIRED_ACTIVE_USER: 'turbosms.blocked',
  REQUIRED_MESSAGE_SENDER: 'turbosms.noSender',
  INVALID_MESSAGE_SENDER: 'turbosms.unknownSender',
  NOT_ALLOWED_MESSAGE_SENDER: 'turbosms.senderNotAllowed',
  NOT_ALLOWED_MESSAGE_SENDER_NOT_ACTIVE: 'turbosms.senderNotActive',
  REQUIRED_MESSAGE_TEXT: 'turbosms.emptyText',
  REQUIRED_BALANCE: 'turbosms.balance',
  INVALID_PHONE: 'turbosms.badPhone',
  NOT_ALLOWED_NUMBER_STOPLIST: 'turbosms.stoplist',
  NOT_ALLOWED_MESSAGE_TEXT: 'turbosms.badWords',
  NOT_ALLOWED_MESSAGE_TEXT_LENGTH: 'turbosms.tooLong',
  FAILED_SMS_SEND: 'turbosms.smsFailed',
  FAILED_VIBER_SEND: 'turbosms.viberFailed',
}

export function refusalMessage(status: string): Message {
  const code = REFUSALS[status]
  return code ? { code } : msg('turbosms.refused', { status })
}

export interface TurboSmsOptions {
  /** The API's base address, ending in `/` (the setting, or `TURBOSMS_API_URL` in tests). */
  url: string
  token: string
  fetch?: FetchLike
  timeoutMs?: number
}

export interface OutgoingMessage {
  /** International digits without `+` (`380671234567`), as the API takes them. */
  phone: string
  channel: SmsChannel
  sender: string
  text: string
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

const ACCEPTED = new Set([0, 800, 801, 802, 803])

/** Sends one message; answers the provider's message id. */
export async function sendTurboSms(
  options: TurboSmsOptions,
  message: OutgoingMessage,
): Promise<{ messageId: string }> {
  if (!options.token) throw new SmsProviderError(msg('turbosms.noToken'))
  const url = new URL(
    'message/send.json',
    options.url.endsWith('/') ? options.url : `${options.url}/`,
  )
  // A send is never repeated (src/shared/http/client.ts): a lost answer may hide a sent SMS.
  const http = createHttpClient({
    service: 'TurboSMS',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
  })
  let response: Response
  try {
    response = await http.send({
      method: 'POST',
      url: url.toString(),
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${options.token}`,
      },
      body: JSON.stringify({
        recipients: [message.phone],
        [message.channel]: { sender: message.sender, text: message.text },
      }),
    })
  } catch {
    throw new SmsProviderError(msg('turbosms.down'))
  }
  let body: Record<string, unknown> | null
  try {
    body = record(await response.json())
  } catch {
    body = null
  }
  if (!body) {
    throw new SmsProviderError(msg('turbosms.badAnswer', { status: response.status }))
  }
  const status = typeof body.response_status === 'string' ? body.response_status : 'UNKNOWN'
  const code = Number(body.response_code)
  if (!ACCEPTED.has(code)) throw new SmsProviderError(refusalMessage(status), status)
  const results = Array.isArray(body.response_result) ? body.response_result : []
  const mine = record(results[0])
  if (!mine) throw new SmsProviderError(refusalMessage(status), status)
  const itemStatus = typeof mine.response_status === 'string' ? mine.response_status : status
  if (Number(mine.response_code) !== 0 || typeof mine.message_id !== 'string' || !mine.message_id) {
    throw new SmsProviderError(refusalMessage(itemStatus), itemStatus)
  }
  return { messageId: mine.message_id }
}
