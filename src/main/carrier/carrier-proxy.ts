import {
  carrierAnswerSchemas,
  carrierKeyBodySchema,
  carrierRequestSchema,
  type CarrierRequest,
  type CarrierResponse,
} from '@shared/carrier'
import type { ApiRequest } from '@shared/contract/http'
import {
  createNovaPoshtaClient,
  NovaPoshtaError,
  runCarrierRequest,
  type CarrierLog,
  type FetchLike,
} from '@shared/nova-poshta'
import type { SessionProxy } from '../session/proxy'

export interface CarrierProxyOptions {
  /**
   * Main's session with the shop server: the key through the internal route when main holds
   * the server's secret (its embedded server), or else the server's own carrier routes.
   */
  session: Pick<SessionProxy, 'internal' | 'hasInternalSecret'>
  /** `NOVA_POSHTA_API_URL`, or the real endpoint when unset. */
  apiUrl?: string
  fetch?: FetchLike
  timeoutMs?: number
  /** Spec section 8: failed lookups are only logged. */
  log?: CarrierLog
}

export interface CarrierProxy {
  /** A `carrier:request` from the renderer: `unknown`, validated here. Never throws. */
  handle(raw: unknown): Promise<CarrierResponse>
}

/** The server's carrier route for a lookup (the same ones web mode uses). */
function serverRoute(req: CarrierRequest): ApiRequest {
  switch (req.op) {
    case 'cities':
      return {
        method: 'GET',
        path: `/apisite/nova_pochta/get_cities/${encodeURIComponent(req.query)}`,
      }
    case 'warehouses':
      return {
        method: 'GET',
        path: `/apisite/nova_pochta/get_warehouses/${encodeURIComponent(req.cityRef)}`,
      }
    case 'tracking':
      return {
        method: 'POST',
        path: '/apisite/nova_pochta/tracking',
        body: { documents: req.documents },
      }
  }
}

/**
 * The desktop app calls Nova Poshta from main (the renderer connects to nothing but itself),
 * with the key kept in the server's settings and read per lookup through main's session. A
 * shop server main did not start keeps its key to itself: then main asks that server's carrier
 * routes instead, and the key never leaves the server.
 */
export function createCarrierProxy(options: CarrierProxyOptions): CarrierProxy {
  const log: CarrierLog = options.log ?? ((message, error) => console.warn(message, error))

  async function getApiKey(): Promise<string> {
    const res = await options.session.internal({
      method: 'POST',
      path: '/api/settings/get_carrier_key',
    })
    if (!res.ok) {
      throw new NovaPoshtaError(
        `Не вдалося отримати ключ API Нової Пошти: ${res.message ?? `HTTP ${res.status}`}`,
      )
    }
    const body = carrierKeyBodySchema.safeParse(res.data)
    if (!body.success) throw new NovaPoshtaError('Сервер не дав ключ API Нової Пошти.')
    if (body.data.data.api_key.trim() === '') {
      throw new NovaPoshtaError('Ключ API Нової Пошти не задано в налаштуваннях.')
    }
    return body.data.data.api_key
  }

  const client = createNovaPoshtaClient({
    getApiKey,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })

  async function viaServer(req: CarrierRequest): Promise<CarrierResponse> {
    const res = await options.session.internal(serverRoute(req))
    const failed = (message: string): CarrierResponse => {
      log(`Nova Poshta ${req.op} lookup through the shop server failed: ${message}`, res)
      return { ok: false, message }
    }
    if (!res.ok) return failed(res.message ?? `HTTP ${res.status}`)
    const unclear = 'Нова Пошта: сервер магазину дав незрозумілу відповідь.'
    switch (req.op) {
      case 'cities': {
        const body = carrierAnswerSchemas.cities.safeParse(res.data)
        return body.success ? { ok: true, op: 'cities', data: body.data.data } : failed(unclear)
      }
      case 'warehouses': {
        const body = carrierAnswerSchemas.warehouses.safeParse(res.data)
        return body.success ? { ok: true, op: 'warehouses', data: body.data.data } : failed(unclear)
      }
      case 'tracking': {
        const body = carrierAnswerSchemas.tracking.safeParse(res.data)
        return body.success ? { ok: true, op: 'tracking', data: body.data.data } : failed(unclear)
      }
    }
  }

  return {
    async handle(raw) {
      const req = carrierRequestSchema.safeParse(raw)
      if (!req.success) {
        log('Nova Poshta request refused: invalid payload', req.error)
        return { ok: false, message: 'Некоректний запит до Нової Пошти.' }
      }
      if (!options.session.hasInternalSecret()) return viaServer(req.data)
      return runCarrierRequest(client, req.data, log)
    },
  }
}
