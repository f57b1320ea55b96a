import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ukrainian } from '@shared/messages/ukrainian'
import { UKRPOSHTA_MESSAGES, ukrposhtaTtnStatus } from '@shared/ukrposhta'
import { startFakeUkrposhta, type FakeUkrposhta } from '../../../tests/fake-ukrposhta/index.mjs'
import type { ServerConfig } from '../config'
import { queryRows } from '../db/client'
import { testConfig, testDatabases, useTestServer } from '../test/harness'

type Stored = {
  ttn: string
  status: string
  status_code: number | null
  status_text: string | null
}

const PARCEL = '0501234567890'
const OTHER = '0509876543210'

describe('ukrposhtaTtnStatus', () => {
  it('maps Ukrposhta’s event codes to the four statuses, leaving unknown ones alone', () => {
    expect(ukrposhtaTtnStatus('10100')).toBe('delivered')
    expect(ukrposhtaTtnStatus('20700')).toBe('delivered')
    expect(ukrposhtaTtnStatus('31200')).toBe('delivered')
    expect(ukrposhtaTtnStatus('21700')).toBe('ready')
    expect(ukrposhtaTtnStatus('21400')).toBe('ready')
    expect(ukrposhtaTtnStatus('41000')).toBe('taken')
    expect(ukrposhtaTtnStatus('41010')).toBe('taken')
    expect(ukrposhtaTtnStatus('10600')).toBeNull()
    expect(ukrposhtaTtnStatus('99999')).toBeNull()
    expect(ukrposhtaTtnStatus('')).toBeNull()
  })
})

describe.each(testDatabases())('Ukrposhta parcels against the fake on %s', (kind) => {
  let fake: FakeUkrposhta
  // Filled before the server starts (hooks run in order): the fake's port is known only then.
  const options: { config?: ServerConfig } = {}
  beforeAll(async () => {
    fake = await startFakeUkrposhta()
    options.config = testConfig({ ukrposhtaApiUrl: fake.url })
  })
  afterAll(() => fake.close())
  const t = useTestServer(kind, options)

  const stored = async () =>
    queryRows<Stored>(
      t.db,
      sql`select ttn, status, status_code, status_text from ttns order by ttn`,
    )
  const setToken = (token: string) =>
    t.db.execute(
      sql`insert into settings (key, type, value) values ('api.ukrposhta.token', 'string', ${token})
          on conflict (key) do update set value = excluded.value`,
    )

  it('a parcel moves through its statuses and counts as arrived once', async () => {
    const cookie = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    await setToken(fake.token)
    // A new TTN of 050 and ten digits is Ukrposhta's by its number.
    const created = await t.post('/api/ttns/store', { ttn: PARCEL, title: 'other' }, { cookie })
    expect(created.status).toBe(200)
    expect((created.body as { data: { service: string } }).data.service).toBe('ukrposhta')
    await t.post('/api/ttns/store', { ttn: OTHER, title: 'other' }, { cookie })
    const update = async () => {
      const res = await t.post('/api/ttns/update_status_all', {}, { cookie })
      expect(res.status).toBe(200)
      return (res.body as { data: number }).data
    }

    // Not accepted yet: Ukrposhta has no event (404), the parcel stays as it was.
    expect(await update()).toBe(0)
    expect((await stored()).map((r) => r.status)).toEqual(['created', 'created'])

    fake.set(PARCEL, '10100', 'Прийнято')
    expect(await update()).toBe(0)
    expect((await stored())[0]).toMatchObject({
      status: 'delivered',
      status_code: 10100,
      status_text: 'Прийнято, Київ 1',
    })

    fake.set(PARCEL, '21700', 'Надійшло у відділення')
    expect(await update()).toBe(1)
    expect((await stored())[0]?.status).toBe('ready')
    // Asked again, nothing changed: it arrived once.
    expect(await update()).toBe(0)

    fake.set(PARCEL, '41000', 'Вручено')
    expect(await update()).toBe(0)
    expect((await stored())[0]?.status).toBe('taken')

    // A taken parcel is not asked again; the bearer token went with every question.
    fake.calls.length = 0
    await update()
    expect(fake.calls.map((c) => c.barcode)).toEqual([OTHER])
    expect(fake.calls.every((c) => c.token === fake.token)).toBe(true)

    const logs = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from action_logs where table_name = 'ttns' and action = 'update'`,
    )
    expect(logs[0]?.n).toBe(3)
  })

  it('a token Ukrposhta refuses gives its Ukrainian error and changes nothing', async () => {
    const cookie = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    await setToken('wrong-token')
    await t.post('/api/ttns/store', { ttn: PARCEL, title: 'other' }, { cookie })
    fake.set(PARCEL, '21700', 'Надійшло у відділення')
    const res = await t.post('/api/ttns/update_status_all', {}, { cookie })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      message: ukrainian(UKRPOSHTA_MESSAGES.badToken),
      code: 'ukrposhta.badToken',
    })
    expect((await stored())[0]?.status).toBe('created')

    // The service down is another message, and a 502.
    await setToken(fake.token)
    fake.fail('http500')
    const down = await t.post('/api/ttns/update_status_all', {}, { cookie })
    fake.fail(null)
    expect(down.status).toBe(502)
    expect(down.body).toMatchObject({
      message: ukrainian(UKRPOSHTA_MESSAGES.down),
      code: 'ukrposhta.down',
    })
  })

  it('without a token Ukrposhta is not asked and its parcels wait', async () => {
    const cookie = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    await t.post('/api/ttns/store', { ttn: PARCEL, title: 'other' }, { cookie })
    fake.calls.length = 0
    const res = await t.post('/api/ttns/update_status_all', {}, { cookie })
    expect(res.status).toBe(200)
    expect(fake.calls).toEqual([])
  })

  it('the token is a secret: masked in get_params', async () => {
    await setToken(fake.token)
    const admin = await t.login()
    const res = await t.post('/api/settings/get_params', {}, { cookie: admin })
    expect(JSON.stringify(res.body)).not.toContain(fake.token)
  })
})
