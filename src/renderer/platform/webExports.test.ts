import { describe, expect, it, vi } from 'vitest'
import type { ExportSaveRequest } from '@shared/contract/exports'
import { createWebExports } from './webExports'

const request: ExportSaveRequest = {
  table: 'orders',
  fileName: 'orders-2026-11-23.csv',
  body: { job: 'job-web-0001', format: 'csv', columns: [{ name: 'id', header: 'ID' }] },
}

describe('web exports', () => {
  it('posts the export with the marker header and hands the file to the browser', async () => {
    const fetch = vi.fn(async () => new Response('\uFEFFID\r\n1\r\n', { status: 200 }))
    const save = vi.fn()
    const exports = createWebExports(fetch as unknown as typeof globalThis.fetch, save)
    expect(await exports.save(request)).toEqual({
      ok: true,
      fileName: 'orders-2026-11-23.csv',
      bytes: 10,
    })
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/orders/export')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' })
    expect(JSON.parse(String(init.body))).toEqual(request.body)
    const [blob, name] = save.mock.calls[0] as [Blob, string]
    expect(name).toBe('orders-2026-11-23.csv')
    // The bytes as the server sent them, BOM included.
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
  })

  it('passes the server’s message on, and saves nothing', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Немає доступу.' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    const save = vi.fn()
    const exports = createWebExports(fetch as unknown as typeof globalThis.fetch, save)
    expect(await exports.save(request)).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Немає доступу.',
    })
    expect(save).not.toHaveBeenCalled()
  })

  it('a cancel aborts the download', async () => {
    const fetch = vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          )
        }),
    )
    const save = vi.fn()
    const exports = createWebExports(fetch as unknown as typeof globalThis.fetch, save)
    const saving = exports.save(request)
    await exports.cancel('job-web-0001')
    expect(await saving).toEqual({ ok: false, reason: 'cancelled' })
    expect(save).not.toHaveBeenCalled()
  })
})
