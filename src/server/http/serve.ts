import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import type { z } from 'zod'
import type { AnswerOf, RouteKey } from '@shared/contract/map'
import { specOf } from '@shared/contract/map'
import type { FIXED, FixedKey } from '@shared/contract/routes'
import type { titlesBodySchema } from '@shared/contract/schemas'
import { parseBody } from './errors'

/** The body a handler gets: parsed by its route's schema, or as sent where the route has none. */
export type ParsedBody<K extends RouteKey> = K extends FixedKey
  ? (typeof FIXED)[K] extends { body: z.ZodType }
    ? z.output<(typeof FIXED)[K]['body']>
    : undefined
  : K extends `POST /api/${string}/get_titles`
    ? z.output<typeof titlesBodySchema>
    : unknown

export type RouteHandler<K extends RouteKey> = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: ParsedBody<K>,
) => Promise<AnswerOf<K> | FastifyReply>

/**
 * Registers the handler of a route of the contract, with the route's method and pattern from
 * the map; a body the route declares is parsed before the handler runs (422 with the fields'
 * messages). The route guard checks the route's access first.
 */
export function serve<K extends RouteKey>(
  app: FastifyInstance,
  key: K,
  handler: RouteHandler<K>,
  options: {
    config?: Record<string, unknown>
    /** Runs after the route guard, before the body is read (a limiter of ./throttle.ts). */
    preHandler?: preHandlerAsyncHookHandler
  } = {},
): void {
  const spec = specOf(key)
  app.route({
    method: spec.method,
    url: spec.pattern,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const body = spec.body ? parseBody(spec.body, request.body) : request.body
      return handler(request, reply, body as ParsedBody<K>)
    },
  })
}
