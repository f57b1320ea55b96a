import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResponse } from '@shared/contract/http'
import {
  CITY_KYIV,
  FAKE_API_KEY,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import { createCarrierProxy } from './carrier-proxy'

let fake: FakeCarrier
beforeAll(async () => {
  fake = await startFakeCarrier()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.fail(null)
  fake.calls.length = 0
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

  it('only logs a failed lookup and answers ok: false', async () => {
    fake.fail('http500')
    const log = vi.fn()
    const proxy = createCarrierProxy({ session: goodKey(), apiUrl: fake.url, log })
    const res = await proxy.handle({ op: 'cities', query: 'Київ' })
    expect(res).toEqual({ ok: false, message: 'Нова Пошта відповіла помилкою HTTP 500.' })
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('explains a missing key without calling the carrier', async () => {
    const log = vi.fn()
    const empty = keyAnswer({ status: 200, ok: true, data: { data: { api_key: '' } } })
    const res = await createCarrierProxy({ session: empty, apiUrl: fake.url, log }).handle({
      op: 'cities',
      query: 'Київ',
    })
    expect(res).toEqual({ ok: false, message: 'Ключ API Нової Пошти не задано в налаштуваннях.' })
    const denied = keyAnswer({ status: 401, ok: false, data: null, message: 'Потрібно увійти.' })
    const res2 = await createCarrierProxy({ session: denied, apiUrl: fake.url, log }).handle({
      op: 'cities',
      query: 'Київ',
    })
    expect(res2).toEqual({
      ok: false,
      message: 'Не вдалося отримати ключ API Нової Пошти: Потрібно увійти.',
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
