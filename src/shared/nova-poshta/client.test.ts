import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CITY_KYIV,
  FAKE_API_KEY,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import { createNovaPoshtaClient, NovaPoshtaError } from './client'
import { runCarrierRequest } from './request'

let fake: FakeCarrier
beforeAll(async () => {
  fake = await startFakeCarrier()
})
afterAll(() => fake.close())
afterEach(() => {
  fake.fail(null)
  fake.calls.length = 0
})

const client = (apiKey = FAKE_API_KEY, timeoutMs = 2000) =>
  createNovaPoshtaClient({ apiUrl: fake.url, getApiKey: () => apiKey, timeoutMs })

describe('Nova Poshta client against the fake carrier', () => {
  it('searches cities with the documented request and a limit of 100', async () => {
    const cities = await client().searchCities('  Київ ')
    expect(cities).toEqual([
      { description: 'Київ', ref: CITY_KYIV },
      { description: 'Київська Русь', ref: 'a1b2c3d4-0000-11dd-90d9-001a92567626' },
    ])
    expect(fake.calls[0]).toEqual({
      apiKey: FAKE_API_KEY,
      modelName: 'Address',
      calledMethod: 'getCities',
      methodProperties: { FindByString: 'Київ', Limit: '100', Page: '1' },
    })
  })

  it('offers only warehouses whose status is Working', async () => {
    const list = await client().getWarehouses(CITY_KYIV)
    expect(list.map((w) => w.description)).toEqual([
      'Відділення №1: вул. Тестова, 1',
      'Відділення №2: вул. Тестова, 2',
    ])
    expect(list.every((w) => w.warehouse_status === 'Working')).toBe(true)
    expect(fake.calls[0]?.methodProperties).toMatchObject({ CityRef: CITY_KYIV })
  })

  it('reads every page of a big city', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => ({
      Description: `№${i + 1}`,
      Ref: `ref-${i + 1}`,
      CityRef: 'big-city',
      WarehouseStatus: i % 2 === 0 ? 'Working' : 'Closed',
    }))
    const big = await startFakeCarrier({ warehouses: many })
    try {
      const c = createNovaPoshtaClient({ apiUrl: big.url, getApiKey: () => FAKE_API_KEY })
      const list = await c.getWarehouses('big-city')
      expect(list).toHaveLength(602)
      expect(big.calls.map((call) => call.methodProperties['Page'])).toEqual(['1', '2', '3'])
    } finally {
      await big.close()
    }
  })

  it('tracks documents with Status, StatusCode and ScheduledDeliveryDate', async () => {
    const statuses = await client().trackDocuments([
      { ttn: '20450000000002', phone: '380671234567' },
      { ttn: '59000000000000' },
    ])
    expect(statuses).toEqual([
      {
        ttn: '20450000000002',
        Status: 'Відправлення прямує до міста Київ.',
        StatusCode: '5',
        ScheduledDeliveryDate: '24-11-2026 09:00:00',
      },
      {
        ttn: '59000000000000',
        Status: 'Номер не знайдено',
        StatusCode: '3',
        ScheduledDeliveryDate: '',
      },
    ])
    expect(fake.calls[0]?.methodProperties).toEqual({
      Documents: [
        { DocumentNumber: '20450000000002', Phone: '380671234567' },
        { DocumentNumber: '59000000000000', Phone: '' },
      ],
    })
  })

  it('turns the API error envelope, HTTP errors, garbage and silence into NovaPoshtaError', async () => {
    await expect(client('wrong-key').searchCities('Київ')).rejects.toThrow(/API key expired/)
    fake.fail('http500')
    await expect(client().searchCities('Київ')).rejects.toThrow(/HTTP 500/)
    fake.fail('garbage')
    await expect(client().searchCities('Київ')).rejects.toThrow(/незрозумілу/)
    fake.fail('hang')
    const started = Date.now()
    await expect(client(FAKE_API_KEY, 300).searchCities('Київ')).rejects.toThrow(
      'Нова Пошта не відповідає.',
    )
    // A lookup is retried (src/shared/http/client.ts): three attempts of 300 ms, two short waits.
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('reports an unreachable carrier', async () => {
    const c = createNovaPoshtaClient({
      apiUrl: 'http://127.0.0.1:1/v2.0/json/',
      getApiKey: () => FAKE_API_KEY,
    })
    await expect(c.getWarehouses(CITY_KYIV)).rejects.toBeInstanceOf(NovaPoshtaError)
  })
})

