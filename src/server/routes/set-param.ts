import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { hasAccess } from '@shared/access'
import { SESSION_COOKIE } from '@shared/contract/http'
import { SETTABLE_PARAMS } from '@shared/settings-params'
import { sessionKeyOf } from '../auth/sessions'
import { settings } from '../db/schema'
import { userOf } from '../http/guard'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { RESOURCE_TABLES } from '../resources/tables'
import { storeRecord } from '../resources/write'
import { maskSecret, serializeSettingValue } from '../settings/params'
import { namesSecret } from '../settings/secrets'

/** A zod error as `{ field: [messages] }`, the nested path joined with dots under `value`. */
function valueErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>
  for (const issue of error.issues) {
    const field = ['value', ...issue.path.map(String)].join('.')
    ;(errors[field] ??= []).push(issue.message)
  }
  return { ...errors }
}

/**
 * `POST /api/settings/set_param`: writes one cheat-sheet setting, checked by the key's own level
 * and schema (`SETTABLE_PARAMS`), through the settings table's store (its version, its audit
 * log entry, its cache reset). A key not yet stored is created with its type and title.
 */
export function registerSetParamRoute(app: FastifyInstance): void {
  serve(app, 'POST /api/settings/set_param', async (request, _reply, body) => {
    const user = userOf(request)
    const param = SETTABLE_PARAMS[body.key]
    if (!hasAccess(user, param.level)) throw new HttpError(403, 'http.forbidden')
    const parsed = param.schema.safeParse(body.value)
    if (!parsed.success) throw new HttpError(422, 'common.validation', valueErrors(parsed.error))

    const token = request.cookies[SESSION_COOKIE] ?? ''
    const ctx = {
      db: app.shop.db,
      user,
      now: app.shop.now(),
      sessionKey: token ? sessionKeyOf(token) : null,
    }
    const [row] = await app.shop.db
      .select({ id: settings.id, version: settings.version })
      .from(settings)
      .where(eq(settings.key, body.key))
      .limit(1)
    const value = serializeSettingValue(param.type, parsed.data)
    await storeRecord(
      ctx,
      RESOURCE_TABLES.settings,
      row
        ? { id: row.id, version: row.version, value, type: param.type }
        : { key: body.key, type: param.type, title: param.title, value },
    )
    // A secret goes one way: the answer shows it masked, as get_params does.
    const answer = namesSecret(body.key) ? maskSecret(String(parsed.data)) : parsed.data
    return { data: { key: body.key, value: answer } }
  })
}
