import { describe, expect, it } from 'vitest'
import { FeedDown, fetchFeed } from './fetch-feed'

const noWait = () => Promise.resolve()

async function text(chunks: AsyncIterable<Uint8Array>) {
  let out = ''
  for await (const c of chunks) out += Buffer.from(c).toString('utf8')
  return out
}

const refused = () =>
  Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })

describe('fetchFeed through the shared HTTP client', () => {
  it('tries a supplier that gave no answer or a 5xx again, then reads the feed', async () => {
    const calls: string[] = []
    const answers = [
      () => Promise.reject(refused()),
      () => Promise.resolve(new Response('busy', { status: 503 })),
      () => Promise.resolve(new Response('<offers/>', { headers: { 'content-type': 'text/xml' } })),
    ]
    const feed = await fetchFeed('http://127.0.0.1:9/feed.xml', {
      fetch: ((url: string) => {
        calls.push(url)
        return answers[calls.length - 1]!()
      }) as typeof fetch,
      sleep: noWait,
    })
    expect(calls).toEqual(Array(3).fill('http://127.0.0.1:9/feed.xml'))
    expect(feed.contentType).toBe('text/xml')
    expect(await text(feed.chunks)).toBe('<offers/>')
  })

  it('a supplier still down after the retries is FeedDown with the reason', async () => {
    let calls = 0
    const down = fetchFeed('http://127.0.0.1:9/feed.xml', {
      fetch: (() => {
        calls++
        return Promise.reject(refused())
      }) as typeof fetch,
      sleep: noWait,
    })
    await expect(down).rejects.toThrow('Сервер постачальника недоступний (ECONNREFUSED).')
    await expect(down).rejects.toBeInstanceOf(FeedDown)
    expect(calls).toBe(3)
  })

  it('the server closing stops the fetch at once, without retrying', async () => {
    const stop = new AbortController()
    let calls = 0
    const fetching = fetchFeed('http://127.0.0.1:9/feed.xml', {
      fetch: ((_url: string, init: RequestInit) => {
        calls++
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
        })
      }) as typeof fetch,
      signal: stop.signal,
      sleep: noWait,
    })
    stop.abort()
    await expect(fetching).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls).toBe(1)
  })

  it('the deadline bounds the body too: a feed that stalls half-way is FeedDown', async () => {
    const feed = await fetchFeed('http://127.0.0.1:9/feed.csv', {
      fetch: ((_url: string, init: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('sku;price\n'))
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
          },
        })
        return Promise.resolve(new Response(body))
      }) as typeof fetch,
      timeoutMs: 50,
      sleep: noWait,
    })
    await expect(text(feed.chunks)).rejects.toThrow('Сервер постачальника не відповів за 0 с.')
  })
})
