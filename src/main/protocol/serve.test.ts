import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serveAppRequest, type ReadFile } from './serve'

const root = resolve('/opt/shop/out/renderer')
const files: Record<string, string> = {
  [resolve(root, 'index.html')]: '<!doctype html><div id="root"></div>',
  [resolve(root, 'assets/index-abc.js')]: 'console.log(1)',
}
const read: ReadFile = async (p) => (p in files ? new TextEncoder().encode(files[p]) : null)
const text = (b: Uint8Array | string) => (typeof b === 'string' ? b : new TextDecoder().decode(b))

describe('app:// protocol', () => {
  it('serves built files with their type, CSP and caching', async () => {
    const res = await serveAppRequest('app://shop/assets/index-abc.js', root, read)
    expect(res.status).toBe(200)
    expect(res.headers['Content-Type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['Content-Security-Policy']).toContain("default-src 'none'")
    expect(res.headers['Cache-Control']).toContain('immutable')
  })

  it('answers history routes with index.html, but a missing asset with 404', async () => {
    for (const url of ['app://shop/', 'app://shop/orders/12?x=1', 'app://shop/calls_new']) {
      const res = await serveAppRequest(url, root, read)
      expect(res.status, url).toBe(200)
      expect(text(res.body)).toContain('id="root"')
      expect(res.headers['Cache-Control']).toBe('no-cache')
    }
    expect((await serveAppRequest('app://shop/assets/gone.js', root, read)).status).toBe(404)
  })

  it('never reads outside the renderer folder', async () => {
    const seen: string[] = []
    const spy: ReadFile = async (p) => {
      seen.push(p)
      return read(p)
    }
    for (const url of [
      'app://shop/../../etc/passwd',
      'app://shop/%2e%2e/%2e%2e/etc/passwd',
      'app://shop/assets/..%2f..%2f..%2fetc%2fpasswd',
      'app://shop/%00',
      'app://other/index.html',
      'app://shop/%E0%A4%A',
    ]) {
      const res = await serveAppRequest(url, root, spy)
      if (res.status === 200) expect(text(res.body), url).toContain('id="root"')
    }
    expect(seen.every((p) => p.startsWith(root))).toBe(true)
  })
})
