import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import { promOrder, startFakeProm, type FakeProm } from '../../../tests/fake-prom/index.mjs'
import {
  FAKE_ROZETKA_PASSWORD,
  FAKE_ROZETKA_USER,
  rozetkaOrder,
  startFakeRozetka,
  type FakeRozetka,
} from '../../../tests/fake-rozetka/index.mjs'
import {
  CITY_KYIV,
  CITY_LVIV,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import type { ServerConfig } from '../config'
import { queryRows } from '../db/client'
import { testConfig, testDatabases, useTestServer } from '../test/harness'
import { enumRef, msg } from '@shared/messages'
import { storedMessages } from '@shared/messages/stored'
import { ukrainian } from '@shared/messages/ukrainian'

type Rows = Record<string, unknown>[]
type FetchNow = {
  data: { runs: Rows; skipped: string | null; message: string | null; code?: string | null }
  message?: string
}

describe.each(testDatabases())('marketplace orders on %s', (kind) => {
  let prom: FakeProm
  let rozetka: FakeRozetka
  let carrier: FakeCarrier
  const options: { config?: ServerConfig } = {}
  beforeAll(async () => {
    prom = await startFakeProm()
    rozetka = await startFakeRozetka()
    carrier = await startFakeCarrier()
    options.config = testConfig({
      promApiUrl: prom.url,
      rozetkaApiUrl: rozetka.url,
      novaPoshtaApiUrl: carrier.url,
    })
  })
  afterAll(async () => {
    await prom.close()
    await rozetka.close()
    await carrier.close()
  })
  const t = useTestServer(kind, options)

  async function setting(key: string, value: string, type = 'string') {
    await t.db.execute(
      sql`insert into settings (key, type, value) values (${key}, ${type}, ${value})`,
    )
  }

  async function promAccount(token = prom.token) {
    prom.orders.clear()
    prom.refuse(null)
    prom.fail(null)
    prom.setUnread(0, 0)
    await setting(
      'api.prom.accounts',
      JSON.stringify({ shop1: { name: 'Основний', login_id: '3301', token } }),
      'json',
    )
  }

  async function product(id: number, barcode: string | null, title: string) {
    await t.db.execute(
      sql`insert into products (id, barcode, title_uk, type, price)
          values (${id}, ${barcode}, ${title}, 'chekhly', 299)`,
    )
  }

  async function fetchNow(cookie: string) {
    const res = await t.post('/api/import_runs/fetch_now', {}, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as FetchNow).data
  }

  // Money as numbers (raw SQL reads numeric as text).
  const orders = async (): Promise<Record<string, unknown>[]> =>
    (await queryRows<Record<string, unknown>>(t.db, sql`select * from orders order by id`)).map(
      (r) => ({
        ...r,
        total: Number(r.total),
      }),
    )
  const items = async (): Promise<Record<string, unknown>[]> =>
    (
      await queryRows<Record<string, unknown>>(t.db, sql`select * from order_items order by id`)
    ).map((r) => ({
      ...r,
      price: Number(r.price),
    }))

  it('imports a Prom order once, matching its lines or flagging them', async () => {
    await promAccount()
    await product(501, '12-345', 'Чохол Samsung A55 чорний')
    await product(502, '77-001', 'Скло iPhone 15')
    prom.put(
      promOrder(100001, {
        products: [
          // The feed's offer id is our product id.
          {
            id: 1,
            external_id: '501',
            sku: '',
            name: 'Чохол A55 (Prom)',
            quantity: 2,
            price: '299 грн',
          },
          // No offer id of ours, but the article is our barcode.
          { id: 2, external_id: 'x-9', sku: '77-001', name: 'Скло 15', quantity: 1, price: '150' },
          // Nothing of ours.
          {
            id: 3,
            external_id: 'zz',
            sku: 'NOPE',
            name: 'Невідомий товар',
            quantity: 1,
            price: '10',
          },
        ],
      }),
    )
    const cookie = await t.login()
    const first = await fetchNow(cookie)
    expect(first.runs).toHaveLength(1)
    expect(first.runs[0]).toMatchObject({
      source: 'prom',
      account: 'shop1',
      status: 'ok',
      new_count: 1,
      updated_count: 0,
      failed_count: 0,
    })
    const [order] = await orders()
    expect(order).toMatchObject({
      status: 'new',
      order_way: 'prom',
      prom_order: '100001',
      prom_acaunt: 'shop1',
      phone: '0671234567',
      surname: 'Коваль',
      name: 'Олена',
      patronymic: 'Петрівна',
      delivery_method: 'nova_poshta',
      city_name: 'Київ',
      warehouse_ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
      total: 758,
    })
    expect(order?.comment).toContain('Оплата при отриманні')
    expect(await items()).toMatchObject([
      { product_id: 501, quantity: 2, price: 299, unmatched: false },
      { product_id: 502, quantity: 1, price: 150, unmatched: false },
      { product_id: null, title: 'Невідомий товар', external_offer: 'zz', unmatched: true },
    ])

    // A second pull changes nothing.
    const second = await fetchNow(cookie)
    expect(second.runs[0]).toMatchObject({ status: 'ok', new_count: 0, updated_count: 0 })
    expect(await orders()).toHaveLength(1)
    expect(await items()).toHaveLength(3)
    // Prom's calls carried the account's own token.
    expect(prom.calls.every((c) => c.token === prom.token)).toBe(true)
  })

  it('imports a Prom order of only a branch, a payment and a total ready to ship', async () => {
    await promAccount()
    await setting('api.nova_poshta.api_key', carrier.apiKey)
    prom.put(
      promOrder(100010, {
        // Prom names the branch by its ref only: no town, no lines, the total as text.
        delivery_address: '',
        delivery_provider_data: {
          provider: 'nova_poshta',
          type: 'W2W',
          recipient_warehouse_id: `${CITY_KYIV.slice(0, 8)}-wh-0002`,
          declaration_number: null,
        },
        payment_option: { id: 11, name: 'Оплата на картку ПриватБанку' },
        payment_data: { type: 'card', status: 'unpaid' },
        price: '1 249,50 грн',
        products: [],
      }),
    )
    const cookie = await t.login()
    const run = await fetchNow(cookie)
    expect(run.runs[0]).toMatchObject({ status: 'ok', new_count: 1, failed_count: 0 })
    const [order] = await orders()
    expect(order).toMatchObject({
      delivery_method: 'nova_poshta',
      city_ref: CITY_KYIV,
      city_name: 'Київ',
      warehouse_ref: `${CITY_KYIV.slice(0, 8)}-wh-0002`,
      warehouse_name: 'Відділення №2: вул. Тестова, 2',
      pay_method: 'card_privat',
      total: 1249.5,
    })
    // The original payment stays in the comment, with the note that no lines came.
    expect(order?.comment).toContain('Prom, оплата: Оплата на картку ПриватБанку')
    expect(order?.comment).toContain('без позицій')
    expect(await items()).toMatchObject([{ price: 1249.5, quantity: 1, product_id: null }])
    // NP was asked for the branch by its ref, with the shop's key.
    expect(
      carrier.calls.some(
        (c) =>
          c.calledMethod === 'getWarehouses' &&
          c.methodProperties.Ref === `${CITY_KYIV.slice(0, 8)}-wh-0002` &&
          c.apiKey === carrier.apiKey,
      ),
    ).toBe(true)

    // The waybill of the imported order goes without the desk touching it.
    await setting(
      'api.nova_poshta.sender',
      JSON.stringify({
        counterparty_ref: 'c0ffee00-0000-11e4-8c4a-005056801333',
        contact_ref: 'c0c0c0c0-0000-11e4-8c4a-005056801333',
        phone: '0671112233',
        city_ref: CITY_KYIV,
        warehouse_ref: `${CITY_KYIV.slice(0, 8)}-wh-0001`,
      }),
      'json',
    )
    const made = await t.post('/api/waybills/create', { order_id: order?.id }, { cookie })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const props = [...carrier.waybills.values()].at(-1)?.props
    expect(props).toMatchObject({ CityRecipient: CITY_KYIV, Cost: '1249.5' })
  })

  it('maps the marketplaces’ payments and says when lines and total disagree', async () => {
    await promAccount()
    prom.put(
      promOrder(100011, {
        payment_option: { id: 3, name: 'Безготівковий розрахунок (IBAN)' },
        price: '500 грн',
        products: [{ id: 1, external_id: '', sku: '', name: 'Чохол', quantity: 1, price: '450' }],
      }),
    )
    prom.put(promOrder(100012, { payment_option: { id: 9, name: 'Бартер' } }))
    const cookie = await t.login()
    await fetchNow(cookie)
    const all = await orders()
    const iban = all.find((o) => o.prom_order === '100011')
    const unknown = all.find((o) => o.prom_order === '100012')
    expect(iban).toMatchObject({ prom_order: '100011', pay_method: 'iban', total: 450 })
    expect(iban?.comment).toContain('сума замовлення 500 грн, а позицій 450 грн')
    // An unknown payment stays empty, its name in the comment as before.
    expect(unknown).toMatchObject({ prom_order: '100012', pay_method: null })
    expect(unknown?.comment).toContain('Prom, оплата: Бартер')
  })

  it('updates an order changed on Prom, keeping what the desk edited', async () => {
    await promAccount()
    prom.put(promOrder(100002, { products: [] }))
    const cookie = await t.login()
    await fetchNow(cookie)
    const [imported] = await orders()
    // The desk corrects the name; Prom then changes the name, the phone and the notes.
    const edit = await t.post(
      '/api/orders/store',
      { id: imported?.id, version: imported?.version, name: 'Олена (перевірено)' },
      { cookie },
    )
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    prom.change(100002, {
      client_first_name: 'Оля',
      phone: '+380501234567',
      client_notes: 'Нова примітка',
      products: [{ id: 9, external_id: '', sku: '', name: 'Додано', quantity: 1, price: '45' }],
    })
    const run = await fetchNow(cookie)
    expect(run.runs[0]).toMatchObject({ new_count: 0, updated_count: 1 })
    const [after] = await orders()
    expect(after).toMatchObject({
      name: 'Олена (перевірено)',
      phone: '0501234567',
      total: 45,
    })
    expect(after?.comment).toContain('Нова примітка')
    expect(await items()).toMatchObject([{ title: 'Додано', unmatched: true }])
    // Cancelled on Prom: a refusal here.
    prom.change(100002, { status: 'canceled' })
    await fetchNow(cookie)
    expect((await orders())[0]?.status).toBe('refusal')
  })

  it('pushes a status back to Prom and shows its refusal', async () => {
    await promAccount()
    prom.put(promOrder(100003))
    const cookie = await t.login()
    await fetchNow(cookie)
    const [order] = await orders()
    const id = order?.id as number
    const ok = await t.post(
      '/api/orders/set_status',
      { ids: [id], status: 'prepayment' },
      { cookie },
    )
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ data: { changed: 1 } })
    expect(prom.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/orders/set_status',
      body: { status: 'received', ids: [100003] },
    })
    expect(prom.orders.get('100003')?.status).toBe('received')

    prom.refuse('Замовлення вже виконано')
    const refused = await t.post(
      '/api/orders/set_status',
      { ids: [id], status: 'not_available' },
      { cookie },
    )
    expect(refused.status).toBe(200)
    const reason = msg('marketplace.promStatusRefused', { reason: 'Замовлення вже виконано' })
    expect(refused.body).toEqual({
      data: {
        changed: 1,
        warnings: [`№${String(id)}: Prom.ua відмовив змінити статус: Замовлення вже виконано`],
        warning_codes: [msg('order.statusRefusedFor', { orders: `№${String(id)}`, reason })],
      },
    })
    expect(prom.calls.at(-1)?.body).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'not_available',
    })
    const [link] = await queryRows(t.db, sql`select * from marketplace_orders`)
    // Kept as its code, so each reader sees it in their language.
    expect(storedMessages(String(link?.sync_error))).toEqual([reason])
    // Our status stays as the desk set it.
    expect((await orders())[0]?.status).toBe('not_available')
  })

  it('pushes a status changed in the order’s record window too', async () => {
    await promAccount()
    prom.put(promOrder(100005))
    const cookie = await t.login()
    await fetchNow(cookie)
    const [order] = await orders()
    const before = prom.calls.length
    // Another field only: Prom is not asked.
    const commented = await t.post(
      '/api/orders/store',
      { id: order?.id, version: order?.version, comment: 'Передзвонити' },
      { cookie },
    )
    expect(commented.status, JSON.stringify(commented.body)).toBe(200)
    expect(prom.calls.length).toBe(before)
    const saved = await t.post(
      '/api/orders/store',
      {
        id: order?.id,
        version: (commented.body as { data: { version: number } }).data.version,
        status: 'prepayment',
      },
      { cookie },
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(prom.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/orders/set_status',
      body: { status: 'received', ids: [100005] },
    })
  })

  it('counts Prom’s unread messages and chats in the informers', async () => {
    await promAccount()
    prom.setUnread(3, 2)
    const cookie = await t.login()
    await fetchNow(cookie)
    const res = await t.post('/api/settings/get_informers', {}, { cookie })
    const informers = (res.body as { data: { alias: string; count: number; link: string }[] }).data
    expect(informers.find((i) => i.alias === 'prom_new_messages')).toMatchObject({
      count: 3,
      link: 'https://my.prom.ua/cms/messages',
    })
    expect(informers.find((i) => i.alias === 'prom_new_chats')).toMatchObject({ count: 2 })
    // The bell's poll asks the database only, never Prom.
    const before = prom.calls.length
    await t.post('/api/settings/get_informers', {}, { cookie })
    expect(prom.calls.length).toBe(before)
  })

  it('imports nothing with a bad token and says why', async () => {
    await promAccount('wrong-token')
    prom.put(promOrder(100004))
    const cookie = await t.login()
    const run = await fetchNow(cookie)
    expect(run.runs[0]).toMatchObject({ status: 'failed', new_count: 0 })
    expect(storedMessages(String(run.runs[0]?.error))).toEqual([
      { code: 'marketplace.promBadToken' },
    ])
    expect(await orders()).toHaveLength(0)
  })

  it('keeps an order it could not save as a coded line, its field by its label', async () => {
    await promAccount()
    prom.put(promOrder(100006, { phone: '12' }))
    const cookie = await t.login()
    const run = await fetchNow(cookie)
    expect(run.runs[0]).toMatchObject({ status: 'partial', failed_count: 1 })
    const [line] = storedMessages(String(run.runs[0]?.error)) ?? []
    expect(line).toMatchObject({
      code: 'import.orderFailed',
      params: {
        id: '100006',
        reason: { code: 'import.fieldFailed', params: { field: enumRef('field:orders', 'phone') } },
      },
    })
  })

  it('backs off a service that is down, and a person may still ask', async () => {
    await promAccount()
    prom.put(promOrder(100005))
    prom.fail('http500')
    const cookie = await t.login()
    const run = await fetchNow(cookie)
    expect(run.runs[0]).toMatchObject({ status: 'failed' })
    const said = storedMessages(String(run.runs[0]?.error)) ?? []
    expect(said.map(ukrainian)).toEqual([
      'Prom.ua відповів незрозуміло (HTTP 500): спробуємо пізніше.',
    ])
    prom.fail(null)
    expect((await fetchNow(cookie)).runs[0]).toMatchObject({ status: 'ok', new_count: 1 })
  })

  it('imports a Rozetka order and pushes its status back', async () => {
    await t.db.execute(sql`delete from settings`)
    prom.orders.clear()
    await setting('api.rozetka.username', FAKE_ROZETKA_USER)
    await setting('api.rozetka.password', FAKE_ROZETKA_PASSWORD)
    rozetka.put(rozetkaOrder(555001))
    const cookie = await t.login()
    const run = await fetchNow(cookie)
    expect(run.runs).toEqual([
      expect.objectContaining({ source: 'rozetka', status: 'ok', new_count: 1 }),
    ])
    const [order] = await orders()
    expect(order).toMatchObject({
      order_way: 'rozetka',
      rozetka_order: '555001',
      phone: '0931234567',
      surname: 'Мельник',
      delivery_method: 'nova_poshta',
      city_name: 'Львів',
      total: 450,
    })
    expect(await items()).toMatchObject([
      { title: 'Чохол-книжка для Samsung A55', unmatched: true },
    ])
    const moved = await t.post(
      '/api/orders/set_status',
      { ids: [order?.id], status: 'prepayment' },
      { cookie },
    )
    expect(moved.body).toEqual({ data: { changed: 1 } })
    expect(rozetka.orders.get('555001')?.status).toBe(26)
    expect((await fetchNow(cookie)).runs[0]).toMatchObject({ new_count: 0, updated_count: 0 })
  })

  it('finds a Rozetka order’s city by the town NP knows, and maps RozetkaPay', async () => {
    await t.db.execute(sql`delete from settings`)
    prom.orders.clear()
    await setting('api.rozetka.username', FAKE_ROZETKA_USER)
    await setting('api.rozetka.password', FAKE_ROZETKA_PASSWORD)
    await setting('api.nova_poshta.api_key', carrier.apiKey)
    // A branch ref NP does not know: the town's name is asked instead.
    rozetka.put(
      rozetkaOrder(555002, {
        payment_type_name: 'Оплата картою',
        payment: { payment_method_name: 'RozetkaPay' },
      }),
    )
    const cookie = await t.login()
    await fetchNow(cookie)
    const order = (await orders()).find((o) => o.rozetka_order === '555002')
    expect(order).toMatchObject({
      city_name: 'Львів',
      city_ref: CITY_LVIV,
      pay_method: 'rozetrka_pay',
      total: 450,
    })
  })

  it('says so when nothing is configured, and lets only the desks ask', async () => {
    await t.db.execute(sql`delete from settings`)
    const cookie = await t.login()
    const run = await fetchNow(cookie)
    expect(run).toEqual({
      runs: [],
      skipped: 'nothing',
      message: ukrainian({ code: 'import.nothing' }),
      code: 'import.nothing',
    })
    const viewer = await t.login({ login: 'viewer', access: ACCESS.viewer })
    const denied = await t.post('/api/import_runs/fetch_now', {}, { cookie: viewer })
    expect(denied.status).toBe(403)
    const list = await t.post('/api/import_runs/get_import_runs', {}, { cookie: viewer })
    expect(list.status).toBe(403)
    const packer = await t.login({ login: 'packer', access: ACCESS.packer })
    const runs = await t.post('/api/import_runs/get_import_runs', {}, { cookie: packer })
    expect(runs.status).toBe(200)
  })
})
