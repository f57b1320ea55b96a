import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { CategoryNode } from '@shared/contract/catalogue'
import { ukrainian } from '@shared/messages/ukrainian'
import { queryRows } from '../db/client'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { limiter } from '../http/throttle'
import { FeedCache, notModified, readFeedStamp } from './feed-cache'
import { feedImageBase, feedSiteBase, findPromAccount, promFeed } from './prom-feed'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prom feeds as last built (the tests count the builds). */
    promFeeds: FeedCache
  }
}

/** The feed's refusal in Ukrainian (`@shared/messages`: `feed.noAccount`). */
export const FEED_MESSAGES = { noAccount: ukrainian({ code: 'feed.noAccount' }) } as const

/** The catalogue's own routes beside the generic table routes. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/categories/get_tree', async () => {
    const rows = await queryRows<CategoryNode>(
      app.shop.db,
      sql`select id, parent_id, title_full, title_uk, type, status, publish, sort
            from categories order by sort, title_full, id`,
    )
    return { data: rows }
  })

  // Public: Prom fetches it. What it may show is written in prom-feed.ts. Built once per
  // change of what it reads (feed-cache.ts), answered 304 to a client that already holds it,
  // and limited per address: an anonymous loop cannot keep the server busy.
  const feeds = new FeedCache()
  app.decorate('promFeeds', feeds)
  const throttled = limiter(app, app.shop.throttle.feedPerMinute, 'address', 'throttle.feed')
  serve(
    app,
    'GET /feeds/prom/:account.xml',
    async (request, reply) => {
      const key = (request.params as { account?: string }).account ?? ''
      const db = app.shop.db
      const account = await findPromAccount(db, key)
      if (!account) throw new HttpError(404, 'feed.noAccount')
      const stamp = await readFeedStamp(db)
      const feed = await feeds.get(account.key, stamp, async () => {
        const imageBase = await feedImageBase(db)
        const siteBase = await feedSiteBase(db)
        const parts: Buffer[] = []
        for await (const piece of promFeed(db, account, app.shop.now(), imageBase, siteBase)) {
          parts.push(Buffer.from(piece, 'utf8'))
        }
        return Buffer.concat(parts)
      })
      reply
        .header('ETag', feed.etag)
        .header('Last-Modified', feed.lastModified.toUTCString())
        // Stored, but asked about every time: a change shows on the next fetch.
        .header('Cache-Control', 'no-cache')
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      if (notModified(feed, header('if-none-match'), header('if-modified-since'))) {
        return reply.code(304).send()
      }
      return reply.header('Content-Type', 'application/xml; charset=utf-8').send(feed.body)
    },
    { preHandler: throttled },
  )
}
