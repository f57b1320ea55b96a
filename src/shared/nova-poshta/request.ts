import { msg, textOf } from '../messages'
import { bytesToBase64, type CarrierRequest, type CarrierResponse } from '../carrier'
import { NovaPoshtaError, type NovaPoshtaClient } from './client'

export type CarrierLog = (message: string, error: unknown) => void

/**
 * Runs one UI carrier request. Spec section 8: a failed carrier lookup is only logged, never
 * shown, so every failure becomes `{ok: false, message}` plus one log line, and nothing throws.
 */
export async function runCarrierRequest(
  client: NovaPoshtaClient,
  req: CarrierRequest,
  log: CarrierLog,
): Promise<CarrierResponse> {
  try {
    switch (req.op) {
      case 'cities':
        return { ok: true, op: 'cities', data: await client.searchCities(req.query) }
      case 'warehouses':
        return { ok: true, op: 'warehouses', data: await client.getWarehouses(req.cityRef) }
      case 'tracking':
        return { ok: true, op: 'tracking', data: await client.trackDocuments(req.documents) }
      case 'senders':
        return { ok: true, op: 'senders', data: await client.getSenders() }
      case 'contacts':
        return {
          ok: true,
          op: 'contacts',
          data: await client.getContactPersons(req.counterpartyRef),
        }
      case 'marking':
        return {
          ok: true,
          op: 'marking',
          data: { pdf: bytesToBase64(await client.printMarking(req.ttn)) },
        }
      case 'scan_sheet':
        return {
          ok: true,
          op: 'scan_sheet',
          data: { pdf: bytesToBase64(await client.printScanSheet(req.ref)) },
        }
    }
  } catch (error) {
    const said = error instanceof NovaPoshtaError ? error.said : msg('novaPoshta.notDone')
    const message = error instanceof Error ? error.message : textOf(said)
    log(`Nova Poshta ${req.op} lookup failed: ${message}`, error)
    return { ok: false, message, ...said }
  }
}
