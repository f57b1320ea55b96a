import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResponse } from '@shared/contract/http'
import {
  CITY_KYIV,
  CONTACT_SHOP,
  FAKE_API_KEY,
  SENDER_SHOP,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import type { Message } from '@shared/messages'
import { createMainTexts } from '../i18n/texts'
import { createCarrierProxy } from './carrier-proxy'

let fake: FakeCarrier
beforeAll(async () => {
  fake = await startFakeCarrier()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.fail(null)
  fake.calls.length = 0
  fake.prints.length = 0
})

function keyAnswer(res: ApiResponse) {
  return { internal: vi.fn(async () => res), hasInternalSecret: () => true }
}
const goodKey = () =>
  keyAnswer({ status: 200, ok: true, data: { data: { api_key: FAKE_API_KEY } } })

describe('main carrier proxy against the fake carrier', () => {
  it('reads the key through the internal route and offers only Working warehouses', async () => {
    const session = goodKey()
    const log = vi.fn()
    const proxy = createCarrierProxy({ session, apiUrl: fake.url, log })
    const res = await proxy.handle({ op: 'warehouses', cityRef: CITY_KYIV })
    expect(res).toEqual({
      ok: true,
      op: 'warehouses',
      data: [
        expect.objectContaining({
          description: 'Відділення №1: вул. Тестова, 1',
          warehouse_status: 'Working',
        }),
        expect.objectContaining({
          description: 'Відділення №2: вул. Тестова, 2',
          warehouse_status: 'Working',
        }),
      ],
    })
    expect(session.internal).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/settings/get_carrier_key',
    })
    expect(fake.calls[0]?.apiKey).toBe(FAKE_API_KEY)
    expect(log).not.toHaveBeenCalled()
  })

  it('searches cities and tracks parcels', async () => {
    const proxy = createCarrierProxy({ session: goodKey(), apiUrl: fake.url, log: vi.fn() })
    expect(await proxy.handle({ op: 'cities', query: 'Львів' })).toMatchObject({
      ok: true,
      data: [{ description: 'Львів' }],
    })
    expect(
      await proxy.handle({ op: 'tracking', documents: [{ ttn: '20450000000001' }] }),
    ).toMatchObject({
      ok: true,
      data: [{ ttn: '20450000000001', StatusCode: '7' }],
    })
  })

  it('lists the key’s senders and a sender’s contact persons', async () => {
    const proxy = createCarrierProxy({ session: goodKey(), apiUrl: fake.url, log: vi.fn() })
    expect(await proxy.handle({ op: 'senders' })).toMatchObject({
      ok: true,
      op: 'senders',
      data: [{ description: 'ФОП Коваленко Ірина Петрівна' }, { ref: SENDER_SHOP }],
    })
    expect(await proxy.handle({ op: 'contacts', counterpartyRef: SENDER_SHOP })).toMatchObject({
      ok: true,
      op: 'contacts',
      data: [{ ref: CONTACT_SHOP, phone: '380671112233' }, {}],
    })
    // Not a ref: refused in main, NP not asked.
    fake.calls.length = 0
    expect(await proxy.handle({ op: 'contacts', counterpartyRef: '../x' })).toMatchObject({
      ok: false,
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('only logs a failed lookup and answers ok: false', async () => {
    fake.fail('http500')
    const log = vi.fn()
    const proxy = createCarrierProxy({ session: goodKey(), apiUrl: fake.url, log })
    const res = await proxy.handle({ op: 'cities', query: 'Київ' })
    expect(res).toEqual({
      ok: false,
      message: 'Нова Пошта відповіла помилкою HTTP 500.',
      code: 'novaPoshta.httpError',
      params: { status: 500 },
    })
    // The code is what a Russian desk reads (src/renderer/platform/bridge.tsx renders it).
    expect(createMainTexts('ru').say(res as Message)).toBe('Новая Почта ответила ошибкой HTTP 500.')
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('explains a missing key without calling the carrier', async () => {
    const log = vi.fn()
    const empty = keyAnswer({ status: 200, ok: true, data: { data: { api_key: '' } } })
    const res = await createCarrierProxy({ session: empty, apiUrl: fake.url, log }).handle({
      op: 'cities',
      query: 'Київ',
    })
    expect(res).toMatchObject({
      ok: false,
      message: 'Ключ API Нової Пошти не задано в налаштуваннях.',
      code: 'waybill.noKey',
    })
    const denied = keyAnswer({ status: 401, ok: false, data: null, message: 'Потрібно увійти.' })
    const res2 = await createCarrierProxy({ session: denied, apiUrl: fake.url, log }).handle({
      op: 'cities',
      query: 'Київ',
    })
    expect(res2).toMatchObject({
      ok: false,
      message: 'Не вдалося отримати ключ API Нової Пошти: Потрібно увійти.',
      code: 'novaPoshta.keyFailed',
    })
    expect(fake.calls).toHaveLength(0)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('refuses a payload that fails the schema', async () => {
    const session = goodKey()
    const proxy = createCarrierProxy({ session, apiUrl: fake.url, log: vi.fn() })
    expect(await proxy.handle({ op: 'cities', query: '' })).toEqual({
      ok: false,
      message: 'Некоректний запит до Нової Пошти.',
      code: 'novaPoshta.badRequest',
    })
    expect(await proxy.handle({ op: 'drop' })).toMatchObject({ ok: false })
    expect(session.internal).not.toHaveBeenCalled()
  })
})

describe('main carrier proxy with a shop server main did not start', () => {
  it('asks the server’s carrier routes and never asks for the key', async () => {
    const internal = vi.fn(async () => ({
      status: 200,
      ok: true,
      data: { data: [{ description: 'Київ', ref: CITY_KYIV }] },
    }))
    const proxy = createCarrierProxy({
      session: { internal, hasInternalSecret: () => false },
      apiUrl: fake.url,
      log: vi.fn(),
    })
    const res = await proxy.handle({ op: 'cities', query: 'Київ' })
    expect(res).toEqual({ ok: true, op: 'cities', data: [{ description: 'Київ', ref: CITY_KYIV }] })
    expect(internal).toHaveBeenCalledWith({
      method: 'GET',
      path: `/apisite/nova_pochta/get_cities/${encodeURIComponent('Київ')}`,
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('logs a refusal of the server and shows nothing else', async () => {
    const log = vi.fn()
    const proxy = createCarrierProxy({
      session: {
        internal: vi.fn(async () => ({ status: 502, ok: false, data: null, message: 'Збій НП' })),
        hasInternalSecret: () => false,
      },
      log,
    })
    const res = await proxy.handle({ op: 'tracking', documents: [{ ttn: '20450000000001' }] })
    expect(res).toEqual({ ok: false, message: 'Збій НП' })
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('main carrier proxy fetching the printable forms (desktop path)', () => {
  const decode = (b64: string) => Buffer.from(b64, 'base64').toString('latin1')

  it('fetches the 100×100 marking itself with the key from the server, answers the PDF', async () => {
    const session = goodKey()
    const log = vi.fn()
    const seen: string[] = []
    const proxy = createCarrierProxy({
      session,
      apiUrl: fake.url,
      printUrl: fake.printUrl,
      log,
      fetch: (input, init) => {
        seen.push(input)
        return fetch(input, init)
      },
    })
    const res = await proxy.handle({ op: 'marking', ttn: '20450000100001' })
    expect(res.ok).toBe(true)
    if (!res.ok || res.op !== 'marking') throw new Error('not a marking')
    expect(decode(res.data.pdf).startsWith('%PDF-')).toBe(true)
    expect(decode(res.data.pdf)).toContain('20450000100001')
    expect(fake.prints.at(-1)).toBe('/orders/printMarking100x100/orders[]/20450000100001/type/pdf')
    expect(seen).toHaveLength(1)
    expect(session.internal).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/settings/get_carrier_key',
    })
    // The key went to NP and nowhere else: not into the answer the renderer gets.
    expect(JSON.stringify(res)).not.toContain(FAKE_API_KEY)
    expect(log).not.toHaveBeenCalled()
  })

  it('logs a refused marking without the key and answers a Ukrainian message', async () => {
    const log = vi.fn()
    const session = keyAnswer({
      status: 200,
      ok: true,
      data: { data: { api_key: 'a-secret-wrong-key' } },
    })
    const proxy = createCarrierProxy({ session, apiUrl: fake.url, printUrl: fake.printUrl, log })
    const res = await proxy.handle({ op: 'marking', ttn: '20450000100001' })
    expect(res).toEqual({
      ok: false,
      message: 'Нова Пошта дала маркування не у форматі PDF.',
      code: 'novaPoshta.markingNotPdf',
    })
    expect(createMainTexts('ru').say(res as Message)).toBe(
      'Новая Почта дала маркировку не в формате PDF.',
    )
    expect(log).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(log.mock.calls)).not.toContain('a-secret-wrong-key')
    expect(await proxy.handle({ op: 'marking', ttn: '../../x' })).toMatchObject({ ok: false })
  })

  it('asks the server for the forms of a shop server main did not start', async () => {
    const internal = vi.fn(async () => ({
      status: 200,
      ok: true,
      data: { data: { pdf: Buffer.from('%PDF-1.4 sheet').toString('base64') } },
    }))
    const proxy = createCarrierProxy({
      session: { internal, hasInternalSecret: () => false },
      printUrl: fake.printUrl,
      log: vi.fn(),
    })
    const res = await proxy.handle({ op: 'scan_sheet', ref: '5ca00001-0000' })
    expect(res).toMatchObject({ ok: true, op: 'scan_sheet' })
    expect(internal).toHaveBeenCalledWith({
      method: 'GET',
      path: '/apisite/nova_pochta/scan_sheet/5ca00001-0000',
    })
    expect(fake.prints).toHaveLength(0)
  })
})
