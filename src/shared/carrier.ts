import { z } from 'zod'

/** What the UI asks of the carrier (Nova Poshta), through main or, in web mode, the server. */
export const carrierRequestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('cities'), query: z.string().trim().min(1).max(100) }),
  z.object({ op: z.literal('warehouses'), cityRef: z.string().min(1).max(64) }),
  z.object({
    op: z.literal('tracking'),
    documents: z
      .array(z.object({ ttn: z.string().min(1).max(40), phone: z.string().max(20).optional() }))
      .min(1)
      .max(100),
  }),
  // The printable forms: the 100×100 marking of a TTN, a scan sheet by its ref.
  z.object({ op: z.literal('marking'), ttn: z.string().regex(/^\d{11,20}$/) }),
  z.object({ op: z.literal('scan_sheet'), ref: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }),
  // The sender set up from the key: its counterparties, then one's contact persons.
  z.object({ op: z.literal('senders') }),
  z.object({
    op: z.literal('contacts'),
    counterpartyRef: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  }),
])
export type CarrierRequest = z.infer<typeof carrierRequestSchema>

export const citySchema = z.object({ description: z.string(), ref: z.string() })
export type City = z.infer<typeof citySchema>
export const warehouseSchema = z.object({
  description: z.string(),
  ref: z.string(),
  warehouse_status: z.string(),
})
export type Warehouse = z.infer<typeof warehouseSchema>
export const trackingStatusSchema = z.object({
  ttn: z.string(),
  Status: z.string(),
  StatusCode: z.string(),
  ScheduledDeliveryDate: z.string(),
})
export type TrackingStatus = z.infer<typeof trackingStatusSchema>
/** One of the key's sender counterparties, with the ref of its city (may be empty). */
export const senderCounterpartySchema = z.object({
  ref: z.string(),
  description: z.string(),
  city_ref: z.string(),
})
export type SenderCounterparty = z.infer<typeof senderCounterpartySchema>
export const contactPersonSchema = z.object({
  ref: z.string(),
  description: z.string(),
  phone: z.string(),
})
export type ContactPerson = z.infer<typeof contactPersonSchema>
/** A branch found by its ref, with its city. */
export interface WarehouseCity {
  ref: string
  description: string
  city_ref: string
  city_name: string
}

/** The answers of the server's carrier routes (`/apisite/nova_pochta/*`), by lookup. */
export const carrierAnswerSchemas = {
  cities: z.object({ data: z.array(citySchema) }),
  warehouses: z.object({ data: z.array(warehouseSchema) }),
  tracking: z.object({ data: z.array(trackingStatusSchema) }),
  senders: z.object({ data: z.array(senderCounterpartySchema) }),
  contacts: z.object({ data: z.array(contactPersonSchema) }),
} as const

export type CarrierResponse =
  | { ok: true; op: 'cities'; data: City[] }
  | { ok: true; op: 'warehouses'; data: Warehouse[] }
  | { ok: true; op: 'tracking'; data: TrackingStatus[] }
  | { ok: true; op: 'senders'; data: SenderCounterparty[] }
  | { ok: true; op: 'contacts'; data: ContactPerson[] }
  | { ok: true; op: 'marking' | 'scan_sheet'; data: { pdf: string } }
  /**
   * A failure: `code` and `params` (`@shared/messages`) for the reader's language, `message`
   * the same in Ukrainian (logs; an older server that sends no code).
   */
  | { ok: false; message: string; code?: string; params?: Record<string, unknown> }

/** PDF bytes as base64, the way a printable form crosses IPC and JSON. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const CHUNK = 0x8000
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Body of `POST /apisite/nova_pochta/tracking` (the server route web mode uses). */
export const trackingBodySchema = z.object({
  documents: z
    .array(z.object({ ttn: z.string().min(1).max(40), phone: z.string().max(20).optional() }))
    .min(1)
    .max(100),
})
export type TrackingBody = z.infer<typeof trackingBodySchema>

/**
 * Answer of the main-only `POST /api/settings/get_carrier_key`: the `api.nova_poshta.api_key`
 * setting, so main can call the carrier directly. Empty string when it is not set.
 */
export const carrierKeyBodySchema = z.object({ data: z.object({ api_key: z.string() }) })
export type CarrierKeyBody = z.infer<typeof carrierKeyBodySchema>
