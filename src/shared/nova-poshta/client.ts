import { z } from 'zod'
import type {
  City,
  ContactPerson,
  SenderCounterparty,
  TrackingStatus,
  Warehouse,
  WarehouseCity,
} from '../carrier'
import { createHttpClient, OutsideHttpError, type FetchLike, type HttpClient } from '../http'
import { msg, textOf, type Message } from '../messages'

/**
 * The Nova Poshta JSON API (https://developers.novaposhta.ua): one POST endpoint taking
 * `{apiKey, modelName, calledMethod, methodProperties}` and answering
 * `{success, data, errors, warnings, ...}`. Used by main's carrier proxy and by the server's
 * `/apisite/nova_pochta/*` routes; `fetch` is injected so tests talk to a fake on loopback.
 */
export const NOVA_POSHTA_API_URL = 'https://api.novaposhta.ua/v2.0/json/'

/** Spec section 9: the city search asks for at most 100 cities. */
export const CITY_SEARCH_LIMIT = 100
const WAREHOUSE_PAGE_LIMIT = 500
const MAX_WAREHOUSE_PAGES = 20
const DEFAULT_TIMEOUT_MS = 15_000
/** NP's counterparty lists come 100 to a page; a shop has a handful of senders. */
const NP_PAGE_SIZE = 100
const MAX_LIST_PAGES = 5

export type { FetchLike }

/** Where NP's printable forms (the marking, the scan sheet) are fetched from. */
export const NOVA_POSHTA_PRINT_URL = 'https://my.novaposhta.ua'

export interface NovaPoshtaOptions {
  apiUrl?: string
  /** `NOVA_POSHTA_PRINT_URL`: the printable forms' host, or the real one when unset. */
  printUrl?: string
  /** Read per call, so a key changed in the settings is used at once. */
  getApiKey: () => Promise<string> | string
  fetch?: FetchLike
  timeoutMs?: number
  /** The first wait before a read is tried again (src/shared/http/client.ts), ms. */
  retryWaitMs?: number | undefined
}

/**
 * A failed call: `said` is what a person reads (a code of `@shared/messages`, NP's own texts a
 * parameter), `message` the same as `text` renders it where it is thrown (the logs).
 */
export class NovaPoshtaError extends Error {
  override name = 'NovaPoshtaError'
  readonly said: Message
  /** The API's own `errors` texts and `errorCodes`, when it refused the call. */
  readonly apiErrors: readonly string[]
  readonly apiCodes: readonly string[]
  constructor(
    said: Message,
    options?: { cause?: unknown; apiErrors?: readonly string[]; apiCodes?: readonly string[] },
  ) {
    super(textOf(said), options?.cause === undefined ? undefined : { cause: options.cause })
    this.said = said
    this.apiErrors = options?.apiErrors ?? []
    this.apiCodes = options?.apiCodes ?? []
  }
}

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()).default([]),
  errors: z.union([z.array(z.string()), z.record(z.string(), z.string())]).default([]),
  errorCodes: z
    .array(z.union([z.string(), z.number()]).transform(String))
    .catch([])
    .default([]),
})

const citySchema = z.object({ Description: z.string(), Ref: z.string() })
const warehouseSchema = z.object({
  Description: z.string(),
  Ref: z.string(),
  WarehouseStatus: z.string().default(''),
})
const savedSchema = z.object({
  Ref: z.string().min(1),
  IntDocNumber: z.union([z.string(), z.number()]).transform(String),
  CostOnSite: z.union([z.string(), z.number()]).transform(Number).catch(0).default(0),
  EstimatedDeliveryDate: z.string().catch('').default(''),
})
/** `Counterparty.getCounterparties`: the key's counterparties (here its senders). */
const counterpartySchema = z.object({
  Ref: z.string().min(1),
  Description: z.string(),
  City: z.string().catch('').default(''),
})
/** `Counterparty.getCounterpartyContactPersons`: a counterparty's contact persons. */
const contactPersonSchema = z.object({
  Ref: z.string().min(1),
  Description: z.string(),
  Phones: z.union([z.string(), z.number()]).transform(String).catch('').default(''),
})
/** `AddressGeneral.getWarehouses` asked by a branch's `Ref`: the branch with its city. */
const warehouseCitySchema = z.object({
  Ref: z.string().min(1),
  Description: z.string(),
  CityRef: z.string().min(1),
  CityDescription: z.string().catch('').default(''),
})
/** `InternetDocument.delete` answers the refs it deleted. */
const deletedSchema = z.object({ Ref: z.string() })
const scanSheetSchema = z.object({
  Ref: z.string().min(1),
  Number: z.union([z.string(), z.number()]).transform(String).catch('').default(''),
  Errors: z
    .array(z.object({ Ref: z.string().catch(''), Error: z.string().catch('') }))
    .catch([])
    .default([]),
})
const statusSchema = z.object({
  Number: z.string(),
  Status: z.string().default(''),
  StatusCode: z.union([z.string(), z.number()]).transform(String).default(''),
  ScheduledDeliveryDate: z.string().default(''),
})