describe('runCarrierRequest', () => {
  it('answers ok with the data', async () => {
    const log = vi.fn()
    const res = await runCarrierRequest(client(), { op: 'warehouses', cityRef: CITY_KYIV }, log)
    expect(res).toMatchObject({ ok: true, op: 'warehouses' })
    expect(log).not.toHaveBeenCalled()
  })

  it('only logs a failed lookup and answers ok: false', async () => {
    fake.fail('api-error')
    const log = vi.fn()
    const res = await runCarrierRequest(client(), { op: 'cities', query: 'Львів' }, log)
    expect(res).toEqual({
      ok: false,
      message: 'Нова Пошта: Internal error.',
      code: 'novaPoshta.refused',
      params: { detail: 'Internal error' },
    })
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toMatch(/cities lookup failed/)
  })
})

describe('waybills, scan sheets and printable forms against the fake carrier', () => {
  const props = {
    Sender: 'cp',
    ContactSender: 'ct',
    CitySender: CITY_KYIV,
    SenderAddress: 'wh',
    RecipientsPhone: '380671234567',
    Weight: '0.5',
    CityRecipient: CITY_KYIV,
  }
  const printing = () =>
    createNovaPoshtaClient({
      apiUrl: fake.url,
      printUrl: fake.printUrl,
      getApiKey: () => FAKE_API_KEY,
    })

  it('saves a waybill and answers its ref, number, price and expected day', async () => {
    const saved = await client().saveWaybill(props)
    expect(saved.ttn).toMatch(/^\d{14}$/)
    expect(saved).toMatchObject({ cost: 70, estimatedDeliveryDate: '25.11.2026' })
    expect(fake.waybills.get(saved.ref)?.ttn).toBe(saved.ttn)
    expect(fake.calls.at(-1)).toMatchObject({ modelName: 'InternetDocument', calledMethod: 'save' })
  })

  it("keeps NP's refusal texts and codes on the error", async () => {
    const error = await client()
      .saveWaybill({ ...props, RecipientsPhone: '123' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NovaPoshtaError)
    expect((error as NovaPoshtaError).apiErrors).toEqual(['RecipientsPhone is invalid'])
    expect((error as NovaPoshtaError).apiCodes).toEqual(['20000203072'])
  })

  it("deletes a waybill at NP, and gives NP's refusal of one whose parcel it has accepted", async () => {
    const kept = await client().saveWaybill(props)
    const gone = await client().saveWaybill(props)
    await client().deleteWaybill(gone.ref)
    expect(fake.waybills.has(gone.ref)).toBe(false)
    expect(fake.calls.at(-1)).toMatchObject({
      modelName: 'InternetDocument',
      calledMethod: 'delete',
      methodProperties: { DocumentRefs: gone.ref },
    })
    fake.handOver(kept.ttn)
    const error = await client()
      .deleteWaybill(kept.ref)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NovaPoshtaError)
    expect((error as NovaPoshtaError).apiErrors).toEqual([
      `Document ${kept.ref} can not be deleted: it is accepted`,
    ])
    expect(fake.waybills.has(kept.ref)).toBe(true)
  })

  it('puts documents on a scan sheet and reports the ones refused', async () => {
    const saved = await client().saveWaybill(props)
    const sheet = await client().insertScanSheet([saved.ref, 'unknown-ref'], '23.11.2026')
    expect(sheet.number).toMatch(/^105-/)
    expect(sheet.refused).toEqual([{ ref: 'unknown-ref', message: 'Document not found' }])
    expect(fake.scanSheets.get(sheet.ref)?.refs).toEqual([saved.ref])
  })

  it('fetches the marking and the scan sheet as PDF bytes', async () => {
    const saved = await client().saveWaybill(props)
    const marking = await printing().printMarking(saved.ttn)
    expect(new TextDecoder().decode(marking.slice(0, 5))).toBe('%PDF-')
    expect(new TextDecoder().decode(marking)).toContain(saved.ttn)
    const sheet = await client().insertScanSheet([saved.ref], '23.11.2026')
    const printed = await printing().printScanSheet(sheet.ref)
    expect(new TextDecoder().decode(printed)).toContain(sheet.number)
  })

  it('refuses a page that is not a PDF and never names the key in its error', async () => {
    const wrong = createNovaPoshtaClient({
      apiUrl: fake.url,
      printUrl: fake.printUrl,
      getApiKey: () => 'secret-wrong-key',
    })
    const error = await wrong.printMarking('20450000100001').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NovaPoshtaError)
    expect(String((error as Error).message)).not.toContain('secret-wrong-key')
    await expect(printing().printMarking('../../etc')).rejects.toThrow(/Некоректний/)
  })
})
