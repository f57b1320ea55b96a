import { z } from 'zod'
import type { City, TrackingStatus, Warehouse } from '../carrier'

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

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface NovaPoshtaOptions {
  apiUrl?: string
  /** Read per call, so a key changed in the settings is used at once. */
  getApiKey: () => Promise<string> | string
  fetch?: FetchLike
  timeoutMs?: number
}

export class NovaPoshtaError extends Error {
  override name = 'NovaPoshtaError'
}

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()).default([]),
  errors: z.union([z.array(z.string()), z.record(z.string(), z.string())]).default([]),
})

const citySchema = z.object({ Description: z.string(), Ref: z.string() })
const warehouseSchema = z.object({
  Description: z.string(),
  Ref: z.string(),
  WarehouseStatus: z.string().default(''),
})
const statusSchema = z.object({
  Number: z.string(),
  Status: z.string().default(''),
  StatusCode: z.union([z.string(), z.number()]).transform(String).default(''),
  ScheduledDeliveryDate: z.string().default(''),
})

/** Spec section 5: only warehouses with status Working are offered. */
export const WORKING_WAREHOUSE_STATUS = 'Working'

export interface NovaPoshtaClient {
  searchCities(query: string): Promise<City[]>
  getWarehouses(cityRef: string): Promise<Warehouse[]>
  trackDocuments(documents: { ttn: string; phone?: string }[]): Promise<TrackingStatus[]>
}

export function createNovaPoshtaClient(options: NovaPoshtaOptions): NovaPoshtaClient {
  const apiUrl = options.apiUrl ?? NOVA_POSHTA_API_URL
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  async function call(
    modelName: string,
    calledMethod: string,
    methodProperties: Record<string, unknown>,
  ): Promise<unknown[]> {
    const apiKey = await options.getApiKey()
    let response: Response
    try {
      response = await doFetch(apiUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ apiKey, modelName, calledMethod, methodProperties }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new NovaPoshtaError(timedOut ? 'Нова Пошта не відповідає.' : 'Нова Пошта недоступна.', {
        cause: error,
      })
    }
    if (!response.ok) {
      throw new NovaPoshtaError(`Нова Пошта відповіла помилкою HTTP ${response.status}.`)
    }
    const parsed = envelopeSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new NovaPoshtaError('Нова Пошта дала незрозумілу відповідь.')
    const { success, data, errors } = parsed.data
    const messages = Array.isArray(errors) ? errors : Object.values(errors)
    if (!success || messages.length > 0) {
      throw new NovaPoshtaError(`Нова Пошта: ${messages.join('; ') || 'запит не виконано'}.`)
    }
    return data
  }

  function rows<T>(data: unknown[], schema: z.ZodType<T>): T[] {
    // One odd row from the carrier must not hide all the others.
    return data.flatMap((row) => {
      const parsed = schema.safeParse(row)
      return parsed.success ? [parsed.data] : []
    })
  }

  return {
    async searchCities(query) {
      const data = await call('Address', 'getCities', {
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
        const data = await call('Address', 'getWarehouses', {
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

    async trackDocuments(documents) {
      const data = await call('TrackingDocument', 'getStatusDocuments', {
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
