import type { FastifyInstance } from 'fastify'
import { ACCESS } from '@shared/access'
import type { StatsBody, StatType } from '@shared/contract/statistics'
import { serve } from '../http/serve'
import { userOf } from '../http/guard'
import { STAT_QUERIES } from '../statistics/queries'
import { todaySummary } from '../statistics/today'

async function answer<T extends StatType>(app: FastifyInstance, type: T, body: StatsBody) {
  const query = STAT_QUERIES[type]
  const group = body.group ?? 'day'
  const period = await query(app.shop.db, { from: body.from, to: body.to }, group)
  const compare =
    body.compare_from && body.compare_to
      ? await query(app.shop.db, { from: body.compare_from, to: body.compare_to }, group)
      : null
  return { data: { period, compare } }
}

/** One route per statistics type (their access: the route map), and the home screen's today. */
export function registerStatisticsRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/statistics/orders', (_r, _p, body) => answer(app, 'orders', body))
  serve(app, 'POST /api/statistics/sales', (_r, _p, body) => answer(app, 'sales', body))
  serve(app, 'POST /api/statistics/products', (_r, _p, body) => answer(app, 'products', body))
  serve(app, 'POST /api/statistics/calls', (_r, _p, body) => answer(app, 'calls', body))
  serve(app, 'POST /api/statistics/cash', (_r, _p, body) => answer(app, 'cash', body))
  serve(app, 'POST /api/statistics/managers', (_r, _p, body) => answer(app, 'managers', body))
  serve(app, 'POST /api/statistics/today', async (request) => {
    const user = userOf(request)
    return {
      data: await todaySummary(app.shop.db, user.id, user.access >= ACCESS.manager, app.shop.now()),
    }
  })
}
