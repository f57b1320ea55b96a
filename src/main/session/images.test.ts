import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_BASE64 } from '@shared/contract/images'
import { FIXED_ROUTES } from '@shared/contract/routes'
import { CAPABILITIES } from '@shared/desktop/capabilities'
import { mainAllowlist, rendererAllowlist } from './allowlist'
import { CookieJar } from './cookie-jar'
import type { FetchLike } from './ports'
import { createSessionProxy } from './proxy'
import { fakeBox, memoryStore } from './test-ports'

const SERVER = 'http://127.0.0.1:8787/'

interface Sent {
  url: string
  headers: Record<string, string>
  body: string
}

/**
 * The desktop path of an image: the renderer's `api.request` crosses IPC (checked by its
 * schema), main's session proxy adds the cookie only main holds and forwards the JSON body,
 * the answer's data URL comes back; no cookie ever reaches the renderer.
 */
function setup(answer: (sent: Sent) => Response) {
  const sent: Sent[] = []
  const fetch: FetchLike = async (url, init) => {
    const entry = {
      url,
      headers: init.headers as Record<string, string>,
      body: String(init.body ?? ''),
    }
    sent.push(entry)
    return answer(entry)
  }
  const jar = new CookieJar({ store: memoryStore(), box: fakeBox() })
  jar.capture(SERVER, ['shop_session=main-only; Path=/; HttpOnly'])
  const proxy = createSessionProxy({
    getServerUrl: () => SERVER,
    jar,
    allowRenderer: rendererAllowlist(FIXED_ROUTES),
    allowMain: mainAllowlist(FIXED_ROUTES),
    fetch,
  })
  return { proxy, sent }
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

describe('images on the desktop path', () => {
  it('a phone photo’s base64 passes IPC and reaches the server whole, with main’s cookie', async () => {
    // An 8 MB photo: over the server's usual 2 MB body limit, under the upload routes' own.
    const content = Buffer.alloc(8 * 1024 * 1024, 0xab).toString('base64')
    expect(content.length).toBeLessThan(IMAGE_MAX_BASE64)
    const req = {
      method: 'POST',
      path: '/api/products_images/upload',
      body: { product_id: 7, name: 'фото.jpg', content },
    }
    const [parsed] = CAPABILITIES.api.request.args.parse([req])
    const { proxy, sent } = setup(() =>
      json(200, { data: [] }, { 'Set-Cookie': 'shop_session=rotated; Path=/; HttpOnly' }),
    )

    const res = await proxy.request(parsed)
    expect(res).toMatchObject({ status: 200, ok: true, data: { data: [] } })
    expect(JSON.stringify(res)).not.toContain('shop_session')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe(`${SERVER}api/products_images/upload`)
    expect(sent[0]!.headers.Cookie).toBe('shop_session=main-only')
    expect(sent[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect((JSON.parse(sent[0]!.body) as { content: string }).content).toBe(content)
  })

  it('an image comes back as a data URL for the <img>, and the server’s refusal as its message', async () => {
    const src = 'data:image/jpeg;base64,/9j/4AAQ'
    const { proxy, sent } = setup((s) =>
      s.url.endsWith('/file/3')
        ? json(200, { data: { id: 3, src } })
        : json(422, { message: 'Файл не є зображенням JPEG, PNG або WebP.' }),
    )
    expect(
      await proxy.request({
        method: 'POST',
        path: '/api/orders_images/file/3',
        body: { variant: 'thumb' },
      }),
    ).toMatchObject({ ok: true, data: { data: { id: 3, src } } })
    expect(
      await proxy.request({
        method: 'POST',
        path: '/api/orders_images/upload',
        body: { order_id: 1, name: 'a.png', content: 'aGk=' },
      }),
    ).toEqual({
      status: 422,
      ok: false,
      data: null,
      message: 'Файл не є зображенням JPEG, PNG або WebP.',
    })
    expect(sent.every((s) => s.headers.Cookie === 'shop_session=main-only')).toBe(true)
  })

  it('forwards the image routes of the contract and nothing beside them', async () => {
    const allow = rendererAllowlist(FIXED_ROUTES)
    expect(allow('POST', '/api/products_images/file/12')).toBe(true)
    expect(allow('DELETE', '/api/products_images/12')).toBe(true)
    expect(allow('POST', '/api/products_images/file/12/../../x')).toBe(false)
    expect(allow('POST', '/api/products_images/raw/12')).toBe(false)
  })
})
