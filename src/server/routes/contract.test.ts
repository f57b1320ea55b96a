import { describe, expect, it } from 'vitest'
import { contractRoutes } from '@shared/contract/map'
import { HSTS_HEADER, MESSAGES } from '../app'
import { testConfig, useTestServer } from '../test/harness'

/** A concrete path for a pattern: `:id` -> 1, `:query` -> 1, and so on. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '1')

const CONTRACT = contractRoutes()

describe('the server and the HTTP contract agree', () => {
  const t = useTestServer('pglite')

  it('registers exactly the contract routes', () => {
    // HEAD twins of GETs and the static UI wildcard are not part of the API.
    const registered = t.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && r.url !== '/*')
      .map((r) => `${r.method} ${r.url}`)
      .sort()
    const expected = CONTRACT.map((r) => `${r.method} ${r.pattern}`).sort()
    expect(registered).toEqual(expected)
  })

  it('answers 401 {message} on every non-public route without a session', async () => {
    const guarded = CONTRACT.filter((r) => r.access !== 'public' && r.access !== 'internal')
    expect(guarded.length).toBeGreaterThan(5)
    for (const route of guarded) {
      const res = await t.request(
        route.method,
        concrete(route.pattern),
        route.method === 'GET' ? undefined : {},
      )
      expect.soft(res.status, `${route.method} ${route.pattern}`).toBe(401)
      expect.soft(res.body).toMatchObject({ message: MESSAGES.noSession })
    }
  })

  it('answers 403 {message} without the marker header even with a valid session', async () => {
    const cookie = await t.login()
    const marked = CONTRACT.filter((r) => !r.unmarked)
    for (const route of marked) {
      const res = await t.request(
        route.method,
        concrete(route.pattern),
        route.method === 'GET' ? undefined : {},
        {
          cookie,
          noMarker: true,
        },
      )
      expect.soft(res.status, `${route.method} ${route.pattern}`).toBe(403)
      expect.soft(res.body).toMatchObject({ message: MESSAGES.noMarker })
    }
  })

  it('answers 404 {message} on an unknown /api path', async () => {
    const cookie = await t.login()
    const res = await t.post('/api/nothing/here', {}, { cookie })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ message: MESSAGES.notFound })
  })

  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.get('/health')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it("sends helmet's other headers on every answer, refusals and unknown paths too", async () => {
    const cookie = await t.login()
    for (const res of [
      await t.get('/health'),
      await t.post('/api/nothing/here', {}, { cookie }),
      await t.post('/api/orders/get_orders', {}),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'")
      expect(String(res.headers['permissions-policy'])).toContain('camera=()')
      expect(String(res.headers['permissions-policy'])).toContain('geolocation=()')
      // Plain http on a shop's LAN: no HSTS, even if a client says https (no declared proxy).
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
    const forged = await t.get('/health', { headers: { 'x-forwarded-proto': 'https' } })
    expect(forged.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('behind a declared https proxy', () => {
  const t = useTestServer('pglite', { config: testConfig({ trustProxy: '127.0.0.1' }) })

  it('sends HSTS on answers to requests that came over https, and only those', async () => {
    const https = await t.get('/health', { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers['strict-transport-security']).toBe(HSTS_HEADER)
    const plain = await t.get('/health', { headers: { 'x-forwarded-proto': 'http' } })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })
})
