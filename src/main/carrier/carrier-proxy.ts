import { carrierRequestSchema, type CarrierRequest, type CarrierResponse } from '@shared/carrier'
import { carrierViaServer } from '@shared/contract/carrier'
import { parseAnswer, requestFor } from '@shared/contract/map'
import {
  createNovaPoshtaClient,
  NovaPoshtaError,
  runCarrierRequest,
  type CarrierLog,
  type FetchLike,
} from '@shared/nova-poshta'
import { msg, textOf, type Message } from '@shared/messages'
// Its `message` is Ukrainian for the log; the desk says the code in its language.
import '@shared/messages/ukrainian'
import type { SessionProxy } from '../session/proxy'

export interface CarrierProxyOptions {
  /**
   * Main's session with the shop server: the key through the internal route when main holds
   * the server's secret (its embedded server), or else the server's own carrier routes.
   */
  session: Pick<SessionProxy, 'internal' | 'hasInternalSecret'>
  /** `NOVA_POSHTA_API_URL`, or the real endpoint when unset. */
  apiUrl?: string
  /** `NOVA_POSHTA_PRINT_URL`: the printable forms' host, my.novaposhta.ua when unset. */
  printUrl?: string
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
 * with the key kept in the server's settings and read per lookup through main's session. A
 * shop server main did not start keeps its key to itself: then main asks that server's carrier
 * routes instead, and the key never leaves the server.
 */
export function createCarrierProxy(options: CarrierProxyOptions): CarrierProxy {
  const log: CarrierLog = options.log ?? ((message, error) => console.warn(message, error))

  async function getApiKey(): Promise<string> {
    const res = await options.session.internal(requestFor('POST /api/settings/get_carrier_key'))
    if (!res.ok) {
      const detail: Message | string = res.code
        ? ({ code: res.code, params: res.params } as Message)
        : (res.message ?? `HTTP ${res.status}`)
      throw new NovaPoshtaError(msg('novaPoshta.keyFailed', { detail }))
    }
    let key: string
    try {
      key = parseAnswer('POST /api/settings/get_carrier_key', res.data).data.api_key
    } catch {
      throw new NovaPoshtaError(msg('novaPoshta.noKeyAnswer'))
    }
    if (key.trim() === '') {
      throw new NovaPoshtaError(msg('waybill.noKey'))
    }
    return key
  }

  const client = createNovaPoshtaClient({
    getApiKey,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.printUrl ? { printUrl: options.printUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })

  async function viaServer(req: CarrierRequest): Promise<CarrierResponse> {
    const res = await carrierViaServer((r) => options.session.internal(r), req)
    if (!res.ok)
      log(`Nova Poshta ${req.op} lookup through the shop server failed: ${res.message}`, res)
    return res
  }

  return {
    async handle(raw) {
      const req = carrierRequestSchema.safeParse(raw)
      if (!req.success) {
        log('Nova Poshta request refused: invalid payload', req.error)
        const bad = msg('novaPoshta.badRequest')
        return { ok: false, message: textOf(bad), ...bad }
      }
      if (!options.session.hasInternalSecret()) return viaServer(req.data)
      return runCarrierRequest(client, req.data, log)
    },
  }
}
