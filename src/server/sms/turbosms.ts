import { createHttpClient, type FetchLike } from '@shared/http'
/**
 * A client for TurboSMS's HTTP API (`POST {endpoint}message/send.json`, a bearer token), for one
 * message to one phone by SMS or Viber. It answers the provider's message id, or throws a
 * `SmsProviderError` whose message a person at the desk can act on (in Ukrainian).
 *
 * The answer's shape: `{ response_code, response_status, response_result }`, where a send's
 * `response_result` is one entry per recipient, `{ phone, response_code, message_id,
 * response_status }`; code 0 for a recipient, 800-803 for the request, mean accepted.
 */

export const DEFAULT_TURBOSMS_URL = 'https://api.turbosms.ua/'

export type SmsChannel = 'sms' | 'viber'

export type { FetchLike }

export class SmsProviderError extends Error {
  constructor(
    message: string,
    /** The provider's `response_status` (`INVALID_TOKEN`), or null when it never answered. */
    readonly status: string | null = null,
  ) {
    super(message)
    this.name = 'SmsProviderError'
  }
}

/** The refusals the desk can do something about, in its words; others show the code itself. */
const REFUSALS: Record<string, string> = {
  REQUIRED_TOKEN: 'TurboSMS: не вказано токен.',
  REQUIRED_AUTH: 'TurboSMS не прийняв токен: перевірте його в налаштуваннях.',
  INVALID_TOKEN: 'TurboSMS не прийняв токен: перевірте його в налаштуваннях.',
  REQUIRED_ACTIVE_USER: 'Обліковий запис TurboSMS заблоковано.',
  REQUIRED_MESSAGE_SENDER: 'TurboSMS: не вказано відправника.',
  INVALID_MESSAGE_SENDER: 'TurboSMS: такого відправника немає.',
  NOT_ALLOWED_MESSAGE_SENDER: 'TurboSMS: цей відправник не дозволений для облікового запису.',
  NOT_ALLOWED_MESSAGE_SENDER_NOT_ACTIVE: 'TurboSMS: відправник ще не активний.',
  REQUIRED_MESSAGE_TEXT: 'TurboSMS: порожній текст повідомлення.',
  REQUIRED_BALANCE: 'На балансі TurboSMS недостатньо коштів.',
  INVALID_PHONE: 'TurboSMS не розпізнав номер телефону.',
  NOT_ALLOWED_NUMBER_STOPLIST: 'Номер у стоп-листі TurboSMS: повідомлення не надіслати.',
  NOT_ALLOWED_MESSAGE_TEXT: 'TurboSMS: текст містить заборонені слова.',
  NOT_ALLOWED_MESSAGE_TEXT_LENGTH: 'TurboSMS: текст задовгий.',
  FAILED_SMS_SEND: 'TurboSMS не зміг надіслати SMS.',
  FAILED_VIBER_SEND: 'TurboSMS не зміг надіслати повідомлення у Viber.',
}

export function refusalMessage(status: string): string {
  return REFUSALS[status] ?? `TurboSMS відмовив: ${status}.`
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
  if (!options.token) throw new SmsProviderError('Не вказано токен TurboSMS у налаштуваннях.')
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
    throw new SmsProviderError('TurboSMS не відповідає: повідомлення не надіслано.')
  }
  let body: Record<string, unknown> | null
  try {
    body = record(await response.json())
  } catch {
    body = null
  }
  if (!body) {
    throw new SmsProviderError(
      `TurboSMS відповів незрозуміло (HTTP ${String(response.status)}): повідомлення не надіслано.`,
    )
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
