import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { version } from '../../../package.json'
import { SESSION_COOKIE } from '@shared/contract/http'
import { MSG } from '@shared/resources/messages'
import { hasBadChar } from '@shared/resources/values'
import type { FastifyInstance } from 'fastify'
import { setSessionCookie } from '../auth/cookie'
import { burnPasswordCheck, verifyPassword } from '../auth/password'
import { createSession, deleteSession } from '../auth/sessions'
import { countUsers, createUser, findUserByLogin } from '../auth/users'
import { MIN_PASSWORD_LENGTH } from '../config'
import { ACCESS } from '../db/schema'
import { HttpError, parseBody } from '../http/errors'

export const AUTH_MESSAGES = {
  badCredentials: 'Невірний логін або пароль',
  adminExists: 'Адміністратора вже створено. Увійдіть зі своїм логіном.',
} as const

export const loginSchema = z.object({
  login: z
    .string()
    .trim()
    .min(1, 'Вкажіть логін')
    .max(64, 'Логін не довше 64 символів')
    .refine(noBadChar, MSG.badChar),
  password: z
    .string()
    .min(1, 'Вкажіть пароль')
    .max(256, 'Пароль не довше 256 символів')
    .refine(noBadChar, MSG.badChar),
})

export const adminSchema = z.object({
  login: z
    .string()
    .trim()
    .min(1, 'Вкажіть логін')
    .max(64, 'Логін не довше 64 символів')
    .regex(/^\S+$/, 'Логін без пробілів')
    .refine(noBadChar, MSG.badChar),
  name: z
    .string()
    .trim()
    .min(1, "Вкажіть ім'я")
    .max(100, "Ім'я не довше 100 символів")
    .refine(noBadChar, MSG.badChar),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Пароль має містити щонайменше ${MIN_PASSWORD_LENGTH} символів`)
    .max(256, 'Пароль не довше 256 символів')
    .refine(noBadChar, MSG.badChar),
})

/** PostgreSQL text holds no NUL: such a login cannot exist and must not reach the query. */
function noBadChar(s: string): boolean {
  return !hasBadChar(s)
}

/** Keeps two first-run screens from both creating "the first" administrator. */
const SETUP_LOCK = 7_340_002

export function registerAuthRoutes(
  app: FastifyInstance,
  opts: { loginAttemptsPerMinute: number },
): void {
  const limited = { rateLimit: { max: opts.loginAttemptsPerMinute, timeWindow: '1 minute' } }

  app.get('/health', async () => ({ data: { ok: true, version: version } }))

  app.post('/login', { config: limited }, async (request, reply) => {
    const { login, password } = parseBody(loginSchema, request.body)
    const { db, now } = app.shop
    const user = await findUserByLogin(db, login)
    if (!user || !user.active) {
      await burnPasswordCheck(password)
      throw new HttpError(401, AUTH_MESSAGES.badCredentials)
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      throw new HttpError(401, AUTH_MESSAGES.badCredentials)
    }
    setSessionCookie(request, reply, await createSession(db, user.id, now()))
    return { data: { id: user.id, name: user.name, access: user.access } }
  })

  app.post('/logout', async (request, reply) => {
    await deleteSession(app.shop.db, request.cookies[SESSION_COOKIE] ?? '')
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return { data: null }
  })

  app.post('/setup/state', async () => ({
    data: { needsAdmin: (await countUsers(app.shop.db)) === 0 },
  }))

  app.post('/setup/admin', { config: limited }, async (request, reply) => {
    const input = parseBody(adminSchema, request.body)
    const { db, now } = app.shop
    const user = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`)
      if ((await countUsers(tx)) > 0) throw new HttpError(409, AUTH_MESSAGES.adminExists)
      return createUser(tx, { ...input, access: ACCESS.administrator })
    })
    setSessionCookie(request, reply, await createSession(db, user.id, now()))
    return { data: user }
  })
}
