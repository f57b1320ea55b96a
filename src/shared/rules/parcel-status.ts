import type { EnumValue } from '../resources/enums'
import type { OrderStatus } from './order-status'

/**
 * What a carrier's answer about a parcel means to us (docs/choices.md, "Parcels and the orders
 * that follow them"): the stage it shows (one of our four TTN statuses, or none when the answer
 * says nothing of progress) and a problem to show on the card. A stored status only moves
 * forward (`advanceTtnStatus`): "not found" or "deleted" on a parcel that is already at its
 * branch is a problem to look at, never a reason to call it "created" again.
 */

export type TtnStatus = EnumValue<'ttn_status'>
export type ParcelProblem = 'not_found' | 'deleted' | 'refused' | 'returning' | 'unknown'
export const PARCEL_PROBLEMS: readonly ParcelProblem[] = [
  'not_found',
  'deleted',
  'refused',
  'returning',
  'unknown',
]

export interface ParcelReading {
  stage: TtnStatus | null
  problem: ParcelProblem | null
}

const TTN_RANK: Readonly<Record<TtnStatus, number>> = {
  created: 0,
  delivered: 1,
  ready: 2,
  taken: 3,
}

/**
 * Nova Poshta's `TrackingDocument.getStatusDocuments` StatusCode, every documented one. 102,
 * 103 and 108 are refusals after which the parcel goes back; 105 (storage stopped) sends it back
 * too. 106 is "received, and a return delivery (of money or documents) was made": taken.
 */
const NOVA_POSHTA: Readonly<Record<number, ParcelReading>> = {
  1: { stage: 'created', problem: null }, // the sender made the waybill, not handed over yet
  2: { stage: null, problem: 'deleted' },
  3: { stage: null, problem: 'not_found' },
  4: { stage: 'delivered', problem: null }, // in the sender's city
  41: { stage: 'delivered', problem: null }, // in the city (local standard/express)
  5: { stage: 'delivered', problem: null }, // heading to the recipient's city
  6: { stage: 'delivered', problem: null }, // in the recipient's city, expected at the branch
  7: { stage: 'ready', problem: null }, // at the branch
  8: { stage: 'ready', problem: null }, // at the postomat
  9: { stage: 'taken', problem: null }, // received
  10: { stage: 'taken', problem: null }, // received, the money transfer on its way
  11: { stage: 'taken', problem: null }, // received, the money transfer paid out
  12: { stage: 'delivered', problem: null }, // Nova Poshta is completing the parcel
  14: { stage: 'ready', problem: null }, // handed to the recipient for inspection
  101: { stage: 'delivered', problem: null }, // on the way to the recipient (courier)
  102: { stage: null, problem: 'returning' }, // refused, the sender ordered its return
  103: { stage: null, problem: 'returning' }, // refused by the recipient
  104: { stage: 'delivered', problem: null }, // address changed
  105: { stage: null, problem: 'returning' }, // storage stopped
  106: { stage: 'taken', problem: null }, // received, return delivery created
  108: { stage: null, problem: 'returning' }, // refused by the recipient
  111: { stage: 'delivered', problem: null }, // failed delivery attempt, tried again
  112: { stage: 'delivered', problem: null }, // delivery date changed by the recipient
}

/** A Nova Poshta StatusCode read; a code outside the documented list is a problem to show. */
export function novaPoshtaReading(code: string | number | null | undefined): ParcelReading {
  const n = Number(code)
  if (code === null || code === undefined || String(code).trim() === '' || !Number.isInteger(n))
    return { stage: null, problem: 'unknown' }
  return NOVA_POSHTA[n] ?? { stage: null, problem: 'unknown' }
}

/**
 * The words (their stems) by which a Ukrposhta 3xxxx event speaks of a return or a refusal, in
 * Ukrainian and Russian; the server's SQL reads them too (src/server/routes/parcel-problems.ts).
 */
export const UKRPOSHTA_RETURN_WORDS = ['поверн', 'відмов', 'возвр', 'отказ'] as const
const RETURN_WORDS = new RegExp(UKRPOSHTA_RETURN_WORDS.join('|'), 'i')

/**
 * The problems after which a parcel is no longer waiting for its buyer, whatever stage it
 * reached: refused, coming back, not found or deleted at the carrier. An `unknown` answer is
 * not one of them (the carrier said something we cannot read; the parcel stays in sight).
 */
