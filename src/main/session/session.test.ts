import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIXED_ROUTES } from '@shared/contract/routes'
import { mainAllowlist, rendererAllowlist } from './allowlist'
import { CookieJar, parseSessionCookie } from './cookie-jar'
import { statusMessage } from '@shared/contract/answer'
import { createSessionProxy, MESSAGES, type SessionEnd } from './proxy'
import { fakeBox, memoryStore } from './test-ports'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let baseUrl = ''
const seen: Seen[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const json = (status: number, value: unknown, extra: Record<string, string> = {}) =>
        res
          .writeHead(status, { 'Content-Type': 'application/json', ...extra })
          .end(JSON.stringify(value))
      if (req.url === '/login') {
        const { password } = JSON.parse(body) as { password: string }
        if (password !== 'right') return json(401, { message: 'Невірний логін або пароль.' })
        return json(
          200,
          { data: { id: 1 } },
          { 'Set-Cookie': 'shop_session=s3cr3t; Path=/; HttpOnly; Max-Age=3600' },
        )
      }
      if (req.url === '/logout') {
        return json(200, { data: null }, { 'Set-Cookie': 'shop_session=; Path=/; Max-Age=0' })
      }
      if (req.url === '/api/settings/get_params') {
        if (req.headers.cookie !== 'shop_session=s3cr3t')
          return json(401, { message: 'Потрібно увійти.' })
        return json(200, { data: { settings: '{}', auth: { id: 1 } } })
      }
      if (req.url === '/api/settings/get_carrier_key') return json(200, { data: { api_key: 'k' } })
      if (req.url?.startsWith('/apisite/nova_pochta/get_cities/'))
        return json(422, { message: 'bad', errors: { query: ['Закоротко'] } })
      if (req.url === '/health') return res.writeHead(500).end('<html>oops</html>')
      if (req.url === '/api/settings/get_informers') return // never answers
      res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
beforeEach(() => {
  seen.length = 0
})

function setup(
  opts: { url?: string | null; store?: ReturnType<typeof memoryStore>; timeoutMs?: number } = {},
) {
  const store = opts.store ?? memoryStore()
  const jar = new CookieJar({ store, box: fakeBox() })
  const ended: SessionEnd[] = []
  const proxy = createSessionProxy({
    getServerUrl: () => (opts.url === undefined ? baseUrl : opts.url),
    jar,
    allowRenderer: rendererAllowlist(FIXED_ROUTES),
    allowMain: mainAllowlist(FIXED_ROUTES),
    timeoutMs: opts.timeoutMs ?? 2000,
    onSessionEnded: (r) => ended.push(r),
    getInternalSecret: () => 'main-only-secret',
  })
  return { proxy, store, jar, ended }
}

describe('allowlist', () => {
  const allow = rendererAllowlist(FIXED_ROUTES)
  it('forwards contract paths only', () => {
    expect(allow('POST', '/api/settings/get_params')).toBe(true)
    expect(allow('GET', '/apisite/nova_pochta/get_cities/%D0%9A%D0%B8%D1%97%D0%B2')).toBe(true)
    expect(allow('GET', '/api/settings/get_params')).toBe(false)
    expect(allow('POST', '/api/users/drop_all')).toBe(false)
    expect(allow('POST', 'http://evil.example/login')).toBe(false)
    expect(allow('POST', '//evil.example/login')).toBe(false)
    expect(allow('GET', '/apisite/nova_pochta/get_cities/..')).toBe(false)
    expect(allow('GET', '/apisite/nova_pochta/get_warehouses/a/b')).toBe(false)
  })
  it('never forwards internal routes for the renderer, but main may use them', () => {
    expect(allow('POST', '/api/settings/get_carrier_key')).toBe(false)
    expect(mainAllowlist(FIXED_ROUTES)('POST', '/api/settings/get_carrier_key')).toBe(true)
  })
})

describe('session proxy', () => {
  it('refuses paths outside the contract and payloads that fail the schema, without a request', async () => {
    const { proxy } = setup()
    expect(
      await proxy.request({ method: 'POST', path: '/api/settings/get_carrier_key' }),
    ).toMatchObject({
      status: 403,
      ok: false,
      data: null,
      message: MESSAGES.refused,
    })
    expect(await proxy.request({ method: 'PUT', path: '/login' })).toMatchObject({ status: 400 })
    expect(await proxy.request('GET /health')).toMatchObject({
      status: 400,
      message: MESSAGES.invalid,
    })
    expect(seen).toHaveLength(0)
  })

  it('adds the marker header and a JSON body; answers the whole body as data', async () => {
    const { proxy } = setup()
    const res = await proxy.request({
      method: 'POST',
      path: '/login',
      body: { login: 'a', password: 'wrong' },
    })
    expect(res).toEqual({
      status: 401,
      ok: false,
      data: null,
      message: 'Невірний логін або пароль.',
    })
    expect(seen[0]?.headers['x-requested-with']).toBe('XMLHttpRequest')
    expect(seen[0]?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ login: 'a', password: 'wrong' })
  })

  it('captures the cookie, sends it, keeps it only sealed on disk, and restores it after a restart', async () => {
    const { proxy, store } = setup()
    expect((await proxy.request({ method: 'POST', path: '/api/settings/get_params' })).status).toBe(
      401,
    )
    expect(seen[0]?.headers.cookie).toBeUndefined()
    const login = await proxy.request({
      method: 'POST',
      path: '/login',
      body: { login: 'a', password: 'right' },
    })
    expect(login).toEqual({ status: 200, ok: true, data: { data: { id: 1 } } })
    expect(JSON.stringify(login)).not.toContain('s3cr3t')
    expect(JSON.stringify([...store.data.values()])).not.toContain('s3cr3t')

    const restarted = setup({ store })
    expect(restarted.proxy.hasSession()).toBe(true)
    const params = await restarted.proxy.request({
      method: 'POST',
      path: '/api/settings/get_params',
    })
    expect(params).toMatchObject({ status: 200, ok: true, data: { data: { auth: { id: 1 } } } })
    expect(seen.at(-1)?.headers.cookie).toBe('shop_session=s3cr3t')
  })

  it('keeps the embedded server session when it comes back on another port', async () => {
    const store = memoryStore()
    const jar = new CookieJar({ store, box: fakeBox() })
    let url = baseUrl
    const proxy = createSessionProxy({
      getServerUrl: () => url,
      getServerIdentity: () => 'embedded',
      jar,
      allowRenderer: rendererAllowlist(FIXED_ROUTES),
      allowMain: mainAllowlist(FIXED_ROUTES),
    })
    await proxy.request({ method: 'POST', path: '/login', body: { login: 'a', password: 'right' } })
    url = baseUrl.replace('127.0.0.1', 'localhost')
    expect(proxy.hasSession()).toBe(true)
    const res = await proxy.request({ method: 'POST', path: '/api/settings/get_params' })
    expect(res.status).toBe(200)
    expect(seen.at(-1)?.headers.cookie).toBe('shop_session=s3cr3t')
  })

  it('does not send the cookie to another server', async () => {
    const store = memoryStore()
    const { proxy } = setup({ store })
    await proxy.request({ method: 'POST', path: '/login', body: { login: 'a', password: 'right' } })
    const other = setup({ store, url: baseUrl.replace('127.0.0.1', 'localhost') })
    expect(other.proxy.hasSession()).toBe(false)
  })

  it('keeps the session only in memory where the OS has no keychain', () => {
    const store = memoryStore()
    const jar = new CookieJar({ store, box: fakeBox(false) })
    jar.capture('http://x/', ['shop_session=abc; HttpOnly'])
    expect(jar.header('http://x/')).toBe('shop_session=abc')
    expect(store.data.size).toBe(0)
  })

  it('logout clears the cookie and ends the session', async () => {
    const { proxy, ended, store } = setup()
    await proxy.request({ method: 'POST', path: '/login', body: { login: 'a', password: 'right' } })
    const res = await proxy.request({ method: 'POST', path: '/logout' })
    expect(res.ok).toBe(true)
    expect(seen.at(-1)?.headers.cookie).toBe('shop_session=s3cr3t')
    expect(proxy.hasSession()).toBe(false)
    expect(store.data.size).toBe(0)
    expect(ended).toEqual(['logout'])
  })

  it('a 401 with a cookie clears it and ends the session', async () => {
    const store = memoryStore()
    const jar = new CookieJar({ store, box: fakeBox() })
    jar.capture(`${baseUrl}/`, ['shop_session=stale; Max-Age=600'])
    const { proxy, ended } = setup({ store })
    const res = await proxy.request({ method: 'POST', path: '/api/settings/get_params' })
    expect(res).toMatchObject({ status: 401, message: 'Потрібно увійти.' })
    expect(proxy.hasSession()).toBe(false)
    expect(ended).toEqual(['expired'])
  })

  it('passes field errors through and explains a non-JSON failure', async () => {
    const { proxy } = setup()
    expect(
      await proxy.request({ method: 'GET', path: '/apisite/nova_pochta/get_cities/x' }),
    ).toMatchObject({
      status: 422,
      ok: false,
      data: null,
      message: 'bad',
      errors: { query: ['Закоротко'] },
    })
    expect(await proxy.request({ method: 'GET', path: '/health' })).toMatchObject({
      status: 500,
      ok: false,
      data: null,
      message: statusMessage(500),
    })
    expect(seen.find((s) => s.url === '/health')?.body).toBe('')
  })

  it('gives up on a silent server with a clear message instead of hanging', async () => {
    const { proxy } = setup({ timeoutMs: 300 })
    const started = Date.now()
    const res = await proxy.request({ method: 'POST', path: '/api/settings/get_informers' })
    expect(res).toMatchObject({ status: 0, ok: false, data: null, message: MESSAGES.timeout })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('reports a server that is down, or still starting', async () => {
    const down = setup({ url: 'http://127.0.0.1:1' })
    expect(await down.proxy.request({ method: 'GET', path: '/health' })).toMatchObject({
      status: 0,
      ok: false,
      data: null,
      message: MESSAGES.down,
    })
    const starting = setup({ url: null })
    expect((await starting.proxy.request({ method: 'GET', path: '/health' })).message).toBe(
      MESSAGES.starting,
    )
  })

  it('lets main use the internal carrier-key route, with its secret', async () => {
    const { proxy } = setup()
    expect(
      await proxy.internal({ method: 'POST', path: '/api/settings/get_carrier_key' }),
    ).toMatchObject({
      ok: true,
      data: { data: { api_key: 'k' } },
    })
    expect(seen.at(-1)?.headers['x-shop-internal']).toBe('main-only-secret')
  })

  it('never sends main’s secret with the renderer’s requests', async () => {
    const { proxy } = setup()
    await proxy.request({ method: 'POST', path: '/api/settings/get_params' })
    expect(seen.at(-1)?.url).toBe('/api/settings/get_params')
    expect(seen.at(-1)?.headers['x-shop-internal']).toBeUndefined()
  })

  it('keeps a server path prefix of a remote server', async () => {
    const fetchSpy = vi.fn(
      async (_input: string, _init: RequestInit) => new Response('{"data":1}', { status: 200 }),
    )
    const proxy = createSessionProxy({
      getServerUrl: () => 'https://shop.example/backoffice',
      jar: new CookieJar({ store: memoryStore(), box: fakeBox() }),
      allowRenderer: rendererAllowlist(FIXED_ROUTES),
      allowMain: mainAllowlist(FIXED_ROUTES),
      fetch: fetchSpy,
    })
    await proxy.request({ method: 'GET', path: '/health' })
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://shop.example/backoffice/health')
  })
})

describe('parseSessionCookie', () => {
  it('reads Max-Age over Expires and ignores other cookies', () => {
    expect(parseSessionCookie('other=1; Path=/', 0)).toBeNull()
    expect(
      parseSessionCookie('shop_session=a; Expires=Thu, 01 Jan 2071 00:00:00 GMT; Max-Age=10', 1000),
    ).toMatchObject({
      value: 'a',
      expiresAt: 11_000,
    })
    expect(parseSessionCookie('shop_session=b', 0)).toEqual({ value: 'b', expiresAt: null })
  })
  it('expires the held cookie on time', () => {
    let now = 0
    const jar = new CookieJar({ store: memoryStore(), box: fakeBox(), now: () => now })
    jar.capture('s', ['shop_session=a; Max-Age=60'])
    now = 59_000
    expect(jar.header('s')).toBe('shop_session=a')
    now = 60_000
    expect(jar.header('s')).toBeNull()
  })
})
