import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { MESSAGES } from './app'
import { uiFiles } from './static'
import { testConfig, useTestServer } from './test/harness'

const dir = mkdtempSync(join(tmpdir(), 'shop-static-'))
mkdirSync(join(dir, 'assets'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Магазин</title><div id="root"></div>')
writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("ui")')
// As the build leaves them: compressed copies beside the asset.
const bundle = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => i))}`
writeFileSync(join(dir, 'assets', 'list-def456.js'), bundle)
writeFileSync(join(dir, 'assets', 'list-def456.js.br'), brotliCompressSync(bundle))
writeFileSync(join(dir, 'assets', 'list-def456.js.gz'), gzipSync(bundle))

describe('the built UI', () => {
  const t = useTestServer('pglite', { config: testConfig({ staticDir: dir }) })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } })

  it('serves index.html at / with the CSP and no caching', async () => {
    const res = await page('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<div id="root">')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'")
  })

  it('answers a history-mode route such as /orders/12 with index.html', async () => {
    // `/login` too: a reload on the login screen is a page load, not the login call.
    for (const url of ['/orders/12', '/statistics/month?x=1', '/calls_new', '/login']) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('serves hashed assets for a year', async () => {
    const res = await page('/assets/index-abc123.js', '*/*')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log("ui")')
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('sends the compressed copy from the build the browser accepts, and the plain file otherwise', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/list-def456.js',
        headers: { accept: '*/*', 'accept-encoding': accept },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['cache-control']).toContain('immutable')
      expect(res.rawPayload.length).toBeLessThan(bundle.length)
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/list-def456.js',
      headers: { accept: '*/*', 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bundle)
  })

  it('gives each file of the build one address, and its compressed copies none', async () => {
    expect(await uiFiles(dir)).toEqual(
      new Set(['/index.html', '/assets/index-abc123.js', '/assets/list-def456.js']),
    )
    for (const url of [
      '/assets/list-def456.js.br',
      '/assets/list-def456.js.gz',
      '/Assets/index-abc123.js',
    ]) {
      const res = await page(url, '*/*')
      expect(res.statusCode, url).toBe(404)
    }
  })

  it('never answers API paths or missing files with the page', async () => {
    const api = await page('/api/orders/get_orders')
    // A browser navigating there (a GET of a POST route) gets the API's 404, not the page.
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ message: MESSAGES.notFound })
    const cookie = await t.login()
    const unknown = await t.get('/api/nothing', { cookie })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: MESSAGES.notFound })
    const missing = await page('/assets/missing.js', '*/*')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ message: MESSAGES.pageNotFound })
    const health = await page('/health')
    expect(health.json()).toMatchObject({ data: { ok: true } })
  })

  it('does not serve files outside its folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await page(url, '*/*')
      expect(res.body, url).not.toContain('"name"')
    }
  })
})
