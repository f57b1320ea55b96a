import { msg, type MessageArgs, type Params } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import '@shared/messages/server-uk'
import type { FastifyRequest } from 'fastify'

/** The server's own answers in Ukrainian (`@shared/messages`: `http.*`). */
export const MESSAGES = {
  noMarker: ukrainian({ code: 'http.noMarker' }),
  noSession: ukrainian({ code: 'http.noSession' }),
  forbidden: ukrainian({ code: 'http.forbidden' }),
  internalOnly: ukrainian({ code: 'http.internalOnly' }),
  notFound: ukrainian({ code: 'http.notFound' }),
  pageNotFound: ukrainian({ code: 'http.pageNotFound' }),
  badJson: ukrainian({ code: 'http.badJson' }),
  badRequest: ukrainian({ code: 'http.badRequest' }),
  tooLarge: ukrainian({ code: 'http.tooLarge' }),
  tooMany: ukrainian({ code: 'http.tooMany' }),
  foreignHost: ukrainian({ code: 'http.foreignHost' }),
  internal: ukrainian({ code: 'http.internal' }),
} as const

/** An answer's body for a message of the catalogue: its code, and the text in Ukrainian. */
export function answer(...args: MessageArgs): { message: string; code: string; params?: Params } {
  const m = msg(...args)
  return { message: ukrainian(m), ...m }
}

/**
 * The request's path without its query string, percent-decoded as the router reads it (the raw
 * spelling when it does not decode).
 */
export function pathOf(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/'
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
