import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import {
  createNovaPoshtaClient,
  NovaPoshtaError,
  type FetchLike,
  type NovaPoshtaClient,
} from '@shared/nova-poshta'

export interface CarrierRoutesOptions {
  /** `NOVA_POSHTA_API_URL`, or the real endpoint when unset. */
  apiUrl?: string
  /** The `api.nova_poshta.api_key` setting, read per request. */
  getApiKey: () => Promise<string> | string
  fetch?: FetchLike
  timeoutMs?: number
  /** The first wait before a lookup is tried again, ms (`ServerConfig.outsideRetryWaitMs`). */
  retryWaitMs?: number | undefined
}

const cityQuerySchema = z.object({ query: z.string().trim().min(1).max(100) })
const cityRefSchema = z.object({ cityRef: z.string().min(1).max(64) })
const counterpartyRefSchema = z.object({
  counterpartyRef: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
})

/**
 * `/apisite/nova_pochta/*`: the carrier lookups for web mode (the desktop app asks main, which
 * calls the carrier itself). Session and marker-header checks are the app's global hooks, as
 * for every non-public route of the contract. Answers `{data: [...]}`; a carrier failure is
 * logged and answered 502 with its code (and a Ukrainian `message`), which the UI only logs.
 */
export function registerCarrierRoutes(app: FastifyInstance, options: CarrierRoutesOptions): void {
  const client: NovaPoshtaClient = createNovaPoshtaClient({
    getApiKey: options.getApiKey,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    retryWaitMs: options.retryWaitMs,
  })

  async function answer<T>(reply: FastifyReply, what: string, run: () => Promise<T>) {
    try {
      return { data: await run() }
    } catch (error) {
      if (!(error instanceof NovaPoshtaError)) throw error
      reply.log.warn({ err: error }, `Nova Poshta ${what} lookup failed`)
      throw new HttpError(502, error.said)
    }
  }

  // The UI builds these paths itself: a bad one is a plain bad request, said by its code.
  function invalid(_reply: FastifyReply, _error: z.ZodError): never {
    throw new HttpError(422, 'http.badRequest')
  }

  serve(app, 'GET /apisite/nova_pochta/get_cities/:query', async (request, reply) => {
    const params = cityQuerySchema.safeParse(request.params)
    if (!params.success) return invalid(reply, params.error)
    return answer(reply, 'cities', () => client.searchCities(params.data.query))
  })

  serve(app, 'GET /apisite/nova_pochta/get_warehouses/:cityRef', async (request, reply) => {
    const params = cityRefSchema.safeParse(request.params)
    if (!params.success) return invalid(reply, params.error)
    return answer(reply, 'warehouses', () => client.getWarehouses(params.data.cityRef))
  })

  // The sender set up from the key: NP's own lists, so no ref is typed by hand.
  serve(app, 'GET /apisite/nova_pochta/get_senders', async (_request, reply) =>
    answer(reply, 'senders', () => client.getSenders()),
  )

  serve(app, 'GET /apisite/nova_pochta/get_contacts/:counterpartyRef', async (request, reply) => {
    const params = counterpartyRefSchema.safeParse(request.params)
    if (!params.success) return invalid(reply, params.error)
    return answer(reply, 'contacts', () => client.getContactPersons(params.data.counterpartyRef))
  })

  serve(app, 'POST /apisite/nova_pochta/tracking', async (_request, reply, body) =>
    answer(reply, 'tracking', () => client.trackDocuments(body.documents)),
  )
}
