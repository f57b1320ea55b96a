import { errorBodySchema, type ApiResponse } from './http'
import { CONNECTION_MESSAGES, statusCode, statusMessage } from './failure'

export {
  CONNECTION_MESSAGES,
  REQUEST_TIMEOUT_MS,
  statusCode,
  statusMessage,
  unreachable,
} from './failure'

/**
 * How an HTTP exchange with the shop server becomes an `ApiResponse`, for both ways to it: the
 * web bridge (the page's fetch) and main's session proxy (the desktop app). One set of texts and
 * one time limit, so a dead server reads the same on every desk.
 */

/** An answer's status and body text as the UI reads it: `{ data }` on success, else a message. */
export function answerOf(status: number, text: string): ApiResponse {
  let body: unknown = null
  let readable = true
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    readable = false
  }
  if (status >= 200 && status < 300) {
    return readable
      ? { status, ok: true, data: body }
      : {
          status,
          ok: false,
          data: null,
          message: CONNECTION_MESSAGES.badAnswer,
          code: 'connection.badAnswer',
        }
  }
  const error = errorBodySchema.safeParse(body)
  if (!error.success) {
    return { status, ok: false, data: null, message: statusMessage(status), ...statusCode(status) }
  }
  return {
    status,
    ok: false,
    data: null,
    message: error.data.message,
    ...(error.data.errors ? { errors: error.data.errors } : {}),
    ...(error.data.code ? { code: error.data.code } : {}),
    ...(error.data.params ? { params: error.data.params } : {}),
    ...(error.data.codes ? { codes: error.data.codes } : {}),
  }
}
