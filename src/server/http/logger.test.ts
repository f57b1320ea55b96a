import { describe, expect, it } from 'vitest'
import { INTERNAL_HEADER, MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import { useTestServer } from '../test/harness'
import { safeHeaders, safeUrl } from './logger'

const lines: string[] = []
const COOKIE_VALUE = 'session-cookie-value-0123456789'
const TOKEN = 'bearer-token-value-abcdef'
const API_KEY = 'query-api-key-value-42'
const INTERNAL = 'internal-secret-value-xyz'

describe('the request log', () => {
  // PGlite only: what is logged does not depend on the database.
  const t = useTestServer('pglite', { log: { level: 'info', write: (l) => void lines.push(l) } })

  it('logs a request and its answer without its cookie, token, key or password', async () => {
    await t.createUser({ login: 'olena', password: 'olena-password-123' })
    lines.length = 0
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/settings/get_params?api_key=${API_KEY}&page=2`,
      headers: {
        cookie: `shop_session=${COOKIE_VALUE}; other=${COOKIE_VALUE}`,
        authorization: `Bearer ${TOKEN}`,
        'x-api-key': API_KEY,
        [INTERNAL_HEADER]: INTERNAL,
        [MARKER_HEADER]: MARKER_VALUE,
        'content-type': 'application/json',
      },
      payload: '{}',
    })
    expect(res.statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { [MARKER_HEADER]: MARKER_VALUE, 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'olena', password: 'olena-password-123' }),
    })
    expect(login.statusCode).toBe(200)
    const text = lines.join('\n')
    // The request was logged once, with what helps and without what is secret.
    const entries = lines.map(
      (l) =>
        JSON.parse(l) as {
          req?: { url: string; headers: object }
          res?: { statusCode: number }
          responseTime?: number
        },
    )
    const logged = entries.filter((e) => e.req?.url.startsWith('/api/settings/get_params'))
    expect(logged).toHaveLength(1)
    const [answered] = logged
    expect(answered?.res?.statusCode).toBe(401)
    expect(answered?.responseTime).toBeGreaterThanOrEqual(0)
    expect(answered?.req?.url).toBe('/api/settings/get_params?api_key=%5Bredacted%5D&page=2')
    expect(answered?.req?.headers).toMatchObject({
      cookie: '[redacted]',
      authorization: '[redacted]',
      'x-api-key': '[redacted]',
      [INTERNAL_HEADER.toLowerCase()]: '[redacted]',
      [MARKER_HEADER.toLowerCase()]: MARKER_VALUE,
    })
    expect(text).toContain('request completed')
    for (const secret of [COOKIE_VALUE, TOKEN, API_KEY, INTERNAL, 'olena-password-123']) {
      expect(text).not.toContain(secret)
    }
  })

  it('censors secret headers and query parameters by the secret-names rule', () => {
    expect(safeHeaders({ 'x-auth-token': 't', 'user-agent': 'ua', Cookie: 'c' })).toEqual({
      'x-auth-token': '[redacted]',
      'user-agent': 'ua',
      Cookie: '[redacted]',
    })
    expect(safeUrl('/feed?token=abc&password=p&q=1')).toBe(
      '/feed?token=%5Bredacted%5D&password=%5Bredacted%5D&q=1',
    )
    expect(safeUrl('/plain')).toBe('/plain')
  })
})
