import { jsonOf, startLoopbackService } from '../fake-http/index.mjs'

/**
 * A small Nova Poshta on 127.0.0.1 for tests: one POST endpoint answering the JSON API's
 * envelope (`success`, `data`, `errors`, `warnings`, `info`, the `*Codes` arrays) for the
 * methods the shop uses, and the printable forms' GET paths of my.novaposhta.ua. Anything else
 * gets the API's own "method not found" shape. Where each answer's shape comes from (the API
 * reference at developers.novaposhta.ua, by model and method):
 * - `Address.getCities`, `Address.getWarehouses` (also as `AddressGeneral`, and by a branch's
 *   `Ref`), `TrackingDocument.getStatusDocuments`;
 * - `Counterparty.getCounterparties` (`CounterpartyProperty`, `Page`): `data: [{Description,
 *   Ref, City, Counterparty, FirstName, LastName, MiddleName, OwnershipFormRef,
 *   OwnershipFormDescription, EDRPOU, CounterpartyType}]`, the key's senders for `Sender`;
 * - `Counterparty.getCounterpartyContactPersons` (`Ref`, `Page`): `data: [{Description, Ref,
 *   Phones, Email, LastName, FirstName, MiddleName}]`;
 * - `InternetDocument.save`: `data: [{Ref, CostOnSite, EstimatedDeliveryDate, IntDocNumber,
 *   TypeDocument}]`; a refusal is `success: false` with `errors` texts naming the property
 *   ("RecipientsPhone is invalid") and their `errorCodes`, as the API answers;
 * - `InternetDocument.delete` (`DocumentRefs`, one ref or a list): `data: [{Ref}]` per document
 *   deleted; a document handed over to NP (`handOver`) or unknown is refused with an error text
 *   and code (the fake's own text: NP's reference gives the shape, not the wording);
 * - `ScanSheet.insertDocuments`: `data: [{Ref, Number, Date, Errors: [{Ref, Error}]}]`;
 * - the printable forms ("Друк документів" of the API reference): the 100×100 marking at
 *   `/orders/printMarking100x100/orders[]/{TTN}/type/pdf/apiKey/{key}` and the scan sheet at
 *   `/scanSheet/printScanSheet/refs[]/{Ref}/type/pdf/apiKey/{key}`, answering a PDF. The
 *   fake's PDFs are small but real (one page, the number in its text).
 * The error codes the fake gives are 11-digit codes of the API's shape; the shop maps a
 * refusal by the property its text names, not by the code.
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

/** The key's sender counterparties and their contact persons (NP's shapes). */
export const SENDER_SHOP = 'c0ffee00-0000-11e4-8c4a-005056801333'
export const SENDER_FOP = 'c0ffee00-0000-11e4-8c4a-005056801444'
export const CONTACT_SHOP = 'c0c0c0c0-0000-11e4-8c4a-005056801333'

const defaultSenders = [
  {
    Description: 'ФОП Коваленко Ірина Петрівна',
    Ref: SENDER_FOP,
    City: CITY_KYIV,
    Counterparty: SENDER_FOP,
    FirstName: 'Ірина',
    LastName: 'Коваленко',
    MiddleName: 'Петрівна',
    OwnershipFormRef: '',
    OwnershipFormDescription: 'ФОП',
    EDRPOU: '',
    CounterpartyType: 'PrivatePerson',
  },
  {
    Description: 'Чохли для всіх ТОВ',
    Ref: SENDER_SHOP,
    City: CITY_LVIV,
    Counterparty: SENDER_SHOP,
    FirstName: '',
    LastName: '',
    MiddleName: '',
    OwnershipFormRef: '7f0f351d-2519-11df-be9a-000c291af1b3',
    OwnershipFormDescription: 'ТОВ',
    EDRPOU: '41234567',
    CounterpartyType: 'Organization',
  },
]

const defaultContacts = {
  [SENDER_SHOP]: [
    {
      Description: 'Мельник Андрій Олегович',
      Ref: CONTACT_SHOP,
      Phones: '380671112233',
      Email: '',
      LastName: 'Мельник',
      FirstName: 'Андрій',
      MiddleName: 'Олегович',
    },
    {
      Description: 'Шевчук Оксана Іванівна',
      Ref: 'c0c0c0c0-0000-11e4-8c4a-005056801334',
      Phones: '380501234567',
      Email: '',
      LastName: 'Шевчук',
      FirstName: 'Оксана',
      MiddleName: 'Іванівна',
    },
  ],
  [SENDER_FOP]: [
    {
      Description: 'Коваленко Ірина Петрівна',
      Ref: 'c0c0c0c0-0000-11e4-8c4a-005056801444',
      Phones: '380931234567',
      Email: '',
      LastName: 'Коваленко',
      FirstName: 'Ірина',
      MiddleName: 'Петрівна',
    },
  ],
}

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

