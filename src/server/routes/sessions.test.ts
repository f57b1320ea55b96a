import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '@shared/contract/http'
import { IDLE_SETTING, SESSION_MAX_AGE_MS, type SessionInfo } from '../auth/sessions'
import { queryRows } from '../db/client'
import { testConfig, testDatabases, useTestServer, type TestServer } from '../test/harness'

const PARAMS = '/api/settings/get_params'
const DAY = 24 * 3600_000

/** A second login of the same user, from another device. */
async function loginAs(t: TestServer, login: string, password: string, agent: string) {
  const res = await t.post('/login', { login, password }, { headers: { 'user-agent': agent } })
  expect(res.status).toBe(200)
  return `${SESSION_COOKIE}=${res.sessionCookie}`
}

const status = async (t: TestServer, cookie: string) =>
  (await t.post(PARAMS, {}, { cookie })).status

async function userVersion(t: TestServer, id: number): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    t.db,
    sql`select version from users where id = ${id}`,
  )
  return row?.version ?? 0
}

/** An administrator's edit of a user through the generic store, as the users screen sends it. */
async function editUser(t: TestServer, admin: string, id: number, changes: object) {
  const res = await t.post(
    '/api/users/store',
    { id, version: await userVersion(t, id), ...changes },
    { cookie: admin },
  )
  expect(res.status).toBe(200)
}

