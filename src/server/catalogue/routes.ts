import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { CategoryNode } from '@shared/contract/catalogue'
import { queryRows } from '../db/client'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { findPromAccount, promFeed } from './prom-feed'

export const FEED_MESSAGES = { noAccount: 'Немає такого акаунта Prom.' } as const

/** The catalogue's own routes beside the generic table routes (issue 12). */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/categories/get_tree', async () => {
    const rows = await queryRows<CategoryNode>(
      app.shop.db,
      sql`select id, parent_id, title_full, title_uk, type, status, publish, sort
            from categories order by sort, title_full, id`,
    )
    return { data: rows }
  })

  // Public: Prom fetches it. What it may show is written in prom-feed.ts.
  serve(app, 'GET /feeds/prom/:account.xml', async (request, reply) => {
    const key = (request.params as { account?: string }).account ?? ''
    const account = await findPromAccount(app.shop.db, key)
    if (!account) throw new HttpError(404, FEED_MESSAGES.noAccount)
    // The pictures' address as Prom reached this feed (behind a declared proxy, its own).
    const imageBase = `${request.protocol}://${request.host}/feeds/prom/images/`
    const feed = Readable.from(promFeed(app.shop.db, account, app.shop.now(), imageBase))
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(feed)
  })
}
