import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '@shared/contract/http'
import { DEFAULT_IDLE_MINUTES } from '../auth/sessions'
import { MESSAGES } from '../app'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { AUTH_MESSAGES } from './auth'

const IDLE_MS = DEFAULT_IDLE_MINUTES * 60_000

describe.each(testDatabases())('login, logout and first run on %s', (kind) => {
  const t = useTestServer(kind)

  it('logs in with the right password: user in the body, an httpOnly cookie', async () => {
    const user = await t.createUser()
    const res = await t.post('/login', { login: user.login, password: user.password })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { id: user.id, name: user.name, access: 10 } })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toContain(`${SESSION_COOKIE}=`)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).not.toContain('Secure')
  })

  it('refuses a wrong password and an unknown login with the same 401 message', async () => {
    await t.createUser()
    const wrong = await t.post('/login', { login: 'admin', password: 'not-the-password' })
    const unknown = await t.post('/login', { login: 'nobody', password: 'whatever-1' })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ message: AUTH_MESSAGES.badCredentials })
      expect(res.sessionCookie).toBeNull()
    }
  })

  it('refuses a disabled user', async () => {
    const user = await t.createUser({ login: 'gone' })
    await t.db.execute(sql`update users set active = false where id = ${user.id}`)
    const res = await t.post('/login', { login: 'gone', password: user.password })
    expect(res.status).toBe(401)
  })

  it('answers 422 with field messages for a malformed login body', async () => {
    const res = await t.post('/login', { login: '', password: 5 })
    expect(res.status).toBe(422)
    const body = res.body as { message: string; errors: Record<string, string[]> }
    expect(body.message).toBe('Перевірте введені дані')
    expect(Object.keys(body.errors).sort()).toEqual(['login', 'password'])
  })

  it('answers 400 with a message for broken JSON, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"login":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: MESSAGES.badJson })
  })

  it('403s login and logout without the marker header', async () => {
    await t.createUser()
    const login = await t.post(
      '/login',
      { login: 'admin', password: 'admin-pass-1' },
      { noMarker: true },
    )
    expect(login.status).toBe(403)
    expect(login.body).toMatchObject({ message: MESSAGES.noMarker })
    const logout = await t.post('/logout', {}, { noMarker: true })
    expect(logout.status).toBe(403)
  })

  it('logout deletes the session: the cookie stops working', async () => {
    const cookie = await t.login()
    expect((await t.post('/api/settings/get_params', {}, { cookie })).status).toBe(200)
    const out = await t.post('/logout', {}, { cookie })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ data: null })
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`))
    const after = await t.post('/api/settings/get_params', {}, { cookie })
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ message: MESSAGES.noSession })
  })

  it('keeps a used session alive and ends an idle one after 14 days', async () => {
    const start = new Date('2026-03-01T09:00:00Z')
    t.clock.set(start)
    const cookie = await t.login()
    t.clock.advance(IDLE_MS - 60_000)
    expect((await t.post('/api/settings/get_params', {}, { cookie })).status).toBe(200)
    // Used a minute before expiry, so it slid forward: still good 13 days on.
    t.clock.advance(13 * 24 * 3600_000)
    expect((await t.post('/api/settings/get_params', {}, { cookie })).status).toBe(200)
    t.clock.advance(IDLE_MS + 1000)
    expect((await t.post('/api/settings/get_params', {}, { cookie })).status).toBe(401)
  })

  it('stores only a hash of the session token', async () => {
    const cookie = await t.login()
    const token = cookie.split('=')[1] ?? ''
    const rows = await queryRows<{ id: string }>(t.db, sql`select id from sessions`)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]?.id).not.toContain(token)
  })

  it('first run: needsAdmin, create the administrator (logged in), then 409', async () => {
    const before = await t.post('/setup/state')
    expect(before.body).toEqual({ data: { needsAdmin: true } })

    const short = await t.post('/setup/admin', { login: 'boss', name: 'Шеф', password: 'short' })
    expect(short.status).toBe(422)
    expect(Object.keys((short.body as { errors: object }).errors)).toEqual(['password'])

    const created = await t.post('/setup/admin', {
      login: 'boss',
      name: 'Шеф',
      password: 'long-enough-1',
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ data: { name: 'Шеф', access: 10 } })
    expect(created.sessionCookie).not.toBeNull()
    const cookie = `${SESSION_COOKIE}=${created.sessionCookie}`
    const params = await t.post('/api/settings/get_params', {}, { cookie })
    expect(params.status).toBe(200)

    expect((await t.post('/setup/state')).body).toEqual({ data: { needsAdmin: false } })
    const again = await t.post('/setup/admin', {
      login: 'other',
      name: 'Інший',
      password: 'long-enough-2',
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: AUTH_MESSAGES.adminExists })
  })

  it('/session says who is signed in, and "nobody" without an error', async () => {
    const anon = await t.post('/session', {})
    expect(anon.status).toBe(200)
    expect(anon.body).toEqual({ data: null })
    const cookie = await t.login({ login: 'maryna', name: 'Марина', access: 3 })
    const me = await t.post('/session', {}, { cookie })
    expect(me.body).toEqual({ data: { id: expect.any(Number), name: 'Марина', access: 3 } })
    await t.post('/logout', {}, { cookie })
    expect((await t.post('/session', {}, { cookie })).body).toEqual({ data: null })
    const noMarker = await t.post('/session', {}, { noMarker: true })
    expect(noMarker.status).toBe(403)
  })

  it('health answers without a session', async () => {
    const res = await t.get('/health', { noMarker: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ data: { ok: true, version: expect.any(String) } })
  })
})

describe('login rate limit', () => {
  const t = useTestServer('pglite', { loginAttemptsPerMinute: 3 })

  it('answers 429 in Ukrainian after too many attempts', async () => {
    const statuses: number[] = []
    let last: unknown = null
    for (let i = 0; i < 4; i++) {
      const res = await t.post('/login', { login: 'x', password: 'y' })
      statuses.push(res.status)
      last = res.body
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    expect(last).toMatchObject({ message: MESSAGES.tooMany })
  })
})