export const NOT_WAITING_PROBLEMS: readonly ParcelProblem[] = [
  'not_found',
  'deleted',
  'refused',
  'returning',
]

/** Nova Poshta's StatusCodes whose reading is one of `problems`. */
export function novaPoshtaCodesOf(problems: readonly ParcelProblem[]): number[] {
  return Object.entries(NOVA_POSHTA)
    .filter(([, r]) => r.problem !== null && problems.includes(r.problem))
    .map(([code]) => Number(code))
}

/**
 * Ukrposhta's event codes (StatusTracking `event`), grouped by stage: 1xxxx accepted, 2xxxx
 * sorted and carried, 3xxxx redirected or sent back, 4xxxx handed over. Within 3xxxx only the
 * event's own words tell a redirection from a return, so a 3xxxx event that speaks of a return
 * or a refusal is one. Handed back to the sender (41010, 41020) is the end of a return.
 */
export function ukrposhtaReading(
  event: string | number | null | undefined,
  text: string | null = null,
): ParcelReading {
  const n = Number(event)
  if (event === null || event === undefined || String(event).trim() === '' || !Number.isInteger(n))
    return { stage: null, problem: 'unknown' }
  // Refused or cancelled at acceptance: the parcel never went.
  if (n === 10400 || (n >= 10600 && n <= 10610)) return { stage: null, problem: 'refused' }
  if (n === 21700 || n === 21400) return { stage: 'ready', problem: null }
  if (n === 41010 || n === 41020) return { stage: 'taken', problem: 'returning' }
  if (n >= 41000 && n < 50000) return { stage: 'taken', problem: null }
  if (n >= 30000 && n < 40000 && RETURN_WORDS.test(text ?? ''))
    return { stage: null, problem: 'returning' }
  if (n >= 10000 && n < 40000) return { stage: 'delivered', problem: null }
  return { stage: null, problem: 'unknown' }
}

/** A stored parcel's reading by its carrier and the code and text of its last answer. */
export function parcelReading(
  service: string,
  code: string | number | null | undefined,
  text: string | null = null,
): ParcelReading {
  if (code === null || code === undefined) return { stage: null, problem: null }
  if (service === 'ukrposhta') return ukrposhtaReading(code, text)
  if (service === 'nova_poshta') return novaPoshtaReading(code)
  return { stage: null, problem: null }
}

/** The status a parcel takes on a carrier's answer: the answer's stage, never a step back. */
export function advanceTtnStatus(before: string, reading: ParcelReading): TtnStatus {
  const was: TtnStatus = before in TTN_RANK ? (before as TtnStatus) : 'created'
  if (!reading.stage) return was
  return TTN_RANK[reading.stage] > TTN_RANK[was] ? reading.stage : was
}

/**
 * The order status a carrier's answer asks of the parcel's order: arrived at the branch,
 * taken, or coming back. Null when it asks nothing (on its way, not found, unknown).
 */
export function orderStatusOfParcel(reading: ParcelReading): OrderStatus | null {
  if (reading.problem === 'returning' || reading.problem === 'refused') return 'return'
  if (reading.stage === 'taken') return 'taken'
  if (reading.stage === 'ready') return 'arrived'
  return null
}

/** Order statuses a parcel may carry on: shipped or about to be (the parcel exists). */
const SHIPPING: readonly OrderStatus[] = ['ready', 'drop_first', 'drop_second', 'sent']

/**
 * Whether an order in `current` follows its parcel to `target`: only forward (a taken order
 * is never taken back to arrived), and a refused order only to `return`. Orders the desk is
 * still talking about (new, problem…) or that are over (taken, return) are left to the desk.
 */
export function orderFollows(current: string, target: OrderStatus): boolean {
  const from = current as OrderStatus
  if (current === target) return false
  switch (target) {
    case 'arrived':
      return SHIPPING.includes(from)
    case 'taken':
      return SHIPPING.includes(from) || from === 'arrived'
    case 'return':
      return SHIPPING.includes(from) || from === 'arrived' || from === 'refusal'
    default:
      return false
  }
}

/** The carrier's name as the server's messages and the action log say it. */
export const CARRIER_NAMES: Readonly<Record<string, string>> = {
  nova_poshta: 'Нова Пошта',
  ukrposhta: 'Укрпошта',
  prm: 'Доставка Prom',
}
