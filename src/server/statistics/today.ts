import { sql } from 'drizzle-orm'
import { NOT_SOLD_STATUSES, SHOP_TIME_ZONE, type TodaySummary } from '@shared/contract/statistics'
import { queryRows, type Db } from '../db/client'

const TZ = sql.raw(`'${SHOP_TIME_ZONE}'`)
const NOT_SOLD = sql.raw(NOT_SOLD_STATUSES.map((s) => `'${s}'`).join(', '))

/**
 * The home screen's today (the shop's Kyiv day) in one statement: orders that came in, orders
 * marked sent today (their last change today and their status `sent`), revenue of today's
 * orders that sold, calls that came in, the user's open tasks, parcels ready to collect.
 */
export async function todaySummary(
  db: Db,
  userId: number,
  withRevenue: boolean,
  now: Date,
): Promise<TodaySummary> {
  const start = sql`((${now.toISOString()}::timestamptz at time zone ${TZ})::date)::timestamp at time zone ${TZ}`
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with bounds as (select ${start} as s)
      select (select s at time zone ${TZ} from bounds)::date::text as day,
        (select count(*) from orders, bounds where created_at >= s and created_at < s + interval '1 day')::int as new_orders,
        (select count(*) from orders, bounds where status = 'sent' and updated_at >= s and updated_at < s + interval '1 day')::int as sent,
        (select coalesce(sum(total), 0) from orders, bounds where created_at >= s and created_at < s + interval '1 day' and status not in (${NOT_SOLD}))::float8 as revenue,
        (select count(*) from calls, bounds where created_at >= s and created_at < s + interval '1 day')::int as calls,
        (select count(*) from tasks where status = '0' and instructed_user_id = ${userId})::int as open_tasks,
        (select count(*) from ttns where status = 'ready')::int as ready_ttns`,
  )
  return {
    day: String(row?.day ?? ''),
    new_orders: Number(row?.new_orders ?? 0),
    sent: Number(row?.sent ?? 0),
    revenue: withRevenue ? Math.round(Number(row?.revenue ?? 0) * 100) / 100 : null,
    calls: Number(row?.calls ?? 0),
    open_tasks: Number(row?.open_tasks ?? 0),
    ready_ttns: Number(row?.ready_ttns ?? 0),
  }
}
