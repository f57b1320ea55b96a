import type { ApiResponse } from './wire'

/**
 * The texts and time limit of a failed exchange with the shop server, without the schema that
 * reads an error body (`answer.ts`, which re-exports these): what the renderer's entry needs.
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
