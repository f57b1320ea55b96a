import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  CITY_KYIV,
  CONTACT_SHOP,
  FAKE_API_KEY,
  SENDER_SHOP,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import { registerCarrierRoutes } from './routes'
import { HttpError, VALIDATION_MESSAGE } from '../http/errors'

let fake: FakeCarrier
let app: FastifyInstance
let apiKey = FAKE_API_KEY
const logged: string[] = []

beforeAll(async () => {
  fake = await startFakeCarrier()
  app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logged.push(line) },
    },
  })
  // As the app answers a refusal (src/server/app.ts): its body, code and parameters.
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).send(error.body())
      : reply.send(error),
  )
  registerCarrierRoutes(app, { apiUrl: fake.url, getApiKey: () => apiKey, timeoutMs: 500 })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await fake.close()
})
afterEach(() => {
  fake.fail(null)
  apiKey = FAKE_API_KEY
  logged.length = 0
  fake.calls.length = 0
})

describe('carrier routes', () => {
  it('GET get_cities/:query answers {data: [{description, ref}]}', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/apisite/nova_pochta/get_cities/${encodeURIComponent('Льв')}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [{ description: 'Львів', ref: 'db5c88f5-391c-11dd-90d9-001a92567626' }],
    })
  })

  it('GET get_warehouses/:cityRef offers only Working ones', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/apisite/nova_pochta/get_warehouses/${CITY_KYIV}`,
    })
    expect(res.statusCode).toBe(200)
    const rows = res.json<{ data: { warehouse_status: string }[] }>().data
    expect(rows).toHaveLength(2)
    expect(rows.every((w) => w.warehouse_status === 'Working')).toBe(true)
  })

  it('GET get_senders and get_contacts/:ref answer the key’s senders and their contacts', async () => {
    const senders = await app.inject({ method: 'GET', url: '/apisite/nova_pochta/get_senders' })
    expect(senders.statusCode).toBe(200)
    const list = senders.json<{ data: { ref: string; description: string }[] }>().data
    expect(list.map((c) => c.description)).toEqual([
      'ФОП Коваленко Ірина Петрівна',
      'Чохли для всіх ТОВ',
    ])
    expect(fake.calls.at(-1)).toMatchObject({
      apiKey: FAKE_API_KEY,
      modelName: 'Counterparty',
      calledMethod: 'getCounterparties',
      methodProperties: { CounterpartyProperty: 'Sender', Page: '1' },
    })
    const contacts = await app.inject({
      method: 'GET',
      url: `/apisite/nova_pochta/get_contacts/${SENDER_SHOP}`,
    })
    expect(contacts.json<{ data: unknown[] }>().data[0]).toEqual({
      ref: CONTACT_SHOP,
      description: 'Мельник Андрій Олегович',
      phone: '380671112233',
    })
    // Not a ref: refused before NP is asked; the key is in no answer.
    fake.calls.length = 0
    const bad = await app.inject({
      method: 'GET',
      url: `/apisite/nova_pochta/get_contacts/${encodeURIComponent('a b')}`,
    })
    expect(bad.statusCode).toBe(422)
    expect(fake.calls).toHaveLength(0)
    expect(senders.body + contacts.body).not.toContain(FAKE_API_KEY)
  })

  it('POST tracking validates the body and answers the statuses', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/apisite/nova_pochta/tracking',
      payload: { documents: [] },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({ message: VALIDATION_MESSAGE })
    expect(fake.calls).toHaveLength(0)

    const res = await app.inject({
      method: 'POST',
      url: '/apisite/nova_pochta/tracking',
      payload: { documents: [{ ttn: '20450000000001' }] },
    })
    expect(res.json()).toEqual({
      data: [
        {
          ttn: '20450000000001',
          Status: 'Прибув у відділення',
          StatusCode: '7',
          ScheduledDeliveryDate: '21-11-2026 13:00:00',
        },
      ],
    })
  })

  it('uses the key read at request time and logs a carrier failure as 502', async () => {
    apiKey = 'stale-key'
    const res = await app.inject({ method: 'GET', url: '/apisite/nova_pochta/get_cities/Kyiv' })
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({
      message: 'Нова Пошта: API key expired.',
      code: 'novaPoshta.refused',
      params: { detail: 'API key expired' },
    })
    expect(logged.join('')).toMatch(/Nova Poshta cities lookup failed/)
  })

  it('does not hang on a silent carrier', async () => {
    fake.fail('hang')
    const res = await app.inject({
      method: 'GET',
      url: `/apisite/nova_pochta/get_warehouses/${CITY_KYIV}`,
    })
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({
      message: 'Нова Пошта не відповідає.',
      code: 'novaPoshta.timeout',
    })
  })
})
