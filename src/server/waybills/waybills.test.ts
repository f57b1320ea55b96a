import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import {
  CITY_KYIV,
  FAKE_API_KEY,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import type { ServerConfig } from '../config'
import { queryRows } from '../db/client'
import { testConfig, testDatabases, useTestServer } from '../test/harness'
import { WAYBILL_MESSAGES } from './create'

type Body = {
  data: Record<string, unknown>
  message?: string
  errors?: Record<string, string[]>
  codes?: Record<string, { code: string }[]>
}

const SENDER = {
  counterparty_ref: 'aaaa-0001',
  contact_ref: 'bbbb-0002',
  phone: '0501112233',
  city_ref: CITY_KYIV,
  warehouse_ref: '8d5a980d-wh-0001',
}

/** The shop's day (`yyyy-mm-dd`, Kyiv), as the day's waybills are asked for. */
const kyivToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date())

describe.each(testDatabases())('waybills on %s', (kind) => {
  let fake: FakeCarrier
  const options: { config?: ServerConfig } = {}
  beforeAll(async () => {
    fake = await startFakeCarrier()
    options.config = testConfig({ novaPoshtaApiUrl: fake.url, novaPoshtaPrintUrl: fake.printUrl })
  })
  afterAll(() => fake.close())
  const t = useTestServer(kind, options)

  async function setting(key: string, value: string, type = 'string') {
    await t.db.execute(
      sql`insert into settings (key, type, value) values (${key}, ${type}, ${value})
          on conflict (key) do update set value = excluded.value`,
    )
  }

  async function shop(cookie: string, order: Record<string, unknown> = {}) {
    await setting('api.nova_poshta.api_key', FAKE_API_KEY)
    await setting('api.nova_poshta.sender', JSON.stringify(SENDER), 'json')
    const res = await t.post(
      '/api/orders/store',
      {
        phone: '067 123 45 67',
        surname: 'Шевченко',
        name: 'Тарас',
        status: 'ready',
        delivery_method: 'nova_poshta',
        city_name: 'Київ',
        city_ref: CITY_KYIV,
        warehouse_name: 'Відділення №1',
        warehouse_ref: '8d5a980d-wh-0001',
        total: 500,
        prepayment: 100,
        ...order,
      },
      { cookie },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as Body).data.id as number
  }

  const logs = (table: string) =>
    queryRows<{ record_id: number; action: string; changes: Record<string, unknown> }>(
      t.db,
      sql`select record_id, action, changes from action_logs where table_name = ${table} order by id`,
    )

  it('makes the waybill: the TTN on the order and in the tracking list, both logged', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    const res = await t.post('/api/waybills/create', { order_id: id }, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = (res.body as Body).data as {
      order: { track: string }
      ttn: Record<string, unknown>
    }
    expect(data.order.track).toMatch(/^\d{14}$/)
    expect(data.ttn).toMatchObject({
      ttn: data.order.track,
      status: 'created',
      service: 'nova_poshta',
      payer: 'Recipient',
      cost: 70,
      date_delivery: '2026-11-25',
    })
    const sent = fake.calls.at(-1)
    expect(sent).toMatchObject({ modelName: 'InternetDocument', calledMethod: 'save' })
    expect(sent?.methodProperties).toMatchObject({
      Sender: SENDER.counterparty_ref,
      RecipientsPhone: '380671234567',
      Cost: '500',
      BackwardDeliveryData: [
        { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '400' },
      ],
    })
    expect((await logs('orders')).at(-1)).toMatchObject({
      record_id: id,
      action: 'update',
      changes: { track: { old: null, new: data.order.track } },
    })
    expect((await logs('ttns')).at(-1)).toMatchObject({ action: 'create' })
    expect(JSON.stringify(res.body)).not.toContain(FAKE_API_KEY)
  })

  /** `waybills/create` for an order: the answer's status, body and data. */
  async function waybill(cookie: string, id: number, recreate?: boolean) {
    const res = await t.post(
      '/api/waybills/create',
      { order_id: id, ...(recreate ? { recreate } : {}) },
      { cookie },
    )
    const body = res.body as Body
    const data = body.data as { order: { track: string }; replaced?: unknown }
    return { status: res.status, body, data }
  }

  it('refuses a second waybill unless recreated', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    const ttn = (await waybill(cookie, id)).data.order.track
    const again = await waybill(cookie, id)
    expect(again.status).toBe(422)
    expect(again.body.message).toBe(WAYBILL_MESSAGES.hasTtn(ttn))
    expect(again.body.errors?.track).toBeDefined()
    const made = fake.waybills.size
    const recreated = await waybill(cookie, id, true)
    expect(recreated.status).toBe(200)
    const data = recreated.data
    expect(data.order.track).not.toBe(ttn)
    // The old one is deleted at NP and taken off the tracking list, logged: neither NP's cabinet
    // nor the courier's register holds a parcel that will never leave.
    expect(data.replaced).toEqual({ ttn, deleted: true })
    expect(fake.waybills.size).toBe(made)
    expect([...fake.waybills.values()].map((w) => w.ttn)).not.toContain(ttn)
    const parcels = await queryRows<{ ttn: string }>(
      t.db,
      sql`select ttn from ttns where ttn in (${ttn}, ${data.order.track})`,
    )
    expect(parcels.map((p) => p.ttn)).toEqual([data.order.track])
    expect((await logs('ttns')).at(-1)).toMatchObject({
      action: 'delete',
      changes: { ttn: { old: ttn, new: null } },
    })
    const day = await t.post('/api/waybills/get_day', { date: kyivToday() }, { cookie })
    expect((day.body as { data: { ttn: string }[] }).data.map((w) => w.ttn)).not.toContain(ttn)
  })

  it('keeps the old waybill, saying why, when NP has accepted its parcel or it was typed in', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    const ttn = (await waybill(cookie, id)).data.order.track
    fake.handOver(ttn)
    const recreated = await waybill(cookie, id, true)
    expect(recreated.status).toBe(200)
    expect(recreated.data.replaced).toEqual({
      ttn,
      deleted: false,
      reason: expect.stringContaining('can not be deleted') as unknown,
    })
    const kept = await queryRows<{ ttn: string }>(
      t.db,
      sql`select ttn from ttns where ttn = ${ttn}`,
    )
    expect(kept).toHaveLength(1)

    // A TTN typed into the order by hand: no document of the shop's at NP to delete.
    const typed = await shop(cookie, { track: '20450000000001' })
    const calls = fake.calls.length
    const again = await waybill(cookie, typed, true)
    expect(again.status).toBe(200)
    expect(again.data.replaced).toEqual({
      ttn: '20450000000001',
      deleted: false,
      reason: WAYBILL_MESSAGES.notMadeHere,
    })
    expect(fake.calls.slice(calls).map((c) => c.calledMethod)).toEqual(['save'])
  })

  it('deletes the order’s waybill at NP, then takes it off the order and the tracking list', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    const ttn = (await waybill(cookie, id)).data.order.track
    const del = (body: Record<string, unknown>, who = cookie) =>
      t.post('/api/waybills/delete', body, { cookie: who })

    // The TTN the desk saw must still be the order's.
    const stale = await del({ order_id: id, ttn: '20450000000001' })
    expect(stale.status).toBe(409)
    const viewer = await t.login({ login: 'viewer', access: ACCESS.viewer })
    expect((await del({ order_id: id, ttn }, viewer)).status).toBe(403)
    expect([...fake.waybills.values()].map((w) => w.ttn)).toContain(ttn)

    const res = await del({ order_id: id, ttn })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body as Body).data.order).toMatchObject({ id, track: null, version: 3 })
    expect([...fake.waybills.values()].map((w) => w.ttn)).not.toContain(ttn)
    expect(fake.calls.at(-1)).toMatchObject({
      modelName: 'InternetDocument',
      calledMethod: 'delete',
    })
    const left = await queryRows(t.db, sql`select id from ttns where ttn = ${ttn}`)
    expect(left).toEqual([])
    expect((await logs('orders')).at(-1)).toMatchObject({
      record_id: id,
      action: 'update',
      changes: { track: { old: ttn, new: null } },
    })
    expect((await logs('ttns')).at(-1)).toMatchObject({ action: 'delete' })

    // Once the TTN is off the order there is nothing to delete; a new waybill needs no tick.
    expect((await del({ order_id: id, ttn })).status).toBe(409)
    expect((await waybill(cookie, id)).status).toBe(200)
  })

  it('refuses a waybill NP will not delete, or one not made in the shop, changing nothing', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    const ttn = (await waybill(cookie, id)).data.order.track
    fake.handOver(ttn)
    const before = (await logs('orders')).length
    const refused = await t.post('/api/waybills/delete', { order_id: id, ttn }, { cookie })
    expect(refused.status).toBe(422)
    expect((refused.body as Body).message).toMatch(
      /^Нова Пошта не видалила накладну: Document \S+ can not be deleted: it is accepted$/,
    )
    expect((await logs('orders')).length).toBe(before)
    expect(await queryRows(t.db, sql`select id from ttns where ttn = ${ttn}`)).toHaveLength(1)

    const typed = await shop(cookie, { track: '20450000000002' })
    const calls = fake.calls.length
    const notOurs = await t.post(
      '/api/waybills/delete',
      { order_id: typed, ttn: '20450000000002' },
      { cookie },
    )
    expect(notOurs.status).toBe(422)
    expect((notOurs.body as Body).errors).toEqual({ track: [WAYBILL_MESSAGES.notMadeHere] })
    expect(fake.calls.length).toBe(calls)

    // NP out of reach: a 502, nothing changed.
    const other = await shop(cookie)
    const otherTtn = (await waybill(cookie, other)).data.order.track
    fake.fail('http500')
    try {
      const down = await t.post(
        '/api/waybills/delete',
        { order_id: other, ttn: otherTtn },
        { cookie },
      )
      expect(down.status).toBe(502)
    } finally {
      fake.fail(null)
    }
    expect(await queryRows(t.db, sql`select id from ttns where ttn = ${otherTtn}`)).toHaveLength(1)
  })

  it("puts NP's refusal beside its field, in Ukrainian, and writes nothing", async () => {
    const cookie = await t.login()
    // A landline: a phone we store, one NP does not take for a recipient.
    const id = await shop(cookie, { phone: '044 123 45 67' })
    const before = (await logs('orders')).length
    const res = await t.post('/api/waybills/create', { order_id: id }, { cookie })
    expect(res.status).toBe(422)
    expect((res.body as Body).message).toBe(WAYBILL_MESSAGES.refused)
    expect((res.body as Body).errors).toEqual({
      phone: [
        'Нова Пошта не приймає цей телефон одержувача (RecipientsPhone is invalid [20000203072])',
      ],
    })
    expect((res.body as Body).codes?.phone?.[0]?.code).toBe('waybill.npPhone')
    expect((await logs('orders')).length).toBe(before)
    const [row] = await queryRows<{ track: string | null }>(
      t.db,
      sql`select track from orders where id = ${id}`,
    )
    expect(row?.track).toBeNull()
  })

  it('checks the order before asking NP and names what is missing', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, { warehouse_ref: null, warehouse_name: null })
    fake.calls.length = 0
    const res = await t.post('/api/waybills/create', { order_id: id }, { cookie })
    expect(res.status).toBe(422)
    expect((res.body as Body).errors?.warehouse_name).toEqual(['Оберіть відділення Нової Пошти'])
    expect((res.body as Body).codes?.warehouse_name).toEqual([{ code: 'waybill.chooseWarehouse' }])
    const sent = await shop(cookie, { status: 'new' })
    await t.post('/api/orders/set_status', { ids: [sent], status: 'refusal' }, { cookie })
    const refused = await t.post('/api/waybills/create', { order_id: sent }, { cookie })
    expect(refused.status).toBe(422)
    expect((refused.body as Body).errors?.status).toBeDefined()
    expect(fake.calls).toHaveLength(0)
  })

  it('needs the sender in the settings', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    await t.db.execute(sql`delete from settings where key = 'api.nova_poshta.sender'`)
    const res = await t.post('/api/waybills/create', { order_id: id }, { cookie })
    expect(res.status).toBe(422)
    expect((res.body as Body).message).toBe(WAYBILL_MESSAGES.noSender)
  })

  it('makes several in a row (the bulk action) and refuses those with a TTN', async () => {
    const cookie = await t.login()
    const ids = [
      await shop(cookie),
      await shop(cookie),
      await shop(cookie, { track: '20450000000001' }),
    ]
    const answers = []
    for (const order_id of ids)
      answers.push(await t.post('/api/waybills/create', { order_id }, { cookie }))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 422])
    const tracks = await queryRows<{ track: string }>(
      t.db,
      sql`select track from orders where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) order by id`,
    )
    expect(new Set(tracks.map((r) => r.track)).size).toBe(3)
  })

  it('fetches the 100×100 marking as PDF bytes, the key in neither answer nor log', async () => {
    const cookie = await t.login()
    const id = await shop(cookie)
    const made = await t.post('/api/waybills/create', { order_id: id }, { cookie })
    const ttn = ((made.body as Body).data.order as { track: string }).track
    const res = await t.get(`/apisite/nova_pochta/marking/${ttn}`, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const pdf = Buffer.from(((res.body as Body).data as { pdf: string }).pdf, 'base64')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(ttn)
    expect(JSON.stringify(res.body)).not.toContain(FAKE_API_KEY)
    const logged = await queryRows<{ changes: unknown }>(t.db, sql`select changes from action_logs`)
    expect(JSON.stringify(logged)).not.toContain(FAKE_API_KEY)

    await setting('api.nova_poshta.api_key', 'a-wrong-key-123')
    const wrong = await t.get(`/apisite/nova_pochta/marking/${ttn}`, { cookie })
    expect(wrong.status).toBe(502)
    expect(JSON.stringify(wrong.body)).not.toContain('a-wrong-key-123')
    const bad = await t.get('/apisite/nova_pochta/marking/abc', { cookie })
    expect(bad.status).toBe(422)
  })

  it("gathers the day's waybills into a scan sheet and prints it", async () => {
    const cookie = await t.login()
    const a = await shop(cookie)
    const b = await shop(cookie)
    await t.post('/api/waybills/create', { order_id: a }, { cookie })
    await t.post('/api/waybills/create', { order_id: b }, { cookie })
    const day = await t.post('/api/waybills/get_day', { date: kyivToday() }, { cookie })
    expect(day.status, JSON.stringify(day.body)).toBe(200)
    const rows = (day.body as { data: { id: number; scan_sheet: string | null }[] }).data
    expect(rows).toHaveLength(2)
    expect(rows.every((r) => r.scan_sheet === null)).toBe(true)

    const sheet = await t.post(
      '/api/waybills/scan_sheet',
      { ttn_ids: rows.map((r) => r.id) },
      { cookie },
    )
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200)
    const data = (sheet.body as Body).data as { ref: string; number: string; count: number }
    expect(data.count).toBe(2)
    expect(fake.scanSheets.get(data.ref)?.refs).toHaveLength(2)
    expect((await logs('ttns')).filter((l) => l.action === 'update')).toHaveLength(2)

    const again = await t.post('/api/waybills/scan_sheet', { ttn_ids: [rows[0]?.id] }, { cookie })
    expect(again.status).toBe(422)

    const printed = await t.get(`/apisite/nova_pochta/scan_sheet/${data.ref}`, { cookie })
    expect(printed.status).toBe(200)
    const pdf = Buffer.from(((printed.body as Body).data as { pdf: string }).pdf, 'base64')
    expect(pdf.toString('latin1')).toContain(data.number)

    const foreign = await t.post('/api/ttns/store', { ttn: '20450000000002' }, { cookie })
    const refused = await t.post(
      '/api/waybills/scan_sheet',
      { ttn_ids: [(foreign.body as Body).data.id] },
      { cookie },
    )
    expect(refused.status).toBe(422)
  })

  it('lets each role do what its rights say', async () => {
    const admin = await t.login()
    const id = await shop(admin)
    const viewer = await t.login({ login: 'viewer', access: ACCESS.viewer })
    const packer = await t.login({ login: 'packer', access: ACCESS.packer })
    const byViewer = await t.post('/api/waybills/create', { order_id: id }, { cookie: viewer })
    expect(byViewer.status).toBe(403)
    const byPacker = await t.post('/api/waybills/create', { order_id: id }, { cookie: packer })
    expect(byPacker.status).toBe(200)
    const ttn = ((byPacker.body as Body).data.order as { track: string }).track
    const marking = await t.get(`/apisite/nova_pochta/marking/${ttn}`, { cookie: viewer })
    expect(marking.status).toBe(200)
    const day = await t.post('/api/waybills/get_day', { date: kyivToday() }, { cookie: viewer })
    const ids = (day.body as { data: { id: number }[] }).data.map((r) => r.id)
    expect(
      (await t.post('/api/waybills/scan_sheet', { ttn_ids: ids }, { cookie: viewer })).status,
    ).toBe(403)
    const setSender = await t.post(
      '/api/settings/set_param',
      { key: 'api.nova_poshta.sender', value: SENDER },
      { cookie: packer },
    )
    expect(setSender.status).toBe(403)
    const byAdmin = await t.post(
      '/api/settings/set_param',
      { key: 'api.nova_poshta.sender', value: { ...SENDER, phone: '12' } },
      { cookie: admin },
    )
    expect(byAdmin.status).toBe(422)
    expect(Object.keys((byAdmin.body as Body).errors ?? {})).toEqual(['value.phone'])
  })
})
