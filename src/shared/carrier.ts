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

/** The answers of the server's carrier routes (`/apisite/nova_pochta/*`), by lookup. */
export const carrierAnswerSchemas = {
  cities: z.object({ data: z.array(citySchema) }),
  warehouses: z.object({ data: z.array(warehouseSchema) }),
  tracking: z.object({ data: z.array(trackingStatusSchema) }),
} as const

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
