import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ukrainian } from '@shared/messages/ukrainian'
import { INTERNAL_HEADER, MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import { countUsers } from '../auth/users'
import { loadConfig } from '../config'
import { NO_ADMIN_MESSAGE, startServer } from '../start'
import { testConfig, useTestServer } from '../test/harness'
import { hostnameOf, isOwnHostname } from './hosts'
import { MESSAGES } from './messages'

const dir = mkdtempSync(join(tmpdir(), 'shop-hosts-'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Магазин</title><div id="root"></div>')
const SECRET = 'an-internal-secret-of-at-least-32-characters'
const ADMIN = { login: 'owner', name: 'Власник', password: 'river-lantern-42' }

describe('a request must name this server (DNS rebinding)', () => {
  const t = useTestServer('pglite', {
    config: testConfig({
      staticDir: dir,
      internalSecret: SECRET,
      publicHosts: ['shop.example.ua'],
    }),
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const call = (
    method: 'GET' | 'POST',
    url: string,
    host: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host, [MARKER_HEADER]: MARKER_VALUE, ...headers },
      ...(method === 'POST' ? { payload: {} } : {}),
    })

  it('refuses a foreign Host on every kind of route, and serves its own names', async () => {
    const cookie = await t.login()
    const kinds: [string, 'GET' | 'POST', string, Record<string, string>][] = [
      ['public', 'GET', '/health', {}],
      ['session', 'POST', '/api/orders/get_orders', { cookie }],
      ['internal', 'POST', '/api/settings/get_carrier_key', { [INTERNAL_HEADER]: SECRET }],
      ['static UI', 'GET', '/', { accept: 'text/html' }],
      ['history route', 'GET', '/orders/12', { accept: 'text/html' }],
    ]
    for (const [kind, method, url, headers] of kinds) {
      for (const host of ['rebind.attacker.example:8787', 'attacker.example', '192.0.2.1']) {
        const res = await call(method, url, host, headers)
        expect(res.statusCode, `${kind} ${url} as ${host}`).toBe(421)
        expect(res.json()).toMatchObject({ message: MESSAGES.foreignHost })
      }
      for (const host of ['127.0.0.1:8787', 'localhost:8787', '[::1]:8787', 'SHOP.example.ua']) {
        const res = await call(method, url, host, headers)
        expect(res.statusCode, `${kind} ${url} as ${host}`).not.toBe(421)
        expect(res.statusCode, `${kind} ${url} as ${host}`).toBeLessThan(400)
      }
    }
  })

  it('takes the claim of the first administrator only from a page of this server, on loopback', async () => {
    const claim = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/setup/admin',
        remoteAddress,
        headers: { [MARKER_HEADER]: MARKER_VALUE, ...headers },
        payload: ADMIN,
      })
    // A rebinding page on loopback: its own name in Host, refused before the route.
    expect(
      (
        await claim({
          host: 'rebind.attacker.example:8787',
          origin: 'http://rebind.attacker.example:8787',
        })
      ).statusCode,
    ).toBe(421)
    // The right Host, another site's Origin.
    expect(
      (await claim({ host: '127.0.0.1:8787', origin: 'http://attacker.example' })).statusCode,
    ).toBe(403)
    // Another machine, even naming the server by its public name or loopback.
    expect((await claim({ host: 'shop.example.ua' }, '192.168.1.50')).statusCode).toBe(403)
    expect((await claim({ host: '127.0.0.1:8787' }, '192.168.1.50')).statusCode).toBe(403)
    // On the server by its public name (through a proxy on the same machine): not loopback.
    expect((await claim({ host: 'shop.example.ua' })).statusCode).toBe(403)
    expect(await countUsers(t.db)).toBe(0)
    // The first-run screen on this machine: same Host and Origin.
    const res = await claim({ host: '127.0.0.1:8787', origin: 'http://127.0.0.1:8787' })
    expect(res.statusCode).toBe(200)
    expect(await countUsers(t.db)).toBe(1)
  })
})

describe('the server’s own names', () => {
  it('knows loopback, its public names, the address it listens on and, listening everywhere, its interfaces', () => {
    const rules = { listen: '0.0.0.0', publicHosts: ['shop.example.ua'] }
    expect(isOwnHostname('localhost', rules)).toBe(true)
    expect(isOwnHostname('127.0.0.1', rules)).toBe(true)
    expect(isOwnHostname('::1', rules)).toBe(true)
    expect(isOwnHostname('shop.example.ua', rules)).toBe(true)
    expect(isOwnHostname('evil.example', rules)).toBe(false)
    // An address that is not this machine's (a rebinding page never sends an address anyway).
    expect(isOwnHostname('203.0.113.7', rules)).toBe(false)
    const own = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    if (own) {
      expect(isOwnHostname(own.address, rules)).toBe(true)
      expect(isOwnHostname(own.address, { listen: '127.0.0.1', publicHosts: [] })).toBe(false)
    }
    expect(isOwnHostname('192.168.7.2', { listen: '192.168.7.2', publicHosts: [] })).toBe(true)
    expect(hostnameOf('[::1]:8787')).toBe('::1')
    expect(hostnameOf('Shop.Example.UA:443')).toBe('shop.example.ua')
  })

  it('reads SHOP_PUBLIC_HOST as names without scheme or port', () => {
    expect(loadConfig({ SHOP_PUBLIC_HOST: 'Shop.example.ua, 10.0.0.5' }).publicHosts).toEqual([
      'shop.example.ua',
      '10.0.0.5',
    ])
    expect(() => loadConfig({ SHOP_PUBLIC_HOST: 'https://shop.example.ua' })).toThrow(
      /SHOP_PUBLIC_HOST/,
    )
  })
})

describe('a first start reachable from other machines', () => {
  it('refuses to start without SHOP_ADMIN_* and says so in one line', async () => {
    const config = testConfig({ host: '0.0.0.0' })
    await expect(startServer(config)).rejects.toThrow(ukrainian(NO_ADMIN_MESSAGE('0.0.0.0')))
    expect(ukrainian(NO_ADMIN_MESSAGE('0.0.0.0'))).not.toContain('\n')
  }, 180_000)

  it('starts with the configured administrator, and then has no administrator to claim', async () => {
    const server = await startServer(
      testConfig({ host: '0.0.0.0', admin: { login: 'owner', password: ADMIN.password } }),
    )
    try {
      const port = (server.app.server.address() as { port: number }).port
      const state = await fetch(`http://127.0.0.1:${port}/setup/state`, {
        method: 'POST',
        headers: { [MARKER_HEADER]: MARKER_VALUE },
      })
      expect(await state.json()).toEqual({ data: { needsAdmin: false } })
    } finally {
      await server.stop()
    }
  }, 180_000)
})