/** Spec section 5: only warehouses with status Working are offered. */
export const WORKING_WAREHOUSE_STATUS = 'Working'

export interface SavedWaybill {
  /** The document's ref (the scan sheet takes refs) and its number, the TTN. */
  ref: string
  ttn: string
  /** The delivery's price, UAH, and the day NP expects it at the branch (`dd.mm.yyyy`). */
  cost: number
  estimatedDeliveryDate: string
}

export interface InsertedScanSheet {
  ref: string
  number: string
  /** Refs NP refused to put on the sheet, each with its reason. */
  refused: { ref: string; message: string }[]
}

export interface NovaPoshtaClient {
  searchCities(query: string): Promise<City[]>
  getWarehouses(cityRef: string): Promise<Warehouse[]>
  /** The branch of this ref with its city (a marketplace order names only the branch). */
  findWarehouse(ref: string): Promise<WarehouseCity | null>
  /** `Counterparty.getCounterparties` with `CounterpartyProperty: Sender`: the key's senders. */
  getSenders(): Promise<SenderCounterparty[]>
  /** `Counterparty.getCounterpartyContactPersons`: the contact persons of a counterparty. */
  getContactPersons(counterpartyRef: string): Promise<ContactPerson[]>
  trackDocuments(documents: { ttn: string; phone?: string }[]): Promise<TrackingStatus[]>
  /** `InternetDocument.save`; a refusal is a NovaPoshtaError with `apiErrors`/`apiCodes`. */
  saveWaybill(properties: Record<string, unknown>): Promise<SavedWaybill>
  /**
   * `InternetDocument.delete`: the waybill `ref` withdrawn at NP (one not yet handed over); a
   * refusal is a NovaPoshtaError with NP's texts.
   */
  deleteWaybill(ref: string): Promise<void>
  /** `ScanSheet.insertDocuments`: a new scan sheet (the courier's register) of these documents. */
  insertScanSheet(documentRefs: string[], date: string): Promise<InsertedScanSheet>
  /** The 100×100 marking of a TTN, as PDF bytes. */
  printMarking(ttn: string): Promise<Uint8Array>
  /** A scan sheet's printable form, as PDF bytes. */
  printScanSheet(ref: string): Promise<Uint8Array>
}

/** A TTN or a ref as a path segment of the printable forms' URLs: digits, latin, `-` only. */
const PRINT_SEGMENT = /^[A-Za-z0-9-]{1,64}$/
const MAX_PDF_BYTES = 10 * 1024 * 1024

/** What the calls below share: the one HTTP client, the addresses, the key. */
interface NpContext {
  http: HttpClient
  apiUrl: string
  printUrl: string
  getApiKey: () => Promise<string> | string
}

/** No answer from NP, in the words the carrier screens show. */
function silence(error: unknown): NovaPoshtaError {
  const timedOut = error instanceof OutsideHttpError && error.code === 'http.timeout'
  return new NovaPoshtaError(msg(timedOut ? 'novaPoshta.timeout' : 'novaPoshta.down'), {
    cause: error,
  })
}

/**
 * One call of the JSON API. `retry`: the method only reads, so repeating it after a lost or
 * failed answer does nothing twice (src/shared/http/client.ts has the rule); a write (a
 * waybill, a register) is sent once.
 */
async function npCall(
  ctx: NpContext,
  method: { model: string; called: string; retry: boolean },
  methodProperties: Record<string, unknown>,
): Promise<unknown[]> {
  const apiKey = await ctx.getApiKey()
  let response: Response
  try {
    response = await ctx.http.send({
      method: 'POST',
      url: ctx.apiUrl,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        apiKey,
        modelName: method.model,
        calledMethod: method.called,
        methodProperties,
      }),
      retry: method.retry,
    })
  } catch (error) {
    throw silence(error)
  }
  if (!response.ok) {
    throw new NovaPoshtaError(msg('novaPoshta.httpError', { status: response.status }))
  }
  const parsed = envelopeSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new NovaPoshtaError(msg('novaPoshta.badAnswer'))
  const { success, data, errors, errorCodes } = parsed.data
  const messages = Array.isArray(errors) ? errors : Object.values(errors)
  if (!success || messages.length > 0) {
    const said =
      messages.length > 0
        ? msg('novaPoshta.refused', { detail: messages.join('; ') })
        : msg('novaPoshta.notDone')
    throw new NovaPoshtaError(said, {
      apiErrors: messages,
      apiCodes: errorCodes,
    })
  }
  return data
}

