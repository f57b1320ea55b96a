import { z } from 'zod'
import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import { backupItemSchema, backupListSchema } from '../backups'
import { categoryTreeAnswerSchema } from '../catalogue'
import { sessionInfoSchema } from '../sessions'
import { systemInfoSchema } from '../../system'
import * as s from '../schemas'
import { setParamAnswerSchema, setParamBodySchema } from '../../settings-params'
import { exportProgressAnswerSchema } from '../exports'
import { fetchNowAnswerSchema } from '../marketplaces'

/** What these routes take and answer: every fixed route no other area names: sessions, backups, settings' writes, the system check, tasks, TTN statuses, exports' progress, the Prom feed, marketplace imports (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'POST /api/system/get_info': { answer: z.object({ data: systemInfoSchema }) },
  'POST /api/sessions/get_sessions': { answer: z.object({ data: z.array(sessionInfoSchema) }) },
  'POST /api/sessions/revoke_others': {
    answer: z.object({ data: z.object({ revoked: z.number().int() }) }),
  },
  'DELETE /api/sessions/:id': { answer: s.emptyAnswerSchema },
  'POST /api/settings/get_carrier_key': { answer: s.carrierKeyBodySchema },
  'POST /api/tasks/set_status/:id/:status': { answer: s.recordAnswerSchema },
  'POST /api/ttns/update_status_all': { answer: s.arrivedAnswerSchema },
  'POST /api/backups/get_backups': { answer: z.object({ data: backupListSchema }) },
  'POST /api/backups/create': { answer: z.object({ data: backupItemSchema }) },
  'POST /api/categories/get_tree': { answer: categoryTreeAnswerSchema },
  'POST /api/settings/set_param': { body: setParamBodySchema, answer: setParamAnswerSchema },
  'GET /feeds/prom/:account.xml': { answer: z.string() },
  'POST /api/exports/progress/:job': { answer: exportProgressAnswerSchema },
  'POST /api/import_runs/fetch_now': { answer: fetchNowAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
