import { describe, expect, it, vi } from 'vitest'
import { contractRoutes } from '@shared/contract/map'
import { mainAllowlist, rendererAllowlist } from './allowlist'
import { CookieJar } from './cookie-jar'
import { createSessionProxy } from './proxy'
import type { FetchLike } from './ports'
import { fakeBox, memoryStore } from './test-ports'

/** The session proxy's file requests (exports): the session's cookie, the answer unread. */
describe('session proxy: stream', () => {
  function proxyWith(fetch: FetchLike) {
    const jar = new CookieJar({ store: memoryStore(), box: fakeBox() })
    const ended: string[] = []
    const proxy = createSessionProxy({
      getServerUrl: () => 'http://127.0.0.1:9/',
      jar,
      fetch,
      allowRenderer: rendererAllowlist(contractRoutes()),
      allowMain: mainAllowlist(contractRoutes()),
      onSessionEnded: (r) => ended.push(r),
    })
    return { proxy, jar, ended }
  }

  it('sends the marker and the body, and hands the response back to be streamed', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response('PK…', { status: 200 }))
    const { proxy } = proxyWith(fetch)
    const body = { job: 'job-00000001' }
    const answer = await proxy.stream(
      { method: 'POST', path: '/api/orders/export', body },
      new AbortController().signal,
    )
    expect('response' in answer && (await answer.response.text())).toBe('PK…')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('http://127.0.0.1:9/api/orders/export')
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' })
    expect(init.body).toBe(JSON.stringify(body))
  })

  it('refuses paths outside the contract and passes failures on as answers', async () => {
    const fetch = vi.fn<FetchLike>(
      async () =>
        new Response(JSON.stringify({ message: 'Некоректні дані.' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    const { proxy } = proxyWith(fetch)
    const signal = new AbortController().signal
    const refused = await proxy.stream({ method: 'POST', path: '/api/users/export' }, signal)
    expect(refused).toMatchObject({ ok: false, status: 403 })
    expect(fetch).not.toHaveBeenCalled()
    const failed = await proxy.stream({ method: 'POST', path: '/api/orders/export' }, signal)
    expect(failed).toMatchObject({ ok: false, status: 422, message: 'Некоректні дані.' })
  })
})
