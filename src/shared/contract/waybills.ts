import { z } from 'zod'
import { text } from '../messages'
import { waybillOptionsSchema } from '../nova-poshta/waybill'
import { rowSchema } from './schemas'

/**
 * Waybills: an order's express waybill made by the server (it holds the NP key),
 * the day's waybills, the courier's register (NP's scan sheet), and the printable forms.
 */

const id = z.number().int().min(1).max(2_147_483_647)
/** Most waybills one register takes: a busy day's parcels, not a warehouse. */
export const MAX_SCAN_SHEET_DOCUMENTS = 500

export const waybillCreateBodySchema = z.object({
  order_id: id,
  /** Left out: the order's defaults (`waybillDefaults`), as the orders list's bulk action uses. */
  options: waybillOptionsSchema.optional(),
  /** An order that has a TTN already gets a new one only when this says so. */
  recreate: z.boolean().optional(),
})
export type WaybillCreateBody = z.infer<typeof waybillCreateBodySchema>

export const waybillCreateAnswerSchema = z.object({
  data: z.object({
    order: rowSchema,
    ttn: rowSchema,
    /** NP's price of the delivery and the day it expects the parcel at the branch. */
    cost: z.number(),
    estimated_delivery_date: z.string(),
    /**
     * A recreated waybill's predecessor: deleted at NP and taken off the tracking list, or kept
     * with the reason (NP's refusal: its parcel accepted; or a TTN not made in the shop).
     */
    replaced: z
      .object({ ttn: z.string(), deleted: z.boolean(), reason: z.string().optional() })
      .optional(),
  }),
})

export type WaybillCreateAnswer = z.infer<typeof waybillCreateAnswerSchema>['data']

/** A Nova Poshta TTN as a request names it (the marking's path, the delete's body). */
export const npTtnSchema = z.string().regex(/^\d{11,20}$/, 'Номер ТТН: 11–20 цифр')

/** The order's waybill withdrawn: `ttn` is the one the desk saw, refused if no longer the order's. */
export const waybillDeleteBodySchema = z.object({ order_id: id, ttn: npTtnSchema })
export type WaybillDeleteBody = z.infer<typeof waybillDeleteBodySchema>
export const waybillDeleteAnswerSchema = z.object({ data: z.object({ order: rowSchema }) })

export const waybillDayBodySchema = z.object({
  date: z.iso.date('Дата: рррр-мм-дд'),
})
export const dayWaybillSchema = z.object({
  id: z.number(),
  ttn: z.string(),
  np_ref: z.string(),
  scan_sheet: z.string().nullable(),
  created_at: z.string(),
})
export type DayWaybill = z.infer<typeof dayWaybillSchema>
export const waybillDayAnswerSchema = z.object({ data: z.array(dayWaybillSchema) })

export const scanSheetBodySchema = z.object({
  ttn_ids: z
    .array(id)
    .min(1, { error: () => text('field.chooseWaybills') })
    .max(MAX_SCAN_SHEET_DOCUMENTS, {
      error: () => text('field.maxWaybills', { n: MAX_SCAN_SHEET_DOCUMENTS }),
    }),
})
export const scanSheetAnswerSchema = z.object({
  data: z.object({
    ref: z.string(),
    number: z.string(),
    /** How many went on the sheet, and the TTNs NP refused with its reason. */
    count: z.number().int(),
    refused: z.array(z.object({ ttn: z.string(), message: z.string() })),
  }),
})
export type ScanSheetAnswer = z.infer<typeof scanSheetAnswerSchema>['data']

/** A printable form as base64 PDF: it travels in the contract's JSON like any answer. */
export const pdfAnswerSchema = z.object({ data: z.object({ pdf: z.string() }) })