/** A reading method of the API (safe to retry). */
const read = (model: string, called: string) => ({ model, called, retry: true })
/** A writing method of the API (sent once). */
const write = (model: string, called: string) => ({ model, called, retry: false })

function rows<T>(data: unknown[], schema: z.ZodType<T>): T[] {
  // One odd row from the carrier must not hide all the others.
  return data.flatMap((row) => {
    const parsed = schema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * A printable form: NP puts the key in the path, so the URL is never logged nor put in an
 * error; only its answer's status is. What comes back must be a PDF.
 */
async function npPdf(
  ctx: NpContext,
  path: (key: string) => string,
  what: 'marking' | 'scanSheet',
): Promise<Uint8Array> {
  const apiKey = encodeURIComponent(await ctx.getApiKey())
  let response: Response
  try {
    response = await ctx.http.send({
      method: 'GET',
      url: `${ctx.printUrl}${path(apiKey)}`,
      headers: { Accept: 'application/pdf' },
    })
  } catch (error) {
    throw silence(error instanceof OutsideHttpError ? error : 'fetch failed')
  }
  if (!response.ok) {
    const code = what === 'marking' ? 'novaPoshta.noMarking' : 'novaPoshta.noScanSheetPdf'
    throw new NovaPoshtaError(msg(code, { status: response.status }))
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  const isPdf =
    bytes.length > 4 &&
    bytes[0] === 0x25 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x44 &&
    bytes[3] === 0x46
  if (!isPdf) {
    throw new NovaPoshtaError(
      msg(what === 'marking' ? 'novaPoshta.markingNotPdf' : 'novaPoshta.scanSheetNotPdf'),
    )
  }
  if (bytes.length > MAX_PDF_BYTES) throw new NovaPoshtaError(msg('novaPoshta.pdfTooLarge'))
  return bytes
}

function segment(value: string): string {
  if (!PRINT_SEGMENT.test(value)) throw new NovaPoshtaError(msg('novaPoshta.badDocument'))
  return value
}

type WaybillMethods = Pick<
  NovaPoshtaClient,
  'saveWaybill' | 'deleteWaybill' | 'insertScanSheet' | 'printMarking' | 'printScanSheet'
>

/** The documents: waybills, registers, their printable forms. */
function waybillMethods(ctx: NpContext): WaybillMethods {
  const call = (m: ReturnType<typeof write>, props: Record<string, unknown>) =>
    npCall(ctx, m, props)
  const pdf = (path: (key: string) => string, what: 'marking' | 'scanSheet') =>
    npPdf(ctx, path, what)
  return {
    async saveWaybill(properties) {
      const data = await call(write('InternetDocument', 'save'), properties)
      const saved = savedSchema.safeParse(data[0])
      if (!saved.success) throw new NovaPoshtaError(msg('novaPoshta.noTtn'))
      return {
        ref: saved.data.Ref,
        ttn: saved.data.IntDocNumber,
        cost: saved.data.CostOnSite,
        estimatedDeliveryDate: saved.data.EstimatedDeliveryDate,
      }
    },

    async deleteWaybill(ref) {
      const data = await call(write('InternetDocument', 'delete'), { DocumentRefs: ref })
      const gone = deletedSchema.safeParse(data[0])
      if (!gone.success || gone.data.Ref !== ref) {
        throw new NovaPoshtaError(msg('novaPoshta.notDeleted'))
      }
    },

    async insertScanSheet(documentRefs, date) {
      const data = await call(write('ScanSheet', 'insertDocuments'), {
        DocumentRefs: documentRefs,
        Date: date,
      })
      const sheet = scanSheetSchema.safeParse(data[0])
      if (!sheet.success) throw new NovaPoshtaError(msg('novaPoshta.noScanSheet'))
      return {
        ref: sheet.data.Ref,
        number: sheet.data.Number,
        refused: sheet.data.Errors.map((e) => ({ ref: e.Ref, message: e.Error })),
      }
    },

    async printMarking(ttn) {
      const n = segment(ttn)
      return pdf(
        (key) => `/orders/printMarking100x100/orders[]/${n}/type/pdf/apiKey/${key}`,
        'marking',
      )
    },

    async printScanSheet(ref) {
      const r = segment(ref)
      return pdf(
        (key) => `/scanSheet/printScanSheet/refs[]/${r}/type/pdf/apiKey/${key}`,
        'scanSheet',
      )
    },
  }
}

/** The lookups: cities, branches, senders, their contacts, tracking. */
function lookupMethods(ctx: NpContext): Omit<NovaPoshtaClient, keyof WaybillMethods> {
  const call = (m: ReturnType<typeof read>, props: Record<string, unknown>) => npCall(ctx, m, props)
  return {
    async searchCities(query) {
      const data = await call(read('Address', 'getCities'), {
        FindByString: query.trim(),
        Limit: String(CITY_SEARCH_LIMIT),
        Page: '1',
      })
      return rows(data, citySchema)
        .slice(0, CITY_SEARCH_LIMIT)
        .map((c) => ({ description: c.Description, ref: c.Ref }))
    },

    async getWarehouses(cityRef) {
      const all: z.infer<typeof warehouseSchema>[] = []
      // Big cities have hundreds of branches and lockers: read page after page.
      for (let page = 1; page <= MAX_WAREHOUSE_PAGES; page++) {
        const data = await call(read('Address', 'getWarehouses'), {
          CityRef: cityRef,
          Limit: String(WAREHOUSE_PAGE_LIMIT),
          Page: String(page),
        })
        all.push(...rows(data, warehouseSchema))
        if (data.length < WAREHOUSE_PAGE_LIMIT) break
      }
      return all
        .filter((w) => w.WarehouseStatus === WORKING_WAREHOUSE_STATUS)
        .map((w) => ({
          description: w.Description,
          ref: w.Ref,
          warehouse_status: w.WarehouseStatus,
        }))
    },

    async findWarehouse(ref) {
      const data = await call(read('AddressGeneral', 'getWarehouses'), {
        Ref: ref,
        Limit: '1',
      })
      const found = rows(data, warehouseCitySchema).find((w) => w.Ref === ref)
      return found
        ? {
            ref: found.Ref,
            description: found.Description,
            city_ref: found.CityRef,
            city_name: found.CityDescription,
          }
        : null
    },

    async getSenders() {
      const all: z.infer<typeof counterpartySchema>[] = []
      for (let page = 1; page <= MAX_LIST_PAGES; page++) {
        const data = await call(read('Counterparty', 'getCounterparties'), {
          CounterpartyProperty: 'Sender',
          Page: String(page),
        })
        all.push(...rows(data, counterpartySchema))
        if (data.length < NP_PAGE_SIZE) break
      }
      return all.map((c) => ({ ref: c.Ref, description: c.Description, city_ref: c.City }))
    },

    async getContactPersons(counterpartyRef) {
      const all: z.infer<typeof contactPersonSchema>[] = []
      for (let page = 1; page <= MAX_LIST_PAGES; page++) {
        const data = await call(read('Counterparty', 'getCounterpartyContactPersons'), {
          Ref: counterpartyRef,
          Page: String(page),
        })
        all.push(...rows(data, contactPersonSchema))
        if (data.length < NP_PAGE_SIZE) break
      }
      return all.map((c) => ({ ref: c.Ref, description: c.Description, phone: c.Phones }))
    },

    async trackDocuments(documents) {
      const data = await call(read('TrackingDocument', 'getStatusDocuments'), {
        Documents: documents.map((d) => ({ DocumentNumber: d.ttn, Phone: d.phone ?? '' })),
      })
      return rows(data, statusSchema).map((s) => ({
        ttn: s.Number,
        Status: s.Status,
        StatusCode: s.StatusCode,
        ScheduledDeliveryDate: s.ScheduledDeliveryDate,
      }))
    },
  }
}

export function createNovaPoshtaClient(options: NovaPoshtaOptions): NovaPoshtaClient {
  const ctx: NpContext = {
    http: createHttpClient({
      service: 'Nova Poshta',
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      backoffMs: options.retryWaitMs,
    }),
    apiUrl: options.apiUrl ?? NOVA_POSHTA_API_URL,
    printUrl: (options.printUrl ?? NOVA_POSHTA_PRINT_URL).replace(/\/+$/, ''),
    getApiKey: options.getApiKey,
  }
  return { ...waybillMethods(ctx), ...lookupMethods(ctx) }
}
