import { carrierKeyBodySchema, carrierRequestSchema, type CarrierResponse } from '@shared/carrier'
import {
  createNovaPoshtaClient,
  NovaPoshtaError,
  runCarrierRequest,
  type CarrierLog,
  type FetchLike,
} from '@shared/nova-poshta'
import type { SessionProxy } from '../session/proxy'

export interface CarrierProxyOptions {
  /** Main's session with the shop server, to read the key through the internal route. */
  session: Pick<SessionProxy, 'internal'>
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

/**
 * The desktop app calls Nova Poshta from main (the renderer connects to nothing but itself),
 * with the key kept in the server's settings and read per lookup through main's session.
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

  return {
    async handle(raw) {
      const req = carrierRequestSchema.safeParse(raw)
      if (!req.success) {
        log('Nova Poshta request refused: invalid payload', req.error)
        return { ok: false, message: 'Некоректний запит до Нової Пошти.' }
      }
      return runCarrierRequest(client, req.data, log)
    },
  }
}
