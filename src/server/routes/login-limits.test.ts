import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import { MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import { PASSWORD_MESSAGES } from '@shared/passwords/rule'
import { FREE_FAILURES } from '../auth/login-throttle'
import { countUsers } from '../auth/users'
import { queryRows } from '../db/client'
import { prepareDatabase } from '../first-run'
import { testConfig, useTestServer } from '../test/harness'

const ADMIN = { login: 'admin', password: 'admin-pass-1' }

describe('guessing at one account', () => {
  const t = useTestServer('pglite')

  const login = (password: string, remoteAddress: string, user = ADMIN.login) =>
    t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress,
      headers: { [MARKER_HEADER]: MARKER_VALUE },
      payload: { login: user, password },
    })

  it('45 guesses from 5 addresses: only the first few are checked, then each waits longer', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00Z'))
    await t.createUser()
    const statuses: number[] = []
    for (let i = 0; i < 45; i++) {
      statuses.push((await login(`guess-${i}-wrong`, `198.51.100.${i % 5}`)).statusCode)
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES)
    expect(statuses.slice(FREE_FAILURES).every((s) => s === 429)).toBe(true)
    // Even the right password waits: the answer must not tell a guesser it was right.
    const held = await login(ADMIN.password, '203.0.113.50')
    expect(held.statusCode).toBe(429)
    expect(held.headers['retry-after']).toBe('1')
    // A wait, not a lock: a second later the owner signs in.
    t.clock.advance(1000)
    expect((await login(ADMIN.password, '203.0.113.50')).statusCode).toBe(200)
  })

  it('the wait doubles with each failure, at most a minute, and ends after a quiet hour', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00Z'))
    await t.createUser()
    for (let i = 0; i < FREE_FAILURES; i++) await login('wrong-one', `198.51.100.${i}`)
    const waits: string[] = []
    for (let i = 0; i < 9; i++) {
      const held = await login('wrong-one', '198.51.100.77')
      waits.push(String(held.headers['retry-after']))
      t.clock.advance(Number(held.headers['retry-after']) * 1000)
      expect((await login('wrong-one', '198.51.100.78')).statusCode).toBe(401)
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60', '60'])
    t.clock.advance(61 * 60_000)
    expect((await login(ADMIN.password, '198.51.100.79')).statusCode).toBe(200)
  })

  it('a stranger’s failures do not hold up the desk where the account signs in', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00Z'))
    await t.createUser()
    expect((await login(ADMIN.password, '192.168.1.20')).statusCode).toBe(200)
    for (let i = 0; i < 20; i++) await login('wrong-one', '203.0.113.9')
    expect((await login('wrong-two', '203.0.113.9')).statusCode).toBe(429)
    expect((await login(ADMIN.password, '192.168.1.20')).statusCode).toBe(200)
  })

  it('an unknown login is held up the same way (no telling which logins exist)', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00Z'))
    const statuses: number[] = []
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      statuses.push((await login('wrong', `198.51.100.${i}`, 'nobody')).statusCode)
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429])
  })
})

describe.each([
  ['true', true],
  ['the proxy’s address', '127.0.0.1'],
] as const)('behind a proxy (TRUST_PROXY=%s)', (_name, trustProxy) => {
  const t = useTestServer('pglite', {
    config: testConfig({ trustProxy }),
    loginAttemptsPerMinute: 10,
  })

  const viaProxy = (forwardedFor: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '127.0.0.1',
      headers: { [MARKER_HEADER]: MARKER_VALUE, 'x-forwarded-for': forwardedFor },
      payload: body,
    })

  it('takes the client’s address from what the proxy added, not from what the client wrote', async () => {
    const user = await t.createUser()
    // The client wrote "10.9.8.7"; the proxy appended the address it saw.
    const res = await viaProxy('10.9.8.7, 198.51.100.7', {
      login: user.login,
      password: user.password,
    })
    expect(res.statusCode).toBe(200)
    const rows = await queryRows<{ ip: string }>(t.db, sql`select ip from sessions`)
    expect(rows).toEqual([{ ip: '198.51.100.7' }])
  })

  it('a rotating X-Forwarded-For gets no more tries per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      // A different login each time, so only the per-address limit is in play.
      const res = await viaProxy(`10.0.${i}.${i}, 198.51.100.8`, {
        login: `user${i}`,
        password: 'wrong-password',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('a rotating X-Forwarded-For gets no more tries at one account', async () => {
    await t.createUser({ login: 'owner', password: 'owner-pass-long' })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const res = await viaProxy(`10.1.${i}.${i}`, { login: 'owner', password: `guess-${i}` })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429, 429, 429])
  })
})

describe('the password rule when a password is set', () => {
  const t = useTestServer('pglite')

  it('refuses a 9-character and a common password for a user, and takes a good one', async () => {
    const cookie = await t.login()
    const store = (password: string) =>
      t.post(
        '/api/users/store',
        { login: 'taras', name: 'Тарас', access: ACCESS.packer, password },
        { cookie },
      )
    const short = await store('tarasik12')
    expect(short.status).toBe(422)
    expect(JSON.stringify(short.body)).toContain('10')
    for (const common of ['1234567890', 'qwertyuiop', 'Password12', 'iloveyou12']) {
      const res = await store(common)
      expect(res.status, common).toBe(422)
      expect((res.body as { errors: Record<string, string[]> }).errors.password).toEqual([
        PASSWORD_MESSAGES.common,
      ])
    }
    const good = (await store('taras-packs-fast')) as {
      status: number
      body: { data: { id: number; version: number } }
    }
    expect(good.status).toBe(200)
    // A password change meets the same rule; an edit that leaves the password alone is free.
    const { id, version } = good.body.data
    const change = await t.post(
      '/api/users/store',
      { id, version, password: 'password12' },
      { cookie },
    )
    expect(change.status).toBe(422)
    const rename = await t.post('/api/users/store', { id, version, name: 'Тарас К.' }, { cookie })
    expect(rename.status).toBe(200)
  })

  it('refuses a common password for the first administrator', async () => {
    const res = await t.post('/setup/admin', {
      login: 'boss',
      name: 'Шеф',
      password: 'password123',
    })
    expect(res.status).toBe(422)
    expect((res.body as { errors: Record<string, string[]> }).errors.password).toEqual([
      PASSWORD_MESSAGES.common,
    ])
  })

  it('refuses a weak SHOP_ADMIN_PASSWORD when it would create the administrator', async () => {
    for (const password of ['12345678', 'password', '1234567890']) {
      await expect(
        prepareDatabase(t.db, { admin: { login: 'admin', password }, demo: false }),
      ).rejects.toThrow(/SHOP_ADMIN_PASSWORD/)
    }
    expect(await countUsers(t.db)).toBe(0)
  })

  it('still lets in a user whose older password is shorter than the rule', async () => {
    const cookie = await t.login({ login: 'old', password: 'old-pass' })
    expect(cookie).toContain('=')
  })
})
