import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startLoopbackService, type LoopbackService } from '../../../tests/fake-http/index.mjs'
import { createHttpClient, mayRetry, OutsideHttpError, type OutsideRequest } from './client'

/** A service on loopback answering from a script: each request takes the next answer. */
let script: ({ status: number; json: unknown } | 'hang')[] = []
const seen: { method: string; path: string }[] = []
let service: LoopbackService

beforeAll(async () => {
  service = await startLoopbackService((request) => {
    seen.push({ method: request.method, path: request.path })
    const next = script.shift() ?? { status: 200, json: { ok: true } }
    service.fail(next === 'hang' ? 'hang' : null)
    return next === 'hang' ? { json: null } : next
  })
})
afterAll(() => service.close())
beforeEach(() => {
  script = []
  seen.length = 0
  service.fail(null)
})

const waits: number[] = []
const client = (timeoutMs = 2_000) =>
  createHttpClient({
    service: 'Test',
    timeoutMs,
    backoffMs: 10,
    sleep: async (ms) => {
      waits.push(ms)
      await new Promise((r) => setTimeout(r, 1))
    },
  })
const get = (path = '/x'): OutsideRequest => ({ method: 'GET', url: `${service.origin}${path}` })
const post = (retry?: boolean): OutsideRequest => ({
  method: 'POST',
  url: `${service.origin}/p`,
  body: '{}',
  ...(retry === undefined ? {} : { retry }),
})

describe('the outside HTTP client', () => {
  beforeEach(() => {
    waits.length = 0
  })

  it('answers the first success without retrying', async () => {
    const response = await client().send(get())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(seen).toHaveLength(1)
  })

  it('retries a read on 5xx and 429 with growing waits, then answers the success', async () => {
    script = [
      { status: 503, json: {} },
      { status: 429, json: {} },
    ]
    const response = await client().send(get())
    expect(response.status).toBe(200)
    expect(seen).toHaveLength(3)
    expect(waits).toEqual([10, 20])
  })

  it('hands back the last 5xx when every attempt failed', async () => {
    script = [500, 502, 504].map((status) => ({ status, json: {} }))
    const response = await client().send(get())
    expect(response.status).toBe(504)
    expect(seen).toHaveLength(3)
  })

  it('never retries a 4xx', async () => {
    script = [{ status: 401, json: {} }]
    expect((await client().send(get())).status).toBe(401)
    expect(seen).toHaveLength(1)
  })

  it('sends a POST once unless its caller says it is safe to repeat', async () => {
    script = [{ status: 500, json: {} }]
    expect((await client().send(post())).status).toBe(500)
    expect(seen).toHaveLength(1)
    seen.length = 0
    script = [{ status: 500, json: {} }]
    expect((await client().send(post(true))).status).toBe(200)
    expect(seen).toHaveLength(2)
  })

  it('retries a request that timed out, then throws http.timeout with the attempts', async () => {
    script = ['hang', 'hang', 'hang']
    const error = await client(150)
      .send(get())
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OutsideHttpError)
    expect((error as OutsideHttpError).code).toBe('http.timeout')
    expect((error as OutsideHttpError).attempts).toBe(3)
    expect(seen).toHaveLength(3)
  })

  it('throws http.unreachable when nothing listens, and names no URL', async () => {
    const closed = await startLoopbackService(() => ({ json: null }))
    await closed.close()
    const error = await client()
      .send({ method: 'GET', url: `${closed.origin}/secret-key-in-path` })
      .catch((e: unknown) => e)
    expect((error as OutsideHttpError).code).toBe('http.unreachable')
    expect((error as Error).message).not.toContain('secret-key-in-path')
  })

  it('writes the retry rule down as code', () => {
    expect(mayRetry({ method: 'GET' })).toBe(true)
    expect(mayRetry({ method: 'PUT' })).toBe(true)
    expect(mayRetry({ method: 'POST' })).toBe(false)
    expect(mayRetry({ method: 'POST', retry: true })).toBe(true)
  })
})
