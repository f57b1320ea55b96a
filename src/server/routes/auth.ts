import { msg } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { sql } from 'drizzle-orm'
import { version } from '../../../package.json'
import { SESSION_COOKIE } from '@shared/contract/http'
import type { FastifyInstance } from 'fastify'
import { seenFrom, setSessionCookie } from '../auth/cookie'
import { createLoginThrottle } from '../auth/login-throttle'
import { burnPasswordCheck, verifyPassword } from '../auth/password'
import { loadPasswordRule, passwordProblem } from '../auth/password-rule'
import { createSession, deleteSession, resolveSession } from '../auth/sessions'
import { countUsers, createUser, findUserByLogin } from '../auth/users'
import { ACCESS, hasAccess } from '@shared/access'
import { HttpError } from '../http/errors'
import { PASSWORD_MESSAGES } from '@shared/passwords/rule'
import { isLocalClaim } from '../http/hosts'
import { serve } from '../http/serve'

export const AUTH_MESSAGES = {
  badCredentials: ukrainian({ code: 'auth.badCredentials' }),
  accountWait: (seconds: number) => ukrainian(msg('auth.accountWait', { seconds })),
  adminExists: ukrainian({ code: 'auth.adminExists' }),
  setupLocalOnly: ukrainian({ code: 'auth.setupLocalOnly' }),
  noAccess: ukrainian({ code: 'auth.noAccess' }),
} as const

/** Keeps two first-run screens from both creating "the first" administrator. */
const SETUP_LOCK = 7_340_002

export function registerAuthRoutes(
  app: FastifyInstance,
  opts: { loginAttemptsPerMinute: number },
): void {
  const limited = { rateLimit: { max: opts.loginAttemptsPerMinute, timeWindow: '1 minute' } }
  // Beside the per-address limit: guesses at one account from many addresses.
  const throttle = createLoginThrottle(() => app.shop.now())

  serve(app, 'GET /health', async () => ({ data: { ok: true, version: version } }))

  serve(
    app,
    'POST /login',
    async (request, reply, { login, password }) => {
      const { db, now } = app.shop
      const wait = throttle.wait(login, request.ip)
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000)
        reply.header('Retry-After', String(seconds))
        throw new HttpError(429, 'auth.accountWait', { seconds })
      }
      const user = await findUserByLogin(db, login)
      if (!user || !user.active) {
        await burnPasswordCheck(password)
        throttle.failed(login, request.ip)
        throw new HttpError(401, 'auth.badCredentials')
      }
      if (!(await verifyPassword(password, user.password_hash))) {
        throttle.failed(login, request.ip)
        throw new HttpError(401, 'auth.badCredentials')
      }
      throttle.succeeded(login, request.ip)
      // Told only to someone who knows the password: a session would open nothing anyway.
      if (!hasAccess(user, ACCESS.viewer)) throw new HttpError(403, 'auth.noAccess')
      const session = await createSession(db, user.id, now(), seenFrom(request))
      setSessionCookie(request, reply, session.token, session.maxAgeMs)
      return { data: { id: user.id, name: user.name, access: user.access } }
    },
    { config: limited },
  )

  serve(app, 'POST /logout', async (request, reply) => {
    await deleteSession(app.shop.db, request.cookies[SESSION_COOKIE] ?? '')
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return { data: null }
  })

  // The UI's first question: never a 401, so a visitor's console stays clean.
  serve(app, 'POST /session', async (request) => {
    const token = request.cookies[SESSION_COOKIE] ?? ''
    const session = token ? await resolveSession(app.shop.db, token, app.shop.now()) : null
    return { data: session && hasAccess(session.user, ACCESS.viewer) ? session.user : null }
  })

  serve(app, 'POST /setup/state', async () => ({
    data: { needsAdmin: (await countUsers(app.shop.db)) === 0 },
  }))

  serve(
    app,
    'POST /setup/admin',
    async (request, reply, input) => {
      const { db, now } = app.shop
      // Whoever creates the first administrator owns the shop: only someone at the server.
      if (!isLocalClaim(request)) throw new HttpError(403, 'auth.setupLocalOnly')
      await loadPasswordRule()
      const problem = passwordProblem(input.password)
      if (problem) {
        throw new HttpError(422, 'common.validation', { password: [PASSWORD_MESSAGES[problem]] })
      }
      const user = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`)
        if ((await countUsers(tx)) > 0) throw new HttpError(409, 'auth.adminExists')
        return createUser(tx, { ...input, access: ACCESS.administrator })
      })
      const session = await createSession(db, user.id, now(), seenFrom(request))
      setSessionCookie(request, reply, session.token, session.maxAgeMs)
      return { data: user }
    },
    { config: limited },
  )
}
