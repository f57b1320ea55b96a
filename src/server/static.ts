import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { MESSAGES, pathOf } from './http/messages'

/** Paths that belong to the API, never to the UI's history-mode routes (`/login` is both). */
const NOT_UI = /^\/(api|apisite|setup)(\/|$)|^\/(health|logout|session)$/

/**
 * Serves the built UI and answers everything else: a GET for a page (`/orders/12` after a
 * reload) gets `index.html` so the UI's router takes over; API paths and other misses get 404
 * `{ message }`.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string | null,
): Promise<void> {
  if (staticDir) {
    // Hashed asset names change with every build; index.html must always be fetched fresh.
    await app.register(fastifyStatic, {
      root: staticDir,
      index: 'index.html',
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        )
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request)
    const wantsPage =
      staticDir !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_UI.test(path) &&
      (request.headers.accept ?? '').includes('text/html')
    if (wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    return reply
      .code(404)
      .send({ message: NOT_UI.test(path) ? MESSAGES.notFound : MESSAGES.pageNotFound })
  })
}
