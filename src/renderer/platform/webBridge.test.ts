import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONNECTION_MESSAGES } from '@shared/contract/answer'
import { createWebBridge } from './webBridge'
import type { Informer } from '@shared/informers'
import { RESTORE_ON_SERVER } from '@shared/contract/backups'

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

const informer: Informer = {
  alias: 'new_orders',
  title: 'Нові замовлення',
  count: 3,
  link: '/orders?status=new',
  icon: 'cart',
  type: 'info',
  items: [],
  fun: 'route',
  tg_blank: false,
}

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('web bridge: api.request', () => {
  it('sends the marker header, JSON body and cookies to the same origin', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { ok: 1 } }))
    const bridge = createWebBridge({ fetch })
    const res = await bridge.api.request({ method: 'POST', path: '/api/x', body: { a: 1 } })
    expect(res).toEqual({ status: 200, ok: true, data: { data: { ok: 1 } } })
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/x')
    expect(init.credentials).toBe('include')
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    })
    expect(init.body).toBe('{"a":1}')
  })

  it('sends no body on GET', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: [] }))
    await createWebBridge({ fetch }).api.request({ method: 'GET', path: '/h', body: { a: 1 } })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.body).toBeUndefined()
  })

  it('passes the server message and field errors through on failure', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(422, { message: 'Перевірте поля', errors: { title: ['Обовʼязково'] } }),
    )
    const res = await createWebBridge({ fetch }).api.request({ method: 'POST', path: '/api/x' })
    expect(res).toEqual({
      status: 422,
      ok: false,
      data: null,
      message: 'Перевірте поля',
      errors: { title: ['Обовʼязково'] },
    })
  })

  it('gives a Ukrainian message when the failure body is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }))
    const res = await createWebBridge({ fetch }).api.request({ method: 'POST', path: '/api/x' })
    expect(res.ok).toBe(false)
    expect(res.status).toBe(502)
    expect(res.message).toBe('Помилка сервера (502). Спробуйте пізніше.')
  })

  it('answers status 0 when the network fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const res = await createWebBridge({ fetch }).api.request({ method: 'POST', path: '/api/x' })
    expect(res).toMatchObject({
      status: 0,
      ok: false,
      data: null,
      message: CONNECTION_MESSAGES.down,
    })
  })

  it('aborts and answers status 0 after the timeout', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))
        }),
    )
    const res = await createWebBridge({ fetch, timeoutMs: 20 }).api.request({
      method: 'POST',
      path: '/api/slow',
    })
    expect(res).toMatchObject({
      status: 0,
      ok: false,
      data: null,
      message: CONNECTION_MESSAGES.timeout,
    })
  })
})

