import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { ukrainian } from '@shared/messages/ukrainian'
import { HttpError } from './errors'

/**
 * Limits on the server's costly doors, per minute: a pass of the marketplace import (four
 * upstream calls with the shop's tokens), an export (a whole table read and written), and the
 * public Prom feed (an anonymous client). Honest use is far below each: a person presses "fetch
 * now" or starts an export a few times an hour; Prom reads the feed a few times a day.
 */
export interface Throttle {
  /** "Fetch now" of the marketplace import, per user. */
  fetchNowPerMinute: number
  /** Exports of any table, together, per user. */
  exportsPerMinute: number
  /** The Prom feed, per client address. */
  feedPerMinute: number
}

export const DEFAULT_THROTTLE: Throttle = {
  fetchNowPerMinute: 6,
  exportsPerMinute: 20,
  feedPerMinute: 30,
}

/** Which message a limiter refuses with (its `seconds` filled in): `@shared/messages`. */
export type ThrottleCode = 'throttle.fetchNow' | 'throttle.exports' | 'throttle.feed'

/** The refusals in Ukrainian. */
export const THROTTLE_MESSAGES = {
  fetchNow: (seconds: number) => ukrainian({ code: 'throttle.fetchNow', params: { seconds } }),
  exports: (seconds: number) => ukrainian({ code: 'throttle.exports', params: { seconds } }),
  feed: (seconds: number) => ukrainian({ code: 'throttle.feed', params: { seconds } }),
} as const

/**
 * A limiter of @fastify/rate-limit to put on one or more routes as their `preHandler`: the
 * routes that share it share its count (all the exports of a user are one budget). It runs
 * after the route guard, so `request.user` is the signed-in user. The refusal is a 429 whose
 * message says in how many seconds to try again (also in `Retry-After`).
 */
export function limiter(
  app: FastifyInstance,
  max: number,
  by: 'user' | 'address',
  code: ThrottleCode,
): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      by === 'user' && request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, code, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  }) as preHandlerAsyncHookHandler
}