function envelope(data, errors = [], codes) {
  return {
    success: errors.length === 0,
    data,
    errors,
    warnings: [],
    info: { totalCount: data.length },
    messageCodes: [],
    errorCodes: codes ?? (errors.length ? errors.map(() => '20000200068') : []),
    warningCodes: [],
    infoCodes: [],
  }
}

/**
 * A one-page PDF (100×100 mm) whose text says `line`: a real file any PDF reader opens, with
 * its cross-reference table's offsets counted.
 * @param {string} line
 */
export function smallPdf(line) {
  const safe = line.replace(/[^A-Za-z0-9 .:#-]/g, '')
  const stream = `BT /F1 14 Tf 20 150 Td (${safe}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 283] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** NP's refusals of `InternetDocument.save` the fake gives, text and code (see above). */
export const SAVE_ERRORS = {
  phone: ['RecipientsPhone is invalid', '20000203072'],
  weight: ['Weight is invalid', '20000900746'],
  city: ['CityRecipient is empty', '20000202446'],
  sender: ['Sender is empty', '20000200129'],
}

/** @param {Record<string, any>} p */
function saveErrors(p) {
  const found = []
  if (!p.Sender || !p.ContactSender || !p.CitySender || !p.SenderAddress)
    found.push(SAVE_ERRORS.sender)
  // NP takes a mobile number for a private recipient, not a landline.
  if (!/^380(39|50|63|66|67|68|73|9[1-9])\d{7}$/.test(String(p.RecipientsPhone ?? ''))) {
    found.push(SAVE_ERRORS.phone)
  }
  if (!(Number(p.Weight) >= 0.1)) found.push(SAVE_ERRORS.weight)
  if (!p.CityRecipient && !p.RecipientCityName) found.push(SAVE_ERRORS.city)
  return found
}

/**
 * `unknownDocuments`: how a number it does not know is answered, as Nova Poshta's "not found"
 * (StatusCode 3, the default) or left out of the answer (`'omit'`: a partial answer).
 * @param {{ apiKey?: string, cities?: object[], warehouses?: object[], documents?: Record<string, object>, unknownDocuments?: 'status3' | 'omit', firstTtn?: number, senders?: object[], contacts?: Record<string, object[]> }} [options]
 */
export async function startFakeCarrier(options = {}) {
  const apiKey = options.apiKey ?? FAKE_API_KEY
  const cities = options.cities ?? defaultCities
  const warehouses = options.warehouses ?? defaultWarehouses
  const documents = options.documents ?? defaultDocuments
  const senders = options.senders ?? defaultSenders
  const contacts = options.contacts ?? defaultContacts
  /** @type {{ modelName: string, calledMethod: string, methodProperties: any, apiKey: string }[]} */
  const calls = []
  /** Waybills made, by ref: their number and properties. @type {Map<string, { ttn: string, props: any }>} */
  const waybills = new Map()
  /** Scan sheets made, by ref. @type {Map<string, { number: string, refs: string[] }>} */
  const scanSheets = new Map()
  /** Printable forms asked for (the path without the key). @type {string[]} */
  const prints = []
  /** Refs of waybills the parcel of which NP has accepted: they can no longer be deleted. */
  const handedOver = new Set()
  let nextTtn = options.firstTtn ?? 20450000100001
  let nextSheet = 1

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
    if (method === 'Address.getWarehouses' || method === 'AddressGeneral.getWarehouses') {
      const limit = Number(props.Limit ?? 500)
      const page = Number(props.Page ?? 1)
      const all = warehouses
        .filter((w) => !props.CityRef || w.CityRef === props.CityRef)
        .filter((w) => !props.Ref || w.Ref === props.Ref)
        .map((w) => ({
          ...w,
          CityDescription: cities.find((c) => c.Ref === w.CityRef)?.Description ?? '',
        }))
      return envelope(all.slice((page - 1) * limit, page * limit))
    }
    if (method === 'Counterparty.getCounterparties') {
      if (props.CounterpartyProperty !== 'Sender') return envelope([])
      const page = Number(props.Page ?? 1)
      return envelope(senders.slice((page - 1) * 100, page * 100))
    }
    if (method === 'Counterparty.getCounterpartyContactPersons') {
      const page = Number(props.Page ?? 1)
      const found = contacts[String(props.Ref ?? '')]
      if (!found) return envelope([], ['Counterparty not found'], ['20000100154'])
      return envelope(found.slice((page - 1) * 100, page * 100))
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
    if (method === 'InternetDocument.save') {
      const errors = saveErrors(props)
      if (errors.length > 0) {
        return envelope(
          [],
          errors.map((e) => e[0]),
          errors.map((e) => e[1]),
        )
      }
      const ttn = String(nextTtn++)
      const ref = `00000000-0000-0000-0000-${ttn.slice(-12)}`
      waybills.set(ref, { ttn, props })
      return envelope([
        {
          Ref: ref,
          CostOnSite: 70,
          EstimatedDeliveryDate: '25.11.2026',
          IntDocNumber: ttn,
          TypeDocument: 'InternetDocument',
        },
      ])
    }
    if (method === 'InternetDocument.delete') {
      const refs = [props.DocumentRefs].flat().map(String)
      const unknown = refs.find((r) => !waybills.has(r))
      if (unknown) return envelope([], [`Document ${unknown} not found`], ['20000900701'])
      const sent = refs.find((r) => handedOver.has(r))
      if (sent) {
        return envelope(
          [],
          [`Document ${sent} can not be deleted: it is accepted`],
          ['20000900702'],
        )
      }
      for (const r of refs) waybills.delete(r)
      return envelope(refs.map((r) => ({ Ref: r })))
    }
    if (method === 'ScanSheet.insertDocuments') {
      const refs = Array.isArray(props.DocumentRefs) ? props.DocumentRefs.map(String) : []
      if (refs.length === 0) return envelope([], ['DocumentRefs is empty'], ['20000400020'])
      const known = refs.filter((r) => waybills.has(r))
      const ref = `5ca0000${nextSheet}-0000-0000-0000-000000000000`
      const number = `105-${String(nextSheet++).padStart(8, '0')}`
      scanSheets.set(ref, { number, refs: known })
      return envelope([
        {
          Ref: ref,
          Number: number,
          Date: String(props.Date ?? ''),
          Errors: refs
            .filter((r) => !waybills.has(r))
            .map((r) => ({ Ref: r, Error: 'Document not found' })),
          Warnings: [],
        },
      ])
    }
    return envelope([], [`Method ${method} not found`])
  }

  /** GET of a printable form: a PDF when the key and the document are right. */
  function print(path) {
    const marking =
      /^\/orders\/printMarking100x100\/orders\[\]\/([^/]+)\/type\/pdf\/apiKey\/([^/]+)$/.exec(
        decodeURIComponent(path),
      )
    const sheet =
      /^\/scanSheet\/printScanSheet\/refs\[\]\/([^/]+)\/type\/pdf\/apiKey\/([^/]+)$/.exec(
        decodeURIComponent(path),
      )
    const hit = marking ?? sheet
    if (!hit) return { status: 404, body: Buffer.from('<h1>404</h1>'), type: 'text/html' }
    prints.push(decodeURIComponent(path).replace(/\/apiKey\/.*$/, ''))
    // my.novaposhta.ua answers a wrong key with its login page, not with a PDF.
    if (hit[2] !== apiKey) {
      return { body: Buffer.from('<html>Увійдіть</html>'), type: 'text/html' }
    }
    if (marking) return { body: smallPdf(`TTN ${hit[1]} 100x100`), type: 'application/pdf' }
    const found = scanSheets.get(hit[1] ?? '')
    if (!found) return { status: 404, body: Buffer.from('<h1>404</h1>'), type: 'text/html' }
    return { body: smallPdf(`Reestr ${found.number}`), type: 'application/pdf' }
  }

  const service = await startLoopbackService(({ method, path, raw, failure: mode }) => {
    if (method === 'GET') return print(path)
    if (method !== 'POST') return { status: 405, json: envelope([], ['Method not allowed']) }
    const body = jsonOf(raw) ?? {}
    calls.push(body)
    return { json: mode === 'api-error' ? envelope([], ['Internal error']) : answer(body) }
  })

  return {
    url: `${service.origin}/v2.0/json/`,
    printUrl: service.origin,
    apiKey,
    calls,
    waybills,
    scanSheets,
    prints,
    /** NP accepts the parcel of the waybill with this TTN: it can no longer be deleted. */
    handOver: (/** @type {string} */ ttn) => {
      for (const [ref, w] of waybills) if (w.ttn === ttn) handedOver.add(ref)
    },
    /** @param {null | 'http500' | 'garbage' | 'hang' | 'api-error'} mode */
    fail: (mode) => service.fail(mode),
    close: () => service.close(),
  }
}

// `node tests/fake-carrier/index.mjs` runs it standalone and prints its URL (for manual checks).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeCarrier()
  console.log(`fake Nova Poshta: ${fake.url}, print ${fake.printUrl} (apiKey ${fake.apiKey})`)
}
