import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { SystemInfo } from '@shared/system'
import { version } from '../../../package.json'
import { queryRows } from '../db/client'
import { serve } from '../http/serve'

/**
 * The workstation check's view of the server (route `/test`): its version, the database kind,
 * version and size, and its clock. For any signed-in user: nothing in it is a secret, and the
 * desk that misbehaves is rarely the administrator's.
 */
export function registerSystemRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/system/get_info', async (): Promise<{ data: SystemInfo }> => {
    const [row] = await queryRows<{ v: string; size: string | number }>(
      app.shop.db,
      sql`select version() as v, pg_database_size(current_database()) as size`,
    )
    const full = row?.v ?? ''
    // PGlite is PostgreSQL compiled to WebAssembly with Emscripten; its version string says so.
    const kind = /emscripten|wasm/i.test(full) ? 'pglite' : 'postgres'
    return {
      data: {
        version,
        database: {
          kind,
          version: /PostgreSQL ([\d.]+)/.exec(full)?.[1] ?? full.slice(0, 40),
          sizeBytes: Number(row?.size ?? 0),
        },
        time: app.shop.now().toISOString(),
      },
    }
  })
}
