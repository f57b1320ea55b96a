import type { FastifyInstance } from 'fastify'
import { serve } from '../http/serve'
import { limiter } from '../http/throttle'
import { IMPORT_MESSAGES, runImportPass } from './runner'

/** "Fetch now": one pass of the import, on behalf of the user who asked. */
export function registerImportRoutes(app: FastifyInstance): void {
  const throttled = limiter(app, app.shop.throttle.fetchNowPerMinute, 'user', 'throttle.fetchNow')
  serve(
    app,
    'POST /api/import_runs/fetch_now',
    async (request) => {
      const pass = await runImportPass(app, {
        startedBy: String(request.user?.id ?? ''),
        manual: true,
      })
      return {
        data: {
          runs: pass.runs as { id: number; version: number }[],
          skipped: pass.skipped,
          message: pass.skipped ? IMPORT_MESSAGES[pass.skipped] : null,
        },
      }
    },
    { preHandler: throttled },
  )
}
