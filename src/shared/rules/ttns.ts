import { text } from '../messages'
import { PARCEL_PATTERNS } from '../search'
import type { RuleResult } from './tasks'

export type ParcelService = 'nova_poshta' | 'ukrposhta' | 'prm'

const [NOVA_POSHTA, UKRPOSHTA, PRM] = PARCEL_PATTERNS

/** Said beside the TTN field when the number fits none of the carriers' patterns. */
export const parcelMessage = () => text('field.parcel')

/** Whether a (cleaned) number is a parcel: Nova Poshta, Ukrposhta or PRM. */
export function isParcel(ttn: string): boolean {
  return PARCEL_PATTERNS.some((re) => re.test(ttn))
}

/** The carrier a parcel number belongs to; Nova Poshta when unsure. */
export function parcelService(ttn: string): ParcelService {
  const value = ttn.replace(/\s/g, '')
  if (UKRPOSHTA?.test(value) && !NOVA_POSHTA?.test(value)) return 'ukrposhta'
  if (PRM?.test(value)) return 'prm'
  return 'nova_poshta'
}

/**
 * A TTN about to be stored: spaces pasted inside the number are dropped, the number must be a
 * parcel, and a new TTN without a carrier gets the one its number belongs to
 * (so Ukrposhta parcels are not asked of Nova Poshta).
 */
export function applyTtnRules(input: Record<string, unknown>, partial = false): RuleResult {
  const values = { ...input }
  const errors: Record<string, string[]> = {}
  if (typeof values.ttn === 'string') {
    const ttn = values.ttn.replace(/\s/g, '').toUpperCase()
    values.ttn = ttn
    if (ttn !== '' && !isParcel(ttn)) errors.ttn = [parcelMessage()]
  }
  const noService = values.service === undefined || values.service === null || values.service === ''
  if (!partial && noService && typeof values.ttn === 'string' && values.ttn) {
    values.service = parcelService(values.ttn)
  }
  return { values, errors }
}

/** Nova Poshta's `dd-mm-yyyy hh:mm:ss` (or `dd.mm.yyyy`, `yyyy-mm-dd`) to `yyyy-mm-dd`. */
export function deliveryDateOf(text: string): string | null {
  const shown = /^(\d{2})[.-](\d{2})[.-](\d{4})/.exec(text.trim())
  if (shown) return `${shown[3]}-${shown[2]}-${shown[1]}`
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text.trim())
  return iso?.[1] ?? null
}

/** The colour of a Nova Poshta status code; null for the codes it leaves out. */
export function npCodeColour(code: string | number | null | undefined): TtnColour | null {
  switch (Number(code)) {
    case 1:
      return 'danger'
    case 5:
    case 6:
      return 'warning'
    case 7:
      return 'success'
    case 9:
      return 'secondary'
    default:
      return null
  }
}

export type TtnColour = 'danger' | 'warning' | 'success' | 'secondary'

/** A card's colour by our TTN status; `taken` also greys the card. */
export const TTN_STATUS_COLOUR: Record<string, TtnColour> = {
  created: 'danger',
  delivered: 'warning',
  ready: 'success',
  taken: 'secondary',
}