describe('web bridge: informers', () => {
  it('polls on subscribe and every interval, and stops after the last unsubscribe', async () => {
    vi.useFakeTimers()
    let count = 1
    const fetch = vi.fn(async () => jsonResponse(200, { data: [{ ...informer, count: count++ }] }))
    const bridge = createWebBridge({ fetch, pollMs: 1000 })
    const seen: number[] = []
    const stop = bridge.informers.subscribe((list) => seen.push(list[0]?.count ?? -1))
    // The poller's code loads with the first listener, then polls at once.
    await vi.waitFor(() => expect(seen).toEqual([1]))
    await vi.advanceTimersByTimeAsync(1000)
    expect(seen).toEqual([1, 2])
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('ignores an answer that is not an informer list', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: [{ alias: 'nope' }] }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const bridge = createWebBridge({ fetch })
    const listener = vi.fn()
    bridge.informers.subscribe(listener)
    await bridge.informers.refresh()
    expect(listener).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('web bridge: prefs', () => {
  it('round-trips a valid value and falls back to the default on garbage', async () => {
    const bridge = createWebBridge({ fetch: vi.fn() })
    expect(await bridge.prefs.get('rightTab')).toBe('info')
    await bridge.prefs.set('rightTab', 'tracking')
    expect(await bridge.prefs.get('rightTab')).toBe('tracking')
    localStorage.setItem('shop.prefs.theme', '"purple"')
    expect(await bridge.prefs.get('theme')).toBe('light')
    localStorage.setItem('shop.prefs.leftMenuOpen', '{not json')
    expect(await bridge.prefs.get('leftMenuOpen')).toBe(true)
  })

  it('stores a write in its own task once the schemas are loaded (a reload right after keeps it)', async () => {
    const bridge = createWebBridge({ fetch: vi.fn() })
    await bridge.prefs.set('theme', 'light')
    const written = bridge.prefs.set('theme', 'dark')
    expect(localStorage.getItem('shop.prefs.theme')).toBe('"dark"')
    await written
    // Still checked: a value its schema refuses is stored as the default.
    await bridge.prefs.set('theme', 'purple' as 'dark')
    expect(localStorage.getItem('shop.prefs.theme')).toBe('"light"')
  })
})

describe('web bridge: carrier and connection', () => {
  it('maps city lookups to the server route and unwraps data', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, { data: [{ description: 'Київ', ref: 'r' }] }),
    )
    const res = await createWebBridge({ fetch }).carrier.request({ op: 'cities', query: 'Ки ї' })
    expect(res).toEqual({ ok: true, op: 'cities', data: [{ description: 'Київ', ref: 'r' }] })
    const [path] = fetch.mock.calls[0] as unknown as [string]
    expect(path).toBe(`/apisite/nova_pochta/get_cities/${encodeURIComponent('Ки ї')}`)
  })

  it('reports a failed lookup as ok: false', async () => {
    const fetch = vi.fn(async () => jsonResponse(500, { message: 'НП недоступна' }))
    const res = await createWebBridge({ fetch }).carrier.request({
      op: 'warehouses',
      cityRef: 'abc',
    })
    expect(res).toEqual({ ok: false, message: 'НП недоступна' })
  })

  it('reports the server version as the app version, asking once', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { ok: true, version: '1.2.3' } }))
    const bridge = createWebBridge({ fetch })
    expect(await bridge.app.info()).toEqual({
      platform: 'web',
      version: '1.2.3',
      serverUrl: window.location.origin,
    })
    await bridge.app.info()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('says the connection is the page origin', async () => {
    const bridge = createWebBridge({ fetch: vi.fn() })
    expect(await bridge.connection.get()).toEqual({
      mode: 'remote',
      url: window.location.origin,
    })
    expect((await bridge.connection.test({ mode: 'remote', url: 'http://elsewhere:1' })).ok).toBe(
      false,
    )
  })
})

describe('web bridge: backups', () => {
  it('lists and creates through the server routes; restoring is explained, not attempted', async () => {
    const list = {
      available: true,
      message: null,
      keep_days: 14,
      every_hours: 24,
      items: [
        { name: 'shop-20261120-080000.tar.gz', size: 10, created_at: '2026-11-20T08:00:00Z' },
      ],
    }
    const fetch = vi.fn(async (path: string) =>
      path === '/api/backups/get_backups'
        ? jsonResponse(200, { data: list })
        : jsonResponse(403, { message: 'Резервні копії доступні лише адміністратору.' }),
    )
    const bridge = createWebBridge({ fetch: fetch as unknown as typeof globalThis.fetch })
    expect(await bridge.backups.list()).toEqual({
      ok: true,
      list,
      canRestore: false,
      restoreNote: RESTORE_ON_SERVER,
    })
    expect(await bridge.backups.create()).toMatchObject({
      ok: false,
      message: 'Резервні копії доступні лише адміністратору.',
    })
    const calls = fetch.mock.calls.length
    expect(await bridge.backups.restore('shop-20261120-080000.tar.gz')).toMatchObject({
      ok: false,
      said: RESTORE_ON_SERVER,
    })
    expect(fetch.mock.calls.length).toBe(calls)
  })
})
