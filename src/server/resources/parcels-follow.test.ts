import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  advanceTtnStatus,
  novaPoshtaReading,
  orderFollows,
  parcelReading,
  ukrposhtaReading,
} from '@shared/rules/parcel-status'
import {
  FAKE_API_KEY,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import { promOrder, startFakeProm, type FakeProm } from '../../../tests/fake-prom/index.mjs'
import { startFakeUkrposhta, type FakeUkrposhta } from '../../../tests/fake-ukrposhta/index.mjs'
import type { ServerConfig } from '../config'
import { queryRows } from '../db/client'
import { testConfig, testDatabases, useTestServer } from '../test/harness'

describe('parcel readings', () => {
  it('reads every documented Nova Poshta code, unknown ones as a problem', () => {
    expect(novaPoshtaReading('1')).toEqual({ stage: 'created', problem: null })
    expect(novaPoshtaReading('2')).toEqual({ stage: null, problem: 'deleted' })
    expect(novaPoshtaReading('3')).toEqual({ stage: null, problem: 'not_found' })
    for (const c of [4, 41, 5, 6, 12, 101, 104, 111, 112])
      expect(novaPoshtaReading(c)).toEqual({ stage: 'delivered', problem: null })
    for (const c of [7, 8]) expect(novaPoshtaReading(c).stage).toBe('ready')
    for (const c of [9, 10, 11, 106]) expect(novaPoshtaReading(c).stage).toBe('taken')
    for (const c of [102, 103, 105, 108])
      expect(novaPoshtaReading(c)).toEqual({ stage: null, problem: 'returning' })
    expect(novaPoshtaReading('999')).toEqual({ stage: null, problem: 'unknown' })
    expect(novaPoshtaReading('')).toEqual({ stage: null, problem: 'unknown' })
  })

  it('reads Ukrposhta’s events, a return by its words', () => {
    expect(ukrposhtaReading('21700').stage).toBe('ready')
    expect(ukrposhtaReading('41000')).toEqual({ stage: 'taken', problem: null })
    expect(ukrposhtaReading('41010')).toEqual({ stage: 'taken', problem: 'returning' })
    expect(ukrposhtaReading('10600').problem).toBe('refused')
    expect(ukrposhtaReading('31200', 'Досилання')).toEqual({ stage: 'delivered', problem: null })
    expect(ukrposhtaReading('31200', 'Повернення відправнику').problem).toBe('returning')
    expect(parcelReading('ukrposhta', 99999).problem).toBe('unknown')
    expect(parcelReading('nova_poshta', null)).toEqual({ stage: null, problem: null })
  })

  it('never moves a status back, and moves orders only forward', () => {
    expect(advanceTtnStatus('ready', novaPoshtaReading('1'))).toBe('ready')
    expect(advanceTtnStatus('ready', novaPoshtaReading('5'))).toBe('ready')
    expect(advanceTtnStatus('delivered', novaPoshtaReading('8'))).toBe('ready')
    expect(orderFollows('sent', 'arrived')).toBe(true)
    expect(orderFollows('taken', 'arrived')).toBe(false)
    expect(orderFollows('taken', 'return')).toBe(false)
    expect(orderFollows('refusal', 'taken')).toBe(false)
    expect(orderFollows('refusal', 'return')).toBe(true)
    expect(orderFollows('new', 'arrived')).toBe(false)
  })
})

type Ttn = { ttn: string; status: string; status_code: number | null; status_text: string | null }
type Order = { id: number; status: string }
type Log = { record_id: number; changes: Record<string, { old: unknown; new: unknown }> }

const NP_READY = '20450000000101'
const NP_TAKEN = '20450000000102'
const NP_BACK = '20450000000103'
const UP_PARCEL = '0501234567890'

describe.each(testDatabases())('orders follow their parcels on %s', (kind) => {
  let np: FakeCarrier
  let up: FakeUkrposhta
  let prom: FakeProm
  // The fake Nova Poshta reads this object on every call: a test moves a parcel by writing it.
  const documents: Record<string, object> = {}
  const options: { config?: ServerConfig } = {}
  beforeAll(async () => {
    np = await startFakeCarrier({ documents })
    up = await startFakeUkrposhta()
    prom = await startFakeProm()
    options.config = testConfig({
      novaPoshtaApiUrl: np.url,
      ukrposhtaApiUrl: up.url,
      promApiUrl: prom.url,
    })
  })
  afterAll(async () => {
    await np.close()
    await up.close()
    await prom.close()
  })
  const t = useTestServer(kind, options)

  const np_ = (ttn: string, code: string, status: string) => {
    documents[ttn] = { Status: status, StatusCode: code, ScheduledDeliveryDate: '' }
  }
  const setting = (key: string, value: string, type = 'string') =>
    t.db.execute(
      sql`insert into settings (key, type, value) values (${key}, ${type}, ${value})
          on conflict (key) do update set value = excluded.value`,
    )
  const ttns = async () =>
    new Map(
      (
        await queryRows<Ttn>(
          t.db,
          sql`select ttn, status, status_code, status_text from ttns order by ttn`,
        )
      ).map((r) => [r.ttn, r]),
    )
  const orderOf = async (track: string) =>
    (
      await queryRows<Order>(t.db, sql`select id, status from orders where track = ${track}`)
    )[0] as Order
  const orderLogs = () =>
    queryRows<Log>(
      t.db,
      sql`select record_id, changes from action_logs where table_name = 'orders' order by id`,
    )

  async function setup(): Promise<string> {
    for (const k of Object.keys(documents)) delete documents[k]
    prom.orders.clear()
    prom.calls.length = 0
    const cookie = await t.login()
    await setting('api.nova_poshta.api_key', FAKE_API_KEY)
    await setting('api.ukrposhta.token', up.token)
    await setting(
      'api.prom.accounts',
      JSON.stringify({ shop1: { name: 'Основний', login_id: '3301', token: prom.token } }),
      'json',
    )
    const parcels: [string, string, string][] = [
      [NP_READY, 'ready', 'nova_poshta'],
      [NP_TAKEN, 'ready', 'nova_poshta'],
      [NP_BACK, 'ready', 'nova_poshta'],
      [UP_PARCEL, 'delivered', 'ukrposhta'],
    ]
    for (const [ttn, status, service] of parcels) {
      await t.db.execute(
        sql`insert into ttns (ttn, title, status, service) values (${ttn}, 'other', ${status}, ${service})`,
      )
      await t.db.execute(
        sql`insert into orders (phone, status, surname, track) values ('0671234567', 'sent', 'Коваль', ${ttn})`,
      )
    }
    return cookie
  }
  const updateAll = async (cookie: string) => {
    const res = await t.post('/api/ttns/update_status_all', {}, { cookie })
    expect(res.status).toBe(200)
    return (res.body as { data: number }).data
  }

  it('a carrier’s "not found", "deleted" or unknown code leaves a ready parcel ready, its order alone', async () => {
    const cookie = await setup()
    np_(NP_READY, '3', 'Номер не знайдено')
    np_(NP_TAKEN, '2', 'Видалено')
    np_(NP_BACK, '777', 'Щось нове')
    expect(await updateAll(cookie)).toBe(0)
    const after = await ttns()
    expect(after.get(NP_READY)).toMatchObject({
      status: 'ready',
      status_code: 3,
      status_text: 'Номер не знайдено',
    })
    expect(after.get(NP_TAKEN)).toMatchObject({ status: 'ready', status_code: 2 })
    expect(after.get(NP_BACK)).toMatchObject({ status: 'ready', status_code: 777 })
    // The card reads the problem from the stored code.
    expect(parcelReading('nova_poshta', after.get(NP_READY)?.status_code).problem).toBe('not_found')
    expect(parcelReading('nova_poshta', after.get(NP_BACK)?.status_code).problem).toBe('unknown')
    expect((await orderOf(NP_READY)).status).toBe('sent')
    expect(await orderLogs()).toEqual([])
  })

  it('arrived, taken and refused parcels move their orders, logged with the carrier’s words', async () => {
    const cookie = await setup()
    await t.db.execute(sql`update ttns set status = 'delivered' where ttn = ${NP_READY}`)
    np_(NP_READY, '8', 'Прибув у поштомат')
    np_(NP_TAKEN, '10', 'Відправлення отримано')
    np_(NP_BACK, '102', 'Відмова від отримання')
    up.set(UP_PARCEL, '21700', 'Надійшло у відділення')
    expect(await updateAll(cookie)).toBe(2)
    const after = await ttns()
    expect(after.get(NP_READY)?.status).toBe('ready')
    expect(after.get(NP_TAKEN)?.status).toBe('taken')
    // Refused: stays where it was, the problem shown by its code.
    expect(after.get(NP_BACK)).toMatchObject({ status: 'ready', status_code: 102 })
    expect(after.get(UP_PARCEL)?.status).toBe('ready')

    expect((await orderOf(NP_READY)).status).toBe('arrived')
    expect((await orderOf(NP_TAKEN)).status).toBe('taken')
    expect((await orderOf(NP_BACK)).status).toBe('return')
    expect((await orderOf(UP_PARCEL)).status).toBe('arrived')

    const logs = await orderLogs()
    const logOf = async (track: string) => {
      const id = (await orderOf(track)).id
      return logs.find((l) => l.record_id === id)?.changes
    }
    expect(await logOf(NP_READY)).toMatchObject({
      status: { old: 'sent', new: 'arrived' },
      carrier: { new: `Нова Пошта, ТТН ${NP_READY}: Прибув у поштомат (код 8)` },
    })
    expect(await logOf(NP_BACK)).toMatchObject({ status: { old: 'sent', new: 'return' } })
    expect(await logOf(UP_PARCEL)).toMatchObject({
      carrier: {
        new: expect.stringContaining('Укрпошта, ТТН 0501234567890: Надійшло у відділення'),
      },
    })

    // A taken order is not taken back to arrived, a return not touched by a later answer.
    np_(NP_TAKEN, '7', 'Прибув у відділення')
    np_(NP_BACK, '9', 'Відправлення отримано')
    await updateAll(cookie)
    expect((await orderOf(NP_TAKEN)).status).toBe('taken')
    expect((await orderOf(NP_BACK)).status).toBe('return')

    // Ukrposhta hands the parcel back to the sender: closed, and its order is a return.
    up.set(UP_PARCEL, '41010', 'Вручено відправнику')
    await updateAll(cookie)
    expect((await ttns()).get(UP_PARCEL)?.status).toBe('taken')
    expect((await orderOf(UP_PARCEL)).status).toBe('return')
  })

  it('a Prom order’s new status is pushed to Prom', async () => {
    const cookie = await setup()
    const order = await orderOf(NP_TAKEN)
    await t.db.execute(
      sql`insert into marketplace_orders (source, account, external_id, order_id, external_status)
          values ('prom', 'shop1', '555001', ${order.id}, 'received')`,
    )
    prom.put(promOrder(555001))
    np_(NP_TAKEN, '9', 'Відправлення отримано')
    await updateAll(cookie)
    expect((await orderOf(NP_TAKEN)).status).toBe('taken')
    expect(prom.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/orders/set_status',
      body: { status: 'delivered', ids: [555001] },
    })
    expect(prom.orders.get('555001')?.status).toBe('delivered')
  })

  it('turned off, orders stay as the desk left them', async () => {
    const cookie = await setup()
    const off = await t.post(
      '/api/settings/set_param',
      { key: 'orders.follow_parcels', value: false },
      { cookie },
    )
    expect(off.status).toBe(200)
    np_(NP_READY, '9', 'Відправлення отримано')
    await updateAll(cookie)
    expect((await ttns()).get(NP_READY)?.status).toBe('taken')
    expect((await orderOf(NP_READY)).status).toBe('sent')
  })

  it('the Ukrposhta token is accepted by set_param and read back masked', async () => {
    const cookie = await t.login()
    const res = await t.post(
      '/api/settings/set_param',
      { key: 'api.ukrposhta.token', value: 'up-secret-token-12345' },
      { cookie },
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { key: 'api.ukrposhta.token', value: '••••2345' } })
    const params = await t.post('/api/settings/get_params', {}, { cookie })
    expect(JSON.stringify(params.body)).not.toContain('up-secret-token')
    const logged = await queryRows<{ changes: unknown }>(
      t.db,
      sql`select changes from action_logs where table_name = 'settings'`,
    )
    expect(JSON.stringify(logged)).not.toContain('up-secret-token')
  })
})
