import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNovaPoshtaClient } from '@shared/nova-poshta'
import {
  FAKE_API_KEY,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { createScheduler } from '../scheduler'
import { scheduleTtnRefresh } from './ttn-refresh'

type Stored = { ttn: string; status: string; status_code: number | null; version: number }

/** 2045 and ten digits: TTN number `n` of a test. */
const ttnOf = (n: number) => `204${String(n).padStart(11, '0')}`

// 230 documents the fake knows: every third has arrived (7), the rest are on their way (5).
const MANY = 230
const documents: Record<string, object> = {}
for (let n = 1; n <= MANY; n++) {
  documents[ttnOf(n)] =
    n % 3 === 0
      ? { Status: 'Прибув у відділення', StatusCode: '7', ScheduledDeliveryDate: '' }
      : {
          Status: 'Прямує до міста Київ',
          StatusCode: '5',
          ScheduledDeliveryDate: '25-11-2026 12:00:00',
        }
}

describe.each(testDatabases())('update_status_all against the fake carrier on %s', (kind) => {
  let fake: FakeCarrier
  let partial: FakeCarrier
  /** Which fake answers the server, and from which call on it is "down" (HTTP 503). */
  let target: () => FakeCarrier
  let downFromCall = Infinity
  let carrierCalls = 0
  const t = useTestServer(kind, {
    fetch: async (_input, init) => {
      carrierCalls++
      if (carrierCalls >= downFromCall) return new Response('<h1>503</h1>', { status: 503 })
      return globalThis.fetch(target().url, init)
    },
  })
  beforeAll(async () => {
    fake = await startFakeCarrier({ documents })
    partial = await startFakeCarrier({ documents, unknownDocuments: 'omit' })
  })
  afterAll(async () => {
    await fake.close()
    await partial.close()
  })
  afterEach(() => {
    downFromCall = Infinity
    carrierCalls = 0
    fake.calls.length = 0
    partial.calls.length = 0
  })

  async function setup(numbers: string[]): Promise<string> {
    target = () => fake
    const cookie = await t.login()
    await t.post(
      '/api/settings/store',
      { key: 'api.nova_poshta.api_key', value: FAKE_API_KEY },
      { cookie },
    )
    await t.db.execute(
      sql`insert into ttns (ttn, title, status, service) values ${sql.join(
        numbers.map((ttn) => sql`(${ttn}, 'other', 'created', 'nova_poshta')`),
        sql`, `,
      )}`,
    )
    return cookie
  }

  const stored = async () =>
    new Map(
      (await queryRows<Stored>(t.db, sql`select ttn, status, status_code, version from ttns`)).map(
        (r) => [r.ttn, r],
      ),
    )

  const asked = (carrier: FakeCarrier) =>
    carrier.calls.map((c) => (c.methodProperties.Documents as { DocumentNumber: string }[]).length)

  it('asks about more than 100 TTNs in calls of at most 100 and stores every answer', async () => {
    const numbers = Array.from({ length: MANY }, (_, i) => ttnOf(i + 1))
    const cookie = await setup(numbers)
    const res = await t.post('/api/ttns/update_status_all', undefined, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ data: Math.floor(MANY / 3) })
    expect(asked(fake)).toEqual([100, 100, 30])
    const after = await stored()
    expect(after.get(ttnOf(3))).toMatchObject({ status: 'ready', status_code: 7, version: 2 })
    expect(after.get(ttnOf(230))).toMatchObject({ status: 'delivered', status_code: 5 })
    expect([...after.values()].filter((r) => r.status === 'created')).toEqual([])
  })

  it('with the carrier down answers a clear error and changes no status', async () => {
    const numbers = Array.from({ length: 150 }, (_, i) => ttnOf(i + 1))
    const cookie = await setup(numbers)
    // The first batch is answered, the second fails: nothing of the first may be stored either.
    downFromCall = 2
    const res = await t.post('/api/ttns/update_status_all', undefined, { cookie })
    expect(res.status).toBe(502)
    expect((res.body as { message: string }).message).toMatch(/^Нова Пошта/)
    const after = await stored()
    expect([...after.values()].every((r) => r.status === 'created' && r.version === 1)).toBe(true)

    downFromCall = 1
    const again = await t.post('/api/ttns/update_status_all', undefined, { cookie })
    expect(again.status).toBe(502)
    expect((again.body as { message: string }).message).toMatch(/^Нова Пошта/)
  })

  it('stores a partial answer and leaves the TTNs it did not mention as they were', async () => {
    const cookie = await setup([ttnOf(3), ttnOf(4), '20499999999999', '59099999999999'])
    target = () => partial
    const res = await t.post('/api/ttns/update_status_all', undefined, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ data: 1 })
    expect(asked(partial)).toEqual([4])
    const after = await stored()
    expect(after.get(ttnOf(3))).toMatchObject({ status: 'ready', version: 2 })
    expect(after.get(ttnOf(4))).toMatchObject({ status: 'delivered', version: 2 })
    expect(after.get('20499999999999')).toMatchObject({ status: 'created', version: 1 })
    expect(after.get('59099999999999')).toMatchObject({ status: 'created', version: 1 })
  })

  it('the server refreshes the statuses on its own timer, and not while it is off', async () => {
    await setup([ttnOf(3)])
    const carrier = createNovaPoshtaClient({
      apiUrl: fake.url,
      getApiKey: () => FAKE_API_KEY,
    })
    const scheduler = createScheduler(() => {})
    expect(scheduleTtnRefresh(scheduler, t.app, 0, carrier)).toBeTypeOf('function')
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const stop = scheduleTtnRefresh(scheduler, t.app, 5, carrier)
      vi.advanceTimersByTime(4 * 60_000)
      expect(fake.calls).toEqual([])
      vi.advanceTimersByTime(60_000)
      await vi.waitFor(async () => expect((await stored()).get(ttnOf(3))?.status).toBe('ready'))
      stop()
      vi.advanceTimersByTime(30 * 60_000)
      expect(fake.calls).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('new rows name their author', () => {
  const t = useTestServer('pglite')
  it('a task without a giver is given by the signed-in user', async () => {
    const cookie = await t.login({ login: 'olena', name: 'Олена', access: 3 })
    const [me] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from users where login = 'olena'`,
    )
    const res = await t.post('/api/tasks/store', { title: 'Запакувати' }, { cookie })
    expect((res.body as { data: { user_id: number } }).data.user_id).toBe(me?.id)
  })

  it('a TTN that is no parcel number is refused', async () => {
    const cookie = await t.login()
    const res = await t.post('/api/ttns/store', { title: 'other', ttn: '12345' }, { cookie })
    expect(res.status).toBe(422)
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['ttn'])
  })
})
