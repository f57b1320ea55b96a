import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { hasAccess } from '@shared/access'
import { INTERNAL_HEADER, MARKER_HEADER, MARKER_VALUE, SESSION_COOKIE } from '@shared/contract/http'
import { requiredLevel } from '@shared/contract/map'
import type { RouteSpec } from '@shared/contract/routes'
import { setSessionCookie } from '../auth/cookie'
import { resolveSession, type AuthUser } from '../auth/sessions'
import { answer } from './messages'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's entry this route serves: its access rules travel with it. */
    contract?: RouteSpec
  }
}

/** The signed-in user of a route that needs a session (the guard has let the request in). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`${request.method} ${request.url}: no user after the guard`)
  return request.user
}

/** The built UI's files (`@fastify/static`): public, and nothing behind them reads the database. */
const UI_ROUTES = new Set(['/*', '/'])

function specFor(
  routes: readonly RouteSpec[],
  route: Pick<RouteOptions, 'method' | 'url'>,
): RouteSpec | undefined {
  const methods = [route.method].flat()
  // Fastify adds a HEAD twin for every GET: it has the GET's rules.
  const wanted = methods.map((m) => (m === 'HEAD' ? 'GET' : m))
  return routes.find((r) => wanted.includes(r.method) && r.pattern === route.url)
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()]
  return typeof value === 'string' ? value : ''
}

/**
 * Every route's rules are those of its contract entry, attached when the route is registered and
 * checked after routing. Whatever spelling a client uses for a path (`/%61pi/...`), the router
 * decides which route it is, and the rules of that route apply; a path that reaches no route
 * reaches no handler. A route the contract does not declare fails the server's start: an
 * undeclared route would otherwise be open.
 */
export function installRouteGuard(app: FastifyInstance, routes: readonly RouteSpec[]): void {
  app.addHook('onRoute', (route) => {
    const spec = specFor(routes, route)
    if (spec) {
      route.config = { ...route.config, contract: spec }
      return
    }
    const methods = [route.method].flat()
    const isUi = UI_ROUTES.has(route.url) && methods.every((m) => m === 'GET' || m === 'HEAD')
    if (!isUi) {
      throw new Error(`${methods.join(',')} ${route.url} is not declared in the HTTP contract`)
    }
  })

  app.addHook('onRequest', async (request, reply) => {
    const spec = request.routeOptions.config.contract
    // The UI's files and the not-found answer: nothing to guard.
    if (!spec) return
    if (!spec.unmarked && header(request, MARKER_HEADER) !== MARKER_VALUE) {
      return reply.code(403).send(answer('http.noMarker'))
    }
    const level = requiredLevel(spec.access)
    if (level === 'public') return
    if (level === 'internal') {
      const secret = app.shop.config.internalSecret
      const given = header(request, INTERNAL_HEADER)
      if (!secret || !given || !sameSecret(given, secret)) {
        return reply.code(403).send(answer('http.internalOnly'))
      }
      return
    }
    const token = request.cookies[SESSION_COOKIE] ?? ''
    const session = token ? await resolveSession(app.shop.db, token, app.shop.now()) : null
    if (!session) return reply.code(401).send(answer('http.noSession'))
    if (!hasAccess(session.user, level)) {
      return reply.code(403).send(answer('http.forbidden'))
    }
    request.user = session.user
    if (session.cookieMaxAgeMs !== null) {
      setSessionCookie(request, reply, token, session.cookieMaxAgeMs)
    }
  })
}
