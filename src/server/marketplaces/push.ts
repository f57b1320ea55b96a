import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { msg, type Message } from '@shared/messages'
import { storeMessages } from '@shared/messages/stored'
import { isOrderStatus } from '@shared/rules/order-status'
import * as schema from '../db/schema'
import { RESOURCE_TABLES } from '../resources/tables'
import { MarketplaceError } from './http'
import { readImportSettings } from './importer'
import { PROM_CANCEL_REASON, PROM_STATUS_OF, ROZETKA_STATUS_OF } from './mapping'
import { setPromStatus } from './prom'
import { rozetkaSession } from './rozetka'

/**
 * After our status of marketplace orders changed (and committed): the marketplace is told, where
 * the status means one of its own (docs/choices.md). A refusal is not swallowed: it is kept on
 * the order's link (`sync_error`, a stored message) and answered to the desk as a warning,
 * `№{id}: reason` (a message each, `order.statusRefusedFor`); our status stays as the desk set
 * it.
 */
export async function pushStatuses(
  app: FastifyInstance,
  orderIds: readonly number[],
  status: string,
): Promise<Message[]> {
  if (orderIds.length === 0 || !isOrderStatus(status)) return []
  const links = RESOURCE_TABLES.marketplace_orders
  const rows = (await app.shop.db
    .select()
    .from(links.table)
    .where(inArray(schema.marketplace_orders.order_id, [...orderIds]))) as Record<string, unknown>[]
  if (rows.length === 0) return []
  const found = await readImportSettings(app.shop.db, {
    promApiUrl: app.shop.config.promApiUrl ?? null,
    rozetkaApiUrl: app.shop.config.rozetkaApiUrl ?? null,
  })
  const fetch = (input: string, init: RequestInit) => app.shop.fetch(input, init)
  const rozetka = found.rozetka ? rozetkaSession({ ...found.rozetka, fetch }) : null
  const warnings: Message[] = []
  for (const link of rows) {
    const id = String(link.external_id)
    let sent: string | null = null
    let failure: Message | null = null
    try {
      if (link.source === 'prom') {
        const target = PROM_STATUS_OF[status]
        if (!target || target === link.external_status) continue
        const account = found.promAccounts.find((a) => a.key === link.account)
        if (!account?.token) {
          throw new MarketplaceError('auth', 'marketplace.promNoTokenStatus', {
            account: account?.name || String(link.account),
          })
        }
        const reason = PROM_CANCEL_REASON[status]
        await setPromStatus(
          { url: found.promUrl, token: account.token, fetch },
          id,
          target,
          reason ? { reason } : undefined,
        )
        sent = target
      } else if (link.source === 'rozetka') {
        const target = ROZETKA_STATUS_OF[status]
        if (target === undefined || String(target) === link.external_status) continue
        if (!rozetka) {
          throw new MarketplaceError('auth', 'marketplace.rozetkaOffStatus')
        }
        await rozetka.setStatus(id, target)
        sent = String(target)
      } else {
        continue
      }
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error
      failure = error.said
      warnings.push(
        msg('order.statusRefusedFor', { orders: `№${String(link.order_id)}`, reason: error.said }),
      )
    }
    await app.shop.db
      .update(links.table)
      .set({
        ...(sent ? { external_status: sent } : {}),
        sync_error: failure && storeMessages([failure]),
        version: (link.version as number) + 1,
        updated_at: app.shop.now(),
      } as never)
      .where(eq(schema.marketplace_orders.id, link.id as number))
  }
  return warnings
}
