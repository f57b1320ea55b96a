import { errorBodySchema, type ApiResponse } from './http'

/**
 * How an HTTP exchange with the shop server becomes an `ApiResponse`, for both ways to it: the
 * web bridge (the page's fetch) and main's session proxy (the desktop app). One set of texts and
 * one time limit, so a dead server reads the same on every desk.
 */

/** How long a call may take before it is given up as "the server does not answer". */
export const REQUEST_TIMEOUT_MS = 15_000

export const CONNECTION_MESSAGES = {
  timeout: 'Сервер не відповів вчасно. Спробуйте ще раз за хвилину.',
  down: 'Сервер недоступний. Перевірте з’єднання і що сервер запущений.',
  starting: 'Сервер ще запускається. Зачекайте кілька секунд.',
  refused: 'Цей запит не дозволено.',
  invalid: 'Некоректний запит.',
  badAnswer: 'Сервер дав незрозумілу відповідь.',
} as const

/** The code of `statusMessage`'s text (`@shared/messages`), for the reader's language. */
export function statusCode(status: number): { code: string; params?: { status: number } } {
  if (status === 401) return { code: 'connection.signedOut' }
  if (status === 403) return { code: 'connection.denied' }
  if (status === 404) return { code: 'connection.notFound' }
  if (status === 413) return { code: 'http.tooLarge' }
  if (status === 429) return { code: 'connection.tooMany' }
  if (status >= 500) return { code: 'connection.serverError', params: { status } }
  return { code: 'connection.failed', params: { status } }
}

/**
 * The message for a failure status whose body did not say one, in Ukrainian: what shows until
 * the catalogue's texts load (`statusCode` is the same as a code).
 */
export function statusMessage(status: number): string {
  if (status === 401) return 'Сеанс завершено. Увійдіть знову.'
  if (status === 403) return 'Доступ заборонено.'
  if (status === 404) return 'Не знайдено.'
  if (status === 413) return 'Запит завеликий.'
  if (status === 429) return 'Забагато запитів. Зачекайте хвилину.'
  if (status >= 500) return `Помилка сервера (${status}). Спробуйте пізніше.`
  return `Запит не виконано (${status}).`
}

/** A call that never got an answer: `timedOut` when it ran out of time, else the server is down. */
export function unreachable<T = unknown>(timedOut: boolean): ApiResponse<T> {
  return {
    status: 0,
    ok: false,
    data: null,
    message: timedOut ? CONNECTION_MESSAGES.timeout : CONNECTION_MESSAGES.down,
    code: timedOut ? 'connection.timeout' : 'connection.down',
  }
}

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
