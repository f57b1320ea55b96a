import type { Scheduler } from '../scheduler'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { createNovaPoshtaClient, type NovaPoshtaClient } from '@shared/nova-poshta'
import { ukrainian } from '@shared/messages/ukrainian'
import {
  createUkrposhtaClient,
  DEFAULT_UKRPOSHTA_API_URL,
  UKRPOSHTA_TOKEN_SETTING,
  type UkrposhtaClient,
} from '@shared/ukrposhta'
import type { Db } from '../db/client'
import { settings } from '../db/schema'
import { readCarrierKey } from '../routes/settings'
import type { OrderStatus } from '@shared/rules/order-status'
import { pushStatuses } from '../marketplaces/push'
import { updateAllTtnStatuses } from './ttns'

/** The Nova Poshta client the server's parcel updates use: the configured endpoint and key. */
export function defaultTtnCarrier(app: FastifyInstance): NovaPoshtaClient {
  return createNovaPoshtaClient({
    apiUrl: app.shop.config.novaPoshtaApiUrl,
    getApiKey: () => readCarrierKey(app.shop.db),
    fetch: (input, init) => app.shop.fetch(input, init),
    retryWaitMs: app.shop.config.outsideRetryWaitMs,
  })
}

/** The Ukrposhta tracking token (a secret setting), or '' when none is set. */
export async function readUkrposhtaToken(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, UKRPOSHTA_TOKEN_SETTING))
    .limit(1)
  return row?.value.trim() ?? ''
}

/** The Ukrposhta tracking client of the server: the configured endpoint and the token setting. */
export function defaultUkrposhta(app: FastifyInstance): UkrposhtaClient {
  return createUkrposhtaClient({
    apiUrl: app.shop.config.ukrposhtaApiUrl ?? DEFAULT_UKRPOSHTA_API_URL,
    getToken: () => readUkrposhtaToken(app.shop.db),
    fetch: (input, init) => app.shop.fetch(input, init),
    retryWaitMs: app.shop.config.outsideRetryWaitMs,
  })
}

/**
 * The server's own `update_status_all` every `minutes` (TTN_REFRESH_MINUTES), so the ready-TTN
 * informer, the tray badge and the panel's switch to tracking follow the parcels with nobody
 * pressing a button. A run that is still going when the next is due is not doubled; a failure
 * (carrier down, no key yet) is logged by the scheduler and the next run tries again. A job of
 * the server's scheduler; returns its stop function.
 */
export function scheduleTtnRefresh(
  scheduler: Scheduler,
  app: FastifyInstance,
  minutes: number,
  carrier: NovaPoshtaClient = defaultTtnCarrier(app),
  ukrposhta: UkrposhtaClient = defaultUkrposhta(app),
): () => void {
  if (minutes <= 0) return () => {}
  return scheduler.add({
    name: 'ttn-refresh',
    everyMs: minutes * 60_000,
    run: async () => {
      // Without a carrier's key there is nothing to ask it: no failed call every few minutes.
      const withNp = (await readCarrierKey(app.shop.db)) !== ''
      const withUp = (await readUkrposhtaToken(app.shop.db)) !== ''
      if (!withNp && !withUp) return
      const arrived = await updateAllTtnStatuses(
        { db: app.shop.db, user: null, now: app.shop.now(), sessionKey: null },
        withNp ? carrier : null,
        withUp ? ukrposhta : null,
        { push: parcelPush(app) },
      )
      if (arrived > 0) app.log.info({ arrived }, 'parcels arrived')
    },
  })
}

/**
 * Tells the marketplaces the orders their parcels moved (`pushStatuses`). A marketplace's refusal
 * stays on the order's link (`sync_error`) and is logged here; nobody is at a desk to be told.
 */
export function parcelPush(app: FastifyInstance) {
  return async (orderIds: number[], status: OrderStatus): Promise<void> => {
    try {
      const warnings = await pushStatuses(app, orderIds, status)
      if (warnings.length > 0) {
        const said = warnings.map(ukrainian)
        app.log.warn({ warnings: said }, 'a marketplace refused a parcel status')
      }
    } catch (error) {
      app.log.warn({ err: error }, 'telling the marketplaces the parcels’ orders failed')
    }
  }
}
