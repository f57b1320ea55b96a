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
])
export type CarrierRequest = z.infer<typeof carrierRequestSchema>

export interface City {
  description: string
  ref: string
}
export interface Warehouse {
  description: string
  ref: string
  warehouse_status: string
}
export interface TrackingStatus {
  ttn: string
  Status: string
  StatusCode: string
  ScheduledDeliveryDate: string
}

export type CarrierResponse =
  | { ok: true; op: 'cities'; data: City[] }
  | { ok: true; op: 'warehouses'; data: Warehouse[] }
  | { ok: true; op: 'tracking'; data: TrackingStatus[] }
  | { ok: false; message: string }

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
