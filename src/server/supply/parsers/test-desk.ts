import { afterAll, beforeAll, expect } from 'vitest'
import type { ParserRun, Review } from '@shared/supply/parsers'
import { startFakeSupplier, type FakeSupplier } from '../../../../tests/fake-supplier/index.mjs'
import type { TestServer } from '../../test/harness'

/**
 * For the feed parsers' suites: a fake supplier on loopback, started before the calling file's
 * (or `describe`'s) tests and closed after them. Use it inside tests only.
 */
export function useFakeSupplier(): FakeSupplier {
  let started: FakeSupplier | undefined
  beforeAll(async () => {
    started = await startFakeSupplier()
  })
  afterAll(() => started?.close())
  const live = () => {
    if (!started) throw new Error('The fake supplier is started before the tests only.')
    return started
  }
  return {
    url: (path) => live().url(path),
    put: (path, body, type) => live().put(path, body, type),
    get hits() {
      return live().hits
    },
    fail: (mode) => live().fail(mode),
    close: () => live().close(),
  }
}

/**
 * The parser routes a suite drives, each expecting a 200 and giving back the answer's data: a
 * manager's login, a parser over one of `supplier`'s paths, a run now, and the review.
 */
export function parserDesk(t: TestServer, supplier: FakeSupplier) {
  return {
    manager: () => t.login({ login: 'manager', name: 'Менеджер', access: 5 }),
    makeParser: async (cookie: string, provider: string, path: string) => {
      const res = await t.post(
        '/api/parsers/store',
        { title: `${provider} фід`, url: supplier.url(path), provider, interval_minutes: 60 },
        { cookie },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as { data: { id: number } }).data.id
    },
    runNow: async (cookie: string, id: number) => {
      const res = await t.post('/api/parsers/run_now', { id }, { cookie })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as { data: { run: ParserRun | null; skipped: string | null } }).data
    },
    review: async (cookie: string, id: number, body: Record<string, unknown> = {}) => {
      const res = await t.post('/api/parsers/review', { id, ...body }, { cookie })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as { data: Review }).data
    },
  }
}
