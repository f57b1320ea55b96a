import type { FastifyInstance } from 'fastify'
import { serve } from '../http/serve'
import { limiter } from '../http/throttle'
import { ukrainian } from '@shared/messages/ukrainian'
import { SKIPPED_CODES, runImportPass } from './runner'

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
      const code = pass.skipped ? SKIPPED_CODES[pass.skipped] : null
      return {
        data: {
          runs: pass.runs as { id: number; version: number }[],
          skipped: pass.skipped,
          // The UI says `code` in its reader's language; `message` is its Ukrainian.
          message: code ? ukrainian({ code }) : null,
          code,
        },
      }
    },
    { preHandler: throttled },
  )
}
