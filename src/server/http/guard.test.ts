import { describe, expect, it } from 'vitest'
import { ACCESS, type Role } from '@shared/access'
import { INTERNAL_HEADER } from '@shared/contract/http'
import { contractRoutes, requiredLevel } from '@shared/contract/map'
import type { RouteSpec } from '@shared/contract/routes'
import { testConfig, testDatabases, useTestServer } from '../test/harness'

/** A concrete path for a pattern: every `:param` is a record that does not exist. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '999999')
const bodyOf = (route: RouteSpec) => (route.method === 'GET' ? undefined : {})
const pct = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`

/**
 * The spellings an attacker tries so that a guard on the raw URL and the router disagree. The
 * first segment is the one a prefix match (`/api/...`) would look at.
 */
export function spellings(path: string): string[] {
  const [, first = '', ...rest] = path.split('/')
  const tail = rest.length ? `/${rest.join('/')}` : ''
  const last = rest.at(-1) ?? first
  const head = path.slice(0, path.length - last.length)
  return [
    `/${pct(first[0] ?? 'a')}${first.slice(1)}${tail}`,
    `/${pct(first[0] ?? 'a').toLowerCase()}${first.slice(1)}${tail}`,
    `/${[...first].map(pct).join('')}${tail}`,
    `/%25${pct(first[0] ?? 'a').slice(1)}${first.slice(1)}${tail}`,
    `/${first.toUpperCase()}${tail}`,
    `/${first[0]?.toUpperCase() ?? ''}${first.slice(1)}${tail}`,
    `/${path}`,
    `/.${path}`,
    `/${first}/.${tail}`,
    `/${first}//${tail.slice(1)}`,
    `${path}/`,
    `${path}/.`,
    `/${first}/x/..${tail}`,
    `/${first}%2F${tail.slice(1).replaceAll('/', '%2F')}`,
    `${head}${[...last].map(pct).join('')}`,
    `${path}%00`,
    `${path};x=1`,
    `${path}%20`,
  ]
}

describe.each(testDatabases())('the route guard on %s', (kind) => {
  const t = useTestServer(kind, {
    config: testConfig({ internalSecret: 'main-holds-this-secret-0123456789abcdef' }),
  })
  const guarded = contractRoutes().filter((r) => r.access !== 'public')

  it('no spelling of a guarded path reaches a handler without a session', async () => {
    const seen = new Map<number, number>()
    for (const route of guarded) {
      for (const path of spellings(concrete(route.pattern))) {
        const res = await t.request(route.method, path, bodyOf(route))
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
        expect.soft([401, 403, 404], `${route.method} ${path}: ${res.status}`).toContain(res.status)
        expect.soft(res.body, `${route.method} ${path}`).not.toHaveProperty('data')
      }
    }
    // The router does decode some spellings: those reach the route, and its rules.
    expect(seen.get(401)).toBeGreaterThan(0)
    expect(seen.get(404)).toBeGreaterThan(0)
  })

  it('a percent-encoded path is the route it decodes to, with that route’s rules', async () => {
    const cookie = await t.login({ login: 'packer', access: ACCESS.packer })
    const anon = await t.post('/%61pi/orders/get_orders', {})
    expect(anon.status).toBe(401)
    const key = await t.post('/%61pi/settings/get_carrier_key', {}, { cookie })
    expect(key.status).toBe(403)
    const users = await t.post('/%61pi/users/get_users', {}, { cookie })
    expect(users.status).toBe(403)
    const orders = await t.post('/%61pi/orders/get_orders', {}, { cookie })
    expect(orders.status).toBe(200)
  })

  it('internal routes answer main’s secret only, never a session', async () => {
    const cookie = await t.login()
    const asAdmin = await t.post('/api/settings/get_carrier_key', {}, { cookie })
    expect(asAdmin.status).toBe(403)
    const asMain = await t.post(
      '/api/settings/get_carrier_key',
      {},
      { headers: { [INTERNAL_HEADER]: 'main-holds-this-secret-0123456789abcdef' } },
    )
    expect(asMain.status).toBe(200)
  })

  it('a user with no access cannot sign in', async () => {
    const user = await t.createUser({ login: 'blocked', access: ACCESS.none })
    const res = await t.post('/login', { login: user.login, password: user.password })
    expect(res.status).toBe(403)
    expect(res.sessionCookie).toBeNull()
  })

  it('every route, called as every role, is allowed exactly as the contract declares', async () => {
    const roles: Role[] = ['viewer', 'packer', 'manager', 'administrator']
    const cookies = new Map<Role, string>()
    for (const role of roles) {
      cookies.set(role, await t.login({ login: role, name: role, access: ACCESS[role] }))
    }
    // `/logout` would end the session the rest of the matrix uses; it is public anyway.
    const routes = contractRoutes().filter((r) => r.pattern !== '/logout')
    const refusedFor = new Map<Role, number>(roles.map((r) => [r, 0]))
    for (const route of routes) {
      const level = requiredLevel(route.access)
      for (const role of roles) {
        const res = await t.request(route.method, concrete(route.pattern), bodyOf(route), {
          cookie: cookies.get(role) ?? '',
        })
        const allowed =
          level === 'public' ? true : level === 'internal' ? false : ACCESS[role] >= level
        const refused = res.status === 403 || res.status === 401
        expect
          .soft(refused, `${role} ${route.method} ${route.pattern}: ${res.status}`)
          .toBe(!allowed)
        if (refused) refusedFor.set(role, (refusedFor.get(role) ?? 0) + 1)
      }
    }
    // The declarations themselves grade the roles: each lower role is refused more.
    const counts = roles.map((r) => refusedFor.get(r) ?? 0)
    expect(counts[0]).toBeGreaterThan(counts[1] ?? 0)
    expect(counts[1]).toBeGreaterThan(counts[2] ?? 0)
    expect(counts[2]).toBeGreaterThan(counts[3] ?? 0)
  })

  it('the roles a shop expects (docs/choices.md, "Roles")', async () => {
    const as = async (role: Role) =>
      t.login({ login: `r-${role}`, name: role, access: ACCESS[role] })
    const viewer = await as('viewer')
    const packer = await as('packer')
    const manager = await as('manager')
    const status = async (cookie: string, method: string, path: string) =>
      (await t.request(method, path, method === 'GET' ? undefined : {}, { cookie })).status
    // A viewer reads orders and changes nothing.
    expect(await status(viewer, 'POST', '/api/orders/get_orders')).toBe(200)
    expect(await status(viewer, 'POST', '/api/orders/store')).toBe(403)
    // The desk writes orders, parcels, tasks and the till, deletes no order, edits no product.
    expect(await status(packer, 'POST', '/api/orders/store')).toBe(422)
    expect(await status(packer, 'POST', '/api/ttns/store')).toBe(422)
    expect(await status(packer, 'DELETE', '/api/orders/999999')).toBe(403)
    expect(await status(packer, 'POST', '/api/products/store')).toBe(403)
    // A manager deletes orders, keeps the catalogue, reads the action log; not staff or settings.
    expect(await status(manager, 'DELETE', '/api/orders/999999')).toBe(404)
    expect(await status(manager, 'POST', '/api/products/store')).toBe(422)
    expect(await status(manager, 'POST', '/api/action_logs/get_action_logs')).toBe(200)
    expect(await status(manager, 'POST', '/api/users/get_users')).toBe(403)
    expect(await status(manager, 'POST', '/api/settings/store')).toBe(403)
  })
})
