import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

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
  /** @type {null | 'http500' | 'garbage' | 'hang' | 'balance' | 'stoplist'} */
  let failure = null

  function answer(auth, body) {
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

  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/message/send.json') {
        res.writeHead(404, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(envelope(300, 'INVALID_REQUEST')))
        return
      }
      let body
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = null
      }
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
      calls.push({ token: auth, body })
      if (failure === 'hang') return
      if (failure === 'http500') {
        res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>500</h1>')
        return
      }
      if (failure === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>')
        return
      }
      const payload = body === null ? envelope(502, 'FAILED_PARSE_BODY') : answer(auth, body)
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `http://127.0.0.1:${port}/`,
    token,
    calls,
    /** @param {null | 'http500' | 'garbage' | 'hang' | 'balance' | 'stoplist'} mode */
    fail(mode) {
      failure = mode
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}

// `node tests/fake-sms/index.mjs` runs it standalone and prints its URL (for manual checks).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeSms()
  console.log(`fake TurboSMS: ${fake.url} (token ${fake.token})`)
}
