import type { CarrierRequest, CarrierResponse } from '../carrier'
import type { ApiRequest, ApiResponse } from './http'
import { msg, textOf } from '../messages'
import { parseAnswer, requestFor } from './map'

/**
 * A carrier lookup through the shop server's own carrier routes (`/apisite/nova_pochta/*`):
 * what web mode does, and what main does for a server whose key it does not hold. `send` is
 * the caller's way to the server. Never throws: a failure is `{ ok: false, message }`.
 */
export async function carrierViaServer(
  send: (req: ApiRequest) => Promise<ApiResponse>,
  req: CarrierRequest,
): Promise<CarrierResponse> {
  try {
    switch (req.op) {
      case 'cities': {
        const key = 'GET /apisite/nova_pochta/get_cities/:query'
        const res = await send(requestFor(key, { params: { query: req.query } }))
        if (!res.ok) return failed(res)
        return { ok: true, op: 'cities', data: parseAnswer(key, res.data).data }
      }
      case 'warehouses': {
        const key = 'GET /apisite/nova_pochta/get_warehouses/:cityRef'
        const res = await send(requestFor(key, { params: { cityRef: req.cityRef } }))
        if (!res.ok) return failed(res)
        return { ok: true, op: 'warehouses', data: parseAnswer(key, res.data).data }
      }
      case 'tracking': {
        const key = 'POST /apisite/nova_pochta/tracking'
        const res = await send(requestFor(key, { body: { documents: req.documents } }))
        if (!res.ok) return failed(res)
        return { ok: true, op: 'tracking', data: parseAnswer(key, res.data).data }
      }
      case 'senders': {
        const key = 'GET /apisite/nova_pochta/get_senders'
        const res = await send(requestFor(key))
        if (!res.ok) return failed(res)
        return { ok: true, op: 'senders', data: parseAnswer(key, res.data).data }
      }
      case 'contacts': {
        const key = 'GET /apisite/nova_pochta/get_contacts/:counterpartyRef'
        const res = await send(
          requestFor(key, { params: { counterpartyRef: req.counterpartyRef } }),
        )
        if (!res.ok) return failed(res)
        return { ok: true, op: 'contacts', data: parseAnswer(key, res.data).data }
      }
      case 'marking': {
        const key = 'GET /apisite/nova_pochta/marking/:ttn'
        const res = await send(requestFor(key, { params: { ttn: req.ttn } }))
        if (!res.ok) return failed(res)
        return { ok: true, op: 'marking', data: parseAnswer(key, res.data).data }
      }
      case 'scan_sheet': {
        const key = 'GET /apisite/nova_pochta/scan_sheet/:ref'
        const res = await send(requestFor(key, { params: { ref: req.ref } }))
        if (!res.ok) return failed(res)
        return { ok: true, op: 'scan_sheet', data: parseAnswer(key, res.data).data }
      }
    }
  } catch {
    const unclear = msg('novaPoshta.serverUnclear')
    return { ok: false, message: textOf(unclear), ...unclear }
  }
}

/** The server's refusal as the carrier's failure: its code kept for the reader's language. */
function failed(res: ApiResponse): CarrierResponse {
  return {
    ok: false,
    message: res.message ?? `HTTP ${res.status}`,
    ...(res.code ? { code: res.code } : {}),
    ...(res.params ? { params: res.params } : {}),
  }
}
