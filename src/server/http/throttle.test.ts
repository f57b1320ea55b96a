import { describe, expect, it } from 'vitest'
import { testDatabases, useTestServer } from '../test/harness'
import { THROTTLE_MESSAGES } from './throttle'

type Answer = { message?: string }

/** The costly doors past their limits: 429, in Ukrainian, saying when to try again. */
describe.each(testDatabases())('throttled routes on %s', (kind) => {
  const t = useTestServer(kind, { throttle: { fetchNowPerMinute: 2, exportsPerMinute: 3 } })

  const retryMessage = (
    res: { body: unknown; headers: Record<string, unknown> },
    make: (s: number) => string,
  ) => {
    const seconds = Number(res.headers['retry-after'])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(60)
    expect((res.body as Answer).message).toBe(make(seconds))
  }

  it('"fetch now" gives 429 past its limit, per user', async () => {
    const manager = await t.login({ login: 'fetch-1', name: 'Менеджер', access: 5 })
    const other = await t.login({ login: 'fetch-2', name: 'Інший', access: 5 })
    for (let i = 0; i < 2; i++) {
      expect((await t.post('/api/import_runs/fetch_now', {}, { cookie: manager })).status).toBe(200)
    }
    const refused = await t.post('/api/import_runs/fetch_now', {}, { cookie: manager })
    expect(refused.status).toBe(429)
    retryMessage(refused, THROTTLE_MESSAGES.fetchNow)
    // Another person's budget is their own.
    expect((await t.post('/api/import_runs/fetch_now', {}, { cookie: other })).status).toBe(200)
  })

  it('exports of any tables share one budget per user; past it, 429', async () => {
    const cookie = await t.login({ login: 'export-1', name: 'Менеджер', access: 5 })
    const exportOf = (table: string, job: string) =>
      t.post(
        `/api/${table}/export`,
        { job, format: 'csv', columns: [{ name: 'id', header: 'ID' }] },
        { cookie },
      )
    expect((await exportOf('products', 'job-0001')).status).toBe(200)
    expect((await exportOf('orders', 'job-0002')).status).toBe(200)
    expect((await exportOf('categories', 'job-0003')).status).toBe(200)
    const refused = await exportOf('calls', 'job-0004')
    expect(refused.status).toBe(429)
    retryMessage(refused, THROTTLE_MESSAGES.exports)
  })
})