describe.each(testDatabases())('sessions on %s', (kind) => {
  const t = useTestServer(kind)

  async function adminAndClerk() {
    const admin = await t.login()
    const clerk = await t.createUser({ login: 'clerk', name: 'Марія', access: 1 })
    const clerkCookie = await loginAs(t, 'clerk', clerk.password, 'Shop desk')
    // Used once, so the lookup sits in the cache: a revocation must still win at once.
    expect(await status(t, clerkCookie)).toBe(200)
    return { admin, clerk, clerkCookie }
  }

  it('a password change ends the old session on the very next request', async () => {
    const { admin, clerk, clerkCookie } = await adminAndClerk()
    await editUser(t, admin, clerk.id, { password: 'a-brand-new-pass' })
    expect(await status(t, clerkCookie)).toBe(401)
    expect(await status(t, admin)).toBe(200)
    await loginAs(t, 'clerk', 'a-brand-new-pass', 'Shop desk')
  })

  it('an access change ends the sessions', async () => {
    const { admin, clerk, clerkCookie } = await adminAndClerk()
    await editUser(t, admin, clerk.id, { access: 5 })
    expect(await status(t, clerkCookie)).toBe(401)
  })

  it('deactivation ends the sessions, and reactivation does not bring them back', async () => {
    const { admin, clerk, clerkCookie } = await adminAndClerk()
    await editUser(t, admin, clerk.id, { active: false })
    expect(await status(t, clerkCookie)).toBe(401)
    await editUser(t, admin, clerk.id, { active: true })
    expect(await status(t, clerkCookie)).toBe(401)
  })

  it('a name change keeps the session; a deleted user loses it', async () => {
    const { admin, clerk, clerkCookie } = await adminAndClerk()
    await editUser(t, admin, clerk.id, { name: 'Марія Петрівна' })
    expect(await status(t, clerkCookie)).toBe(200)
    expect(
      (await t.request('DELETE', `/api/users/${clerk.id}`, undefined, { cookie: admin })).status,
    ).toBe(200)
    expect(await status(t, clerkCookie)).toBe(401)
  })

  it('an administrator changing their own password keeps this session, ends the others', async () => {
    const admin = await t.login()
    const me = await t.createUser()
    const laptop = await loginAs(t, me.login, me.password, 'Laptop')
    expect(await status(t, laptop)).toBe(200)
    await editUser(t, admin, me.id, { password: 'my-new-password' })
    expect(await status(t, admin)).toBe(200)
    expect(await status(t, laptop)).toBe(401)
  })

  it('logout ends the cached session at once', async () => {
    const cookie = await t.login()
    expect(await status(t, cookie)).toBe(200)
    await t.post('/logout', {}, { cookie })
    expect(await status(t, cookie)).toBe(401)
  })

  it('ends a session 30 days after login however busy it is', async () => {
    t.clock.set(new Date('2026-03-01T09:00:00Z'))
    const cookie = await t.login()
    for (let day = 1; day < 30; day++) {
      t.clock.advance(DAY)
      expect(await status(t, cookie)).toBe(200)
    }
    t.clock.advance(DAY)
    expect(t.clock.now().getTime() - Date.parse('2026-03-01T09:00:00Z')).toBe(SESSION_MAX_AGE_MS)
    expect(await status(t, cookie)).toBe(401)
  })

  it('ends an idle session after the minutes the shop set', async () => {
    const admin = await t.login()
    const created = await t.post(
      '/api/settings/store',
      { key: IDLE_SETTING, type: 'number', value: '30', title: 'Вихід після бездіяльності, хв' },
      { cookie: admin },
    )
    expect(created.status).toBe(200)
    t.clock.set(new Date('2026-03-01T09:00:00Z'))
    const clerk = await t.createUser({ login: 'clerk', access: 1 })
    const cookie = await loginAs(t, 'clerk', clerk.password, 'Desk')
    // The cookie itself lives as long as the idle timeout.
    t.clock.advance(29 * 60_000)
    const used = await t.post(PARAMS, {}, { cookie })
    expect(used.status).toBe(200)
    expect(String(used.headers['set-cookie'])).toContain('Max-Age=1800')
    t.clock.advance(29 * 60_000)
    expect(await status(t, cookie)).toBe(200)
    t.clock.advance(31 * 60_000)
    expect(await status(t, cookie)).toBe(401)
  })

  it('lists the user’s own sessions, marks the current one and never shows a token', async () => {
    const me = await t.createUser({ login: 'clerk', access: 1 })
    const desk = await loginAs(t, 'clerk', me.password, 'Mozilla/5.0 (X11; Linux) Desk')
    await loginAs(t, 'clerk', me.password, 'Electron Laptop')
    await t.login()
    const res = await t.post('/api/sessions/get_sessions', {}, { cookie: desk })
    expect(res.status).toBe(200)
    const list = (res.body as { data: SessionInfo[] }).data
    expect(list).toHaveLength(2)
    expect(list.map((s) => s.user_agent).sort()).toEqual([
      'Electron Laptop',
      'Mozilla/5.0 (X11; Linux) Desk',
    ])
    expect(list.filter((s) => s.current).map((s) => s.user_agent)).toEqual([
      'Mozilla/5.0 (X11; Linux) Desk',
    ])
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual([
        'created_at',
        'current',
        'id',
        'ip',
        'last_seen_at',
        'user_agent',
      ])
      expect(s.ip).toBe('127.0.0.1')
    }
    const text = JSON.stringify(res.body)
    const keys = await queryRows<{ id: string }>(t.db, sql`select id from sessions`)
    for (const { id } of keys) expect(text).not.toContain(id)
    expect(text).not.toContain(desk.split('=')[1])
  })

  it('sign out everywhere ends the other sessions and keeps this one', async () => {
    const me = await t.createUser({ login: 'clerk', access: 1 })
    const here = await loginAs(t, 'clerk', me.password, 'Here')
    const there = await loginAs(t, 'clerk', me.password, 'There')
    const admin = await t.login()
    expect(await status(t, there)).toBe(200)
    const res = await t.post('/api/sessions/revoke_others', {}, { cookie: here })
    expect(res.body).toEqual({ data: { revoked: 1 } })
    expect(await status(t, there)).toBe(401)
    expect(await status(t, here)).toBe(200)
    expect(await status(t, admin)).toBe(200)
  })

  it('ends one own session by its id, and only an own one', async () => {
    const me = await t.createUser({ login: 'clerk', access: 1 })
    const here = await loginAs(t, 'clerk', me.password, 'Here')
    const there = await loginAs(t, 'clerk', me.password, 'There')
    const admin = await t.login()
    expect(await status(t, there)).toBe(200)
    const list = async (cookie: string) =>
      ((await t.post('/api/sessions/get_sessions', {}, { cookie })).body as { data: SessionInfo[] })
        .data
    const adminSession = (await list(admin))[0]?.id ?? ''
    const thereId = (await list(here)).find((s) => !s.current)?.id ?? ''

    // Someone else's session, a malformed id, an unknown one: not found, nothing ended.
    for (const id of [adminSession, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request('DELETE', `/api/sessions/${id}`, undefined, { cookie: here })
      expect(res.status).toBe(404)
    }
    expect(await status(t, admin)).toBe(200)

    const res = await t.request('DELETE', `/api/sessions/${thereId}`, undefined, { cookie: here })
    expect(res.status).toBe(200)
    expect(await status(t, there)).toBe(401)
    expect(await status(t, here)).toBe(200)

    // Ending the current one is a logout.
    const hereId = (await list(here))[0]?.id ?? ''
    const out = await t.request('DELETE', `/api/sessions/${hereId}`, undefined, { cookie: here })
    expect(out.status).toBe(200)
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`))
    expect(await status(t, here)).toBe(401)
  })

  it('needs a session for every sessions route', async () => {
    expect((await t.post('/api/sessions/get_sessions')).status).toBe(401)
    expect((await t.post('/api/sessions/revoke_others')).status).toBe(401)
    const res = await t.request('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000')
    expect(res.status).toBe(401)
  })

  it('ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const user = await t.createUser()
    const res = await t.post(
      '/login',
      { login: user.login, password: user.password },
      { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } },
    )
    expect(String(res.headers['set-cookie'])).not.toContain('Secure')
    const cookie = `${SESSION_COOKIE}=${res.sessionCookie}`
    const list = await t.post('/api/sessions/get_sessions', {}, { cookie })
    expect((list.body as { data: SessionInfo[] }).data[0]?.ip).toBe('127.0.0.1')
  })
})

describe.each(testDatabases())('sessions behind a declared proxy on %s', (kind) => {
  const t = useTestServer(kind, { config: testConfig({ trustProxy: '127.0.0.1' }) })

  it('sets Secure when the proxy says https, and records the client address', async () => {
    const user = await t.createUser()
    const res = await t.post(
      '/login',
      { login: user.login, password: user.password },
      { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } },
    )
    expect(res.status).toBe(200)
    expect(String(res.headers['set-cookie'])).toContain('Secure')
    const cookie = `${SESSION_COOKIE}=${res.sessionCookie}`
    const list = await t.post('/api/sessions/get_sessions', {}, { cookie })
    expect((list.body as { data: SessionInfo[] }).data[0]?.ip).toBe('203.0.113.7')
  })

  it('leaves Secure off for plain http through the proxy', async () => {
    const user = await t.createUser()
    const res = await t.post('/login', { login: user.login, password: user.password })
    expect(String(res.headers['set-cookie'])).not.toContain('Secure')
  })
})
