import { jsonOf, startLoopbackService } from '../fake-http/index.mjs'

/**
 * A small Nova Poshta on 127.0.0.1 for tests: one POST endpoint answering the JSON API's
 * envelope (`success`, `data`, `errors`, `warnings`, `info`, the `*Codes` arrays) for the
 * three methods the shop uses. Anything else gets the API's own "method not found" shape.
 */

export const FAKE_API_KEY = 'fake-np-key-0001'

export const CITY_KYIV = '8d5a980d-391c-11dd-90d9-001a92567626'
export const CITY_LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626'

const defaultCities = [
  {
    Description: 'Київ',
    DescriptionRu: 'Киев',
    Ref: CITY_KYIV,
    Area: '71508131-9b87-11de-822f-000c2965ae0e',
  },
  {
    Description: 'Львів',
    DescriptionRu: 'Львов',
    Ref: CITY_LVIV,
    Area: '71508129-9b87-11de-822f-000c2965ae0e',
  },
  {
    Description: 'Київська Русь',
    DescriptionRu: 'Киевская Русь',
    Ref: 'a1b2c3d4-0000-11dd-90d9-001a92567626',
    Area: '',
  },
]

function warehouse(cityRef, n, status) {
  return {
    SiteKey: String(1000 + n),
    Description: `Відділення №${n}: вул. Тестова, ${n}`,
    DescriptionRu: `Отделение №${n}: ул. Тестовая, ${n}`,
    Ref: `${cityRef.slice(0, 8)}-wh-${String(n).padStart(4, '0')}`,
    Number: String(n),
    CityRef: cityRef,
    WarehouseStatus: status,
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  }
}

const defaultWarehouses = [
  warehouse(CITY_KYIV, 1, 'Working'),
  warehouse(CITY_KYIV, 2, 'Working'),
  warehouse(CITY_KYIV, 3, 'Closed'),
  warehouse(CITY_KYIV, 4, 'RepairTemporarilyClosed'),
  warehouse(CITY_LVIV, 1, 'Working'),
]

const defaultDocuments = {
  20450000000001: {
    Status: 'Прибув у відділення',
    StatusCode: '7',
    ScheduledDeliveryDate: '21-11-2026 13:00:00',
  },
  20450000000002: {
    Status: 'Відправлення прямує до міста Київ.',
    StatusCode: '5',
    ScheduledDeliveryDate: '24-11-2026 09:00:00',
  },
}

function envelope(data, errors = []) {
  return {
    success: errors.length === 0,
    data,
    errors,
    warnings: [],
    info: { totalCount: data.length },
    messageCodes: [],
    errorCodes: errors.length ? ['20000200068'] : [],
    warningCodes: [],
    infoCodes: [],
  }
}

/**
 * `unknownDocuments`: how a number it does not know is answered, as Nova Poshta's "not found"
 * (StatusCode 3, the default) or left out of the answer (`'omit'`: a partial answer).
 * @param {{ apiKey?: string, cities?: object[], warehouses?: object[], documents?: Record<string, object>, unknownDocuments?: 'status3' | 'omit' }} [options]
 */
export async function startFakeCarrier(options = {}) {
  const apiKey = options.apiKey ?? FAKE_API_KEY
  const cities = options.cities ?? defaultCities
  const warehouses = options.warehouses ?? defaultWarehouses
  const documents = options.documents ?? defaultDocuments
  /** @type {{ modelName: string, calledMethod: string, methodProperties: any, apiKey: string }[]} */
  const calls = []

  function answer(body) {
    if (body.apiKey !== apiKey) return envelope([], ['API key expired'])
    const props = body.methodProperties ?? {}
    const method = `${body.modelName}.${body.calledMethod}`
    if (method === 'Address.getCities') {
      const needle = String(props.FindByString ?? '').toLowerCase()
      const limit = Number(props.Limit ?? 150)
      return envelope(
        cities.filter((c) => c.Description.toLowerCase().includes(needle)).slice(0, limit),
      )
    }
    if (method === 'Address.getWarehouses') {
      const limit = Number(props.Limit ?? 500)
      const page = Number(props.Page ?? 1)
      const all = warehouses.filter((w) => w.CityRef === props.CityRef)
      return envelope(all.slice((page - 1) * limit, page * limit))
    }
    if (method === 'TrackingDocument.getStatusDocuments') {
      const docs = Array.isArray(props.Documents) ? props.Documents : []
      const answered =
        options.unknownDocuments === 'omit'
          ? docs.filter((d) => documents[d.DocumentNumber] !== undefined)
          : docs
      return envelope(
        answered.map((d) => {
          const known = documents[d.DocumentNumber]
          return known
            ? { Number: d.DocumentNumber, ...known }
            : {
                Number: d.DocumentNumber,
                Status: 'Номер не знайдено',
                StatusCode: '3',
                ScheduledDeliveryDate: '',
              }
        }),
      )
    }
    return envelope([], [`Method ${method} not found`])
  }

  const service = await startLoopbackService(({ method, raw, failure: mode }) => {
    if (method !== 'POST') return { status: 405, json: envelope([], ['Method not allowed']) }
    const body = jsonOf(raw) ?? {}
    calls.push(body)
    return { json: mode === 'api-error' ? envelope([], ['Internal error']) : answer(body) }
  })

  return {
    url: `${service.origin}/v2.0/json/`,
    apiKey,
    calls,
    /** @param {null | 'http500' | 'garbage' | 'hang' | 'api-error'} mode */
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}

// `node tests/fake-carrier/index.mjs` runs it standalone and prints its URL (for manual checks).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeCarrier()
  console.log(`fake Nova Poshta: ${fake.url} (apiKey ${fake.apiKey})`)
}
