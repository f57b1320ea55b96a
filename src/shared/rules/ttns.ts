import { PARCEL_PATTERNS } from '../search'
import type { RuleResult } from './tasks'

export type ParcelService = 'nova_poshta' | 'ukrposhta' | 'prm'

const [NOVA_POSHTA, UKRPOSHTA, PRM] = PARCEL_PATTERNS

/** The carrier a parcel number belongs to (spec section 5); Nova Poshta when unsure. */
export function parcelService(ttn: string): ParcelService {
  const value = ttn.replace(/\s/g, '')
  if (UKRPOSHTA?.test(value) && !NOVA_POSHTA?.test(value)) return 'ukrposhta'
  if (PRM?.test(value)) return 'prm'
  return 'nova_poshta'
}

/**
 * A TTN about to be stored: spaces pasted inside the number are dropped, and a new TTN without
 * a carrier gets the one its number belongs to (so Ukrposhta parcels are not asked of Nova Poshta).
 */
export function applyTtnRules(input: Record<string, unknown>, partial = false): RuleResult {
  const values = { ...input }
  if (typeof values.ttn === 'string') values.ttn = values.ttn.replace(/\s/g, '').toUpperCase()
  const noService = values.service === undefined || values.service === null || values.service === ''
  if (!partial && noService && typeof values.ttn === 'string' && values.ttn) {
    values.service = parcelService(values.ttn)
  }
  return { values, errors: {} }
}
