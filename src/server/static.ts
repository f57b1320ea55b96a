import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { MESSAGES, pathOf } from './http/messages'

/** Paths that belong to the API, never to the UI's history-mode routes (`/login` is both). */
const NOT_UI = /^\/(api|apisite|setup)(\/|$)|^\/(health|logout|session)$/

/**
 * The built UI's files by address (`/assets/index-abc.js`), read once at start: the build does
 * not change while the server runs. A compressed copy (`.br`, `.gz`) has no address of its own;
 * it is sent in place of its file to a browser that accepts it. (Walked folder by folder: the
 * desktop app reads it from its asar archive, whose reader need not know `recursive`.)
 */
export async function uiFiles(staticDir: string, prefix = ''): Promise<Set<string>> {
  const found = new Set<string>()
  for (const entry of await readdir(join(staticDir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = `${prefix}/${entry.name}`
    if (entry.isDirectory()) for (const file of await uiFiles(staticDir, path)) found.add(file)
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) found.add(path)
  }
  return found
}

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
    // The plugin sends the files; the route below says which. Its own wildcard route reads the
    // folder's listing on every request to check a path's spelling (a small script's request
    // took about 2.5 ms here with it, 1.7 without); a name from the start-up listing needs no
    // check.
    await app.register(fastifyStatic, {
      root: staticDir,
      serve: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      // Hashed asset names change with every build; index.html must always be fetched fresh.
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        )
      },
    })
    const files = await uiFiles(staticDir)
    app.get('/*', (request, reply) => {
      const path = `/${(request.params as { '*': string })['*']}`
      const file = path === '/' ? '/index.html' : path
      return files.has(file) ? reply.sendFile(file) : reply.callNotFound()
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
