import type { RouteSchemas } from '../route-spec'
import type { FixedKey } from '../route-rules'
import * as s from '../schemas'

/** What these routes take and answer: the sign-in, first-run and session routes, the parameters, the informers and the search box: what the first screen of every desk checks (`../route-areas.ts` says which). */
export const SCHEMAS = {
  'GET /health': { answer: s.healthAnswerSchema },
  'POST /login': { body: s.loginBodySchema, answer: s.userAnswerSchema },
  'POST /logout': { answer: s.emptyAnswerSchema },
  'POST /session': { answer: s.sessionAnswerSchema },
  'POST /setup/state': { answer: s.setupStateAnswerSchema },
  'POST /setup/admin': { body: s.adminBodySchema, answer: s.userAnswerSchema },
  'POST /api/settings/get_params': { answer: s.paramsAnswerSchema },
  'POST /api/settings/get_informers': { answer: s.informersAnswerSchema },
  'POST /api/search': { body: s.searchBodySchema, answer: s.searchAnswerSchema },
} as const satisfies { [K in FixedKey]?: RouteSchemas }
