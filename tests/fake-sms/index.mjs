import { randomUUID } from 'node:crypto'
import { jsonOf, startLoopbackService } from '../fake-http/index.mjs'

/**
 * A small TurboSMS on 127.0.0.1 for tests: `POST /message/send.json` with a bearer token,
 * answering in the HTTP API's envelope (`response_code`, `response_status`, `response_result`,
 * one result per recipient with its `message_id`). It checks what the real one checks first
 * (the token, a sender, a text, a recipient) and records every request.
 */

export const FAKE_SMS_TOKEN = 'fake-turbosms-token-0001'

/** `{ response_code, response_status, response_result }` as TurboSMS answers. */
function envelope(code, status, result = null) {
  return { response_code: code, response_status: status, response_result: result }
}

/** @param {{ token?: string }} [options] */
export async function startFakeSms(options = {}) {
  const token = options.token ?? FAKE_SMS_TOKEN
  /** @type {{ token: string, body: any }[]} */
  const calls = []

  function answer(auth, body, failure) {
    if (!auth) return envelope(103, 'REQUIRED_TOKEN')
    if (auth !== token) return envelope(301, 'INVALID_TOKEN')
    if (typeof body !== 'object' || body === null) return envelope(104, 'REQUIRED_CONTENT')
    const recipients = Array.isArray(body.recipients) ? body.recipients : []
    if (recipients.length === 0) return envelope(202, 'REQUIRED_MESSAGE_RECIPIENT')
    const message = body.viber ?? body.sms
    if (!message) return envelope(300, 'INVALID_REQUEST')
    if (!message.sender) return envelope(200, 'REQUIRED_MESSAGE_SENDER')
    if (!message.text) return envelope(201, 'REQUIRED_MESSAGE_TEXT')
    if (failure === 'balance') return envelope(203, 'REQUIRED_BALANCE')
    const results = recipients.map((phone) => {
      if (!/^380\d{9}$/.test(String(phone))) {
        return { phone, response_code: 305, message_id: null, response_status: 'INVALID_PHONE' }
      }
      if (failure === 'stoplist') {
        return {
          phone,
          response_code: 404,
          message_id: null,
          response_status: 'NOT_ALLOWED_NUMBER_STOPLIST',
        }
      }
      return { phone, response_code: 0, message_id: randomUUID(), response_status: 'OK' }
    })
    const accepted = results.filter((r) => r.response_code === 0).length
    if (accepted === 0) return envelope(802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', results)
    return accepted === results.length
      ? envelope(800, 'SUCCESS_MESSAGE_ACCEPTED', results)
      : envelope(802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', results)
  }

  const service = await startLoopbackService(({ method, path, headers, raw, failure }) => {
    if (method !== 'POST' || path !== '/message/send.json') {
      return { status: 404, json: envelope(300, 'INVALID_REQUEST') }
    }
    const body = jsonOf(raw)
    const auth = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? ''
    calls.push({ token: auth, body })
    return {
      json: body === null ? envelope(502, 'FAILED_PARSE_BODY') : answer(auth, body, failure),
    }
  })

  return {
    url: `${service.origin}/`,
    token,
    calls,
    /** @param {null | 'http500' | 'garbage' | 'hang' | 'balance' | 'stoplist'} mode */
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}

// `node tests/fake-sms/index.mjs` runs it standalone and prints its URL (for manual checks).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeSms()
  console.log(`fake TurboSMS: ${fake.url} (token ${fake.token})`)
}
