import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { CategoryNode } from '@shared/contract/catalogue'
import { queryRows } from '../db/client'
import { serve } from '../http/serve'

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
}
