import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import * as s from '../schemas'
import * as wb from '../waybills'

/** What these routes take and answer: Nova Poshta's lookups through the server, waybills, their labels and scan sheets (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'GET /apisite/nova_pochta/get_cities/:query': { answer: s.carrierAnswerSchemas.cities },
  'GET /apisite/nova_pochta/get_warehouses/:cityRef': { answer: s.carrierAnswerSchemas.warehouses },
  'GET /apisite/nova_pochta/get_senders': { answer: s.carrierAnswerSchemas.senders },
  'GET /apisite/nova_pochta/get_contacts/:counterpartyRef': {
    answer: s.carrierAnswerSchemas.contacts,
  },
  'POST /apisite/nova_pochta/tracking': {
    body: s.trackingBodySchema,
    answer: s.carrierAnswerSchemas.tracking,
  },
  'POST /api/waybills/create': {
    body: wb.waybillCreateBodySchema,
    answer: wb.waybillCreateAnswerSchema,
  },
  'POST /api/waybills/delete': {
    body: wb.waybillDeleteBodySchema,
    answer: wb.waybillDeleteAnswerSchema,
  },
  'POST /api/waybills/get_day': {
    body: wb.waybillDayBodySchema,
    answer: wb.waybillDayAnswerSchema,
  },
  'POST /api/waybills/scan_sheet': {
    body: wb.scanSheetBodySchema,
    answer: wb.scanSheetAnswerSchema,
  },
  'GET /apisite/nova_pochta/marking/:ttn': { answer: wb.pdfAnswerSchema },
  'GET /apisite/nova_pochta/scan_sheet/:ref': { answer: wb.pdfAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
