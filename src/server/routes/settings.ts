import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { settings } from '../db/schema'
import type { Db } from '../db/client'
import { CARRIER_KEY_SETTING, emptySettings, nestSettings, withDefaults } from '../settings/params'
import { registerSetParamRoute } from './set-param'

/** The Nova Poshta key as stored ('' when unset); the carrier routes and main's proxy use it. */
export async function readCarrierKey(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CARRIER_KEY_SETTING))
    .limit(1)
  return row?.value.trim() ?? ''
}

export function registerSettingsRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/settings/get_params', async (request) => {
    const rows = await app.shop.db
      .select({ key: settings.key, type: settings.type, value: settings.value })
      .from(settings)
    // The spec's client receives the settings as a JSON string and parses it itself.
    const nested = withDefaults(emptySettings(), nestSettings(rows))
    return { data: { settings: JSON.stringify(nested), auth: userOf(request) } }
  })

  serve(app, 'POST /api/settings/get_carrier_key', async () => ({
    data: { api_key: await readCarrierKey(app.shop.db) },
  }))

  registerSetParamRoute(app)
}
