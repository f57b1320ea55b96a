import { sql, type SQL } from 'drizzle-orm'
import {
  SHOP_TIME_ZONE,
  type StatGroup,
  type StatPoint,
  type StatResult,
  type StatRow,
  type StatType,
} from '@shared/contract/statistics'
import { queryRows, type Db } from '../db/client'

/** A period of whole shop days, both ends included (`yyyy-mm-dd`). */
export interface Period {
  from: string
  to: string
}

// Constants written into the SQL text rather than bound: a grouping expression must be the same
// text in SELECT, GROUP BY and grouping(), and bound parameters get a new number each time.
const TZ = sql.raw(`'${SHOP_TIME_ZONE}'`)

/** `created_at` within the period's Kyiv days, written so the index on `created_at` serves it. */
function createdIn(p: Period, alias = ''): SQL {
  const col = sql.raw(`${alias}created_at`)
  return sql`${col} >= (${p.from}::date)::timestamp at time zone ${TZ}
    and ${col} < ((${p.to}::date + 1)::timestamp at time zone ${TZ})`
}

/** The first day of the bucket a timestamp falls in, as a Kyiv day. */
function bucketOf(group: StatGroup, column: string): SQL {
  return sql.raw(`date_trunc('${group}', ${column} at time zone '${SHOP_TIME_ZONE}')::date`)
}

interface Grouped {
  /** Which grouping set a row belongs to (index into the dimensions), or -1 for the total. */
  set: number
  key: string | null
  label: string | null
  count: number
  sum: number
  extra: number
}

/**
 * One pass over the rows, many breakdowns: `group by grouping sets ((d0), (d1), ..., ())`.
 * Each dimension is an SQL expression; its rows come back as `set` = its index.
 */
async function grouped(
  db: Db,
  opts: {
    from: SQL
    where: SQL
    dims: readonly SQL[]
    count: SQL
    sum: SQL
    /** A third measure (calls that became orders); 0 when not asked. */
    extra?: SQL
    /** A name for the dimension's key (a product's title); null when not asked. */
    label?: SQL
  },
): Promise<Grouped[]> {
  const { dims } = opts
  const keys = dims.map((d, i) => sql`${d}::text as ${sql.identifier(`d${i}`)}`)
  // grouping(d0, d1, ...) has bit (n-1-i) set when dimension i is not grouped in that row.
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(keys, sql`, `)},
        grouping(${sql.join([...dims], sql`, `)})::int as g,
        ${opts.label ?? sql`null`}::text as label,
        (${opts.count})::float8 as count,
        coalesce(${opts.sum}, 0)::float8 as sum,
        coalesce(${opts.extra ?? sql`0`}, 0)::float8 as extra
      from ${opts.from}
      where ${opts.where}
      group by grouping sets (${sql.join([...dims.map((d) => sql`(${d})`), sql`()`], sql`, `)})`,
  )
  const n = dims.length
  return rows.map((r) => {
    const g = Number(r.g)
    let set = -1
    for (let i = 0; i < n; i++) {
      if ((g & (1 << (n - 1 - i))) === 0) set = i
    }
    const key = set >= 0 ? (r[`d${set}`] as string | null) : null
    return {
      set,
      key,
      label: (r.label as string | null) ?? null,
      count: Number(r.count),
      sum: Number(r.sum),
      extra: Number(r.extra),
    }
  })
}

const round2 = (n: number) => Math.round(n * 100) / 100

function rowsOf(all: Grouped[], set: number, value: 'sum' | 'extra' = 'sum'): StatRow[] {
  return all
    .filter((r) => r.set === set)
    .map((r) => ({
      key: r.key ?? '',
      label: r.label,
      count: r.count,
      sum: round2(value === 'sum' ? r.sum : r.extra),
    }))
    .sort((a, b) => b.count - a.count || b.sum - a.sum || a.key.localeCompare(b.key))
}

function seriesOf(all: Grouped[], set: number): StatPoint[] {
  return all
    .filter((r) => r.set === set && r.key !== null)
    .map((r) => ({ bucket: r.key ?? '', count: r.count, sum: round2(r.sum) }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket))
}

function totalOf(all: Grouped[]): Grouped {
  return (
    all.find((r) => r.set === -1) ?? { set: -1, key: null, label: null, count: 0, sum: 0, extra: 0 }
  )
}

type Query<T extends StatType> = (db: Db, p: Period, group: StatGroup) => Promise<StatResult<T>>

/**
 * Orders, sales and managers read `stats_orders_daily` (migration 0006): per Kyiv day and
 * dimension, the orders' count and sum and the sold ones', kept by triggers on `orders`.
 */
type Measure = 'all' | 'sold'

function daily(p: Period, dim: string): SQL {
  return sql`dim = ${dim} and day >= ${p.from}::date and day <= ${p.to}::date`
}

function measures(m: Measure): { count: SQL; sum: SQL } {
  return m === 'all'
    ? { count: sql`sum(orders)`, sum: sql`sum(total)` }
    : { count: sql`sum(sold)`, sum: sql`sum(sold_total)` }
}

/** Some dimensions' rows of the period by key, in one statement; empty keys are left out. */
async function dailyBy<D extends string>(
  db: Db,
  p: Period,
  dims: readonly D[],
  m: Measure,
): Promise<Record<D, StatRow[]>> {
  const { count, sum } = measures(m)
  const rows = await queryRows<{ dim: D; key: string; count: number; sum: number }>(
    db,
    sql`select dim, key, (${count})::float8 as count, (${sum})::float8 as sum
      from stats_orders_daily
      where dim in (${sql.join(
        dims.map((d) => sql`${d}`),
        sql`, `,
      )}) and day >= ${p.from}::date and day <= ${p.to}::date
      group by dim, key having ${count} <> 0 or ${sum} <> 0`,
  )
  const out = Object.fromEntries(dims.map((d) => [d, [] as StatRow[]])) as Record<D, StatRow[]>
  for (const r of rows) {
    out[r.dim].push({ key: r.key, label: null, count: Number(r.count), sum: round2(Number(r.sum)) })
  }
  for (const d of dims) {
    out[d].sort((a, b) => b.count - a.count || b.sum - a.sum || a.key.localeCompare(b.key))
  }
  return out
}

/** The period's time series and totals (every order has one status: that dimension counts each once). */
async function dailySeries(
  db: Db,
  p: Period,
  group: StatGroup,
  m: Measure,
): Promise<{ series: StatPoint[]; count: number; sum: number }> {
  const { count, sum } = measures(m)
  const rows = await queryRows<{ bucket: string; count: number; sum: number }>(
    db,
    sql`select ${sql.raw(`date_trunc('${group}', day::timestamp)::date::text`)} as bucket,
        (${count})::float8 as count, (${sum})::float8 as sum
      from stats_orders_daily where ${daily(p, 'status')}
      group by 1 having ${count} <> 0 or ${sum} <> 0 order by 1`,
  )
  const series = rows.map((r) => ({
    bucket: r.bucket,
    count: Number(r.count),
    sum: round2(Number(r.sum)),
  }))
  return {
    series,
    count: series.reduce((n, r) => n + r.count, 0),
    sum: round2(rows.reduce((n, r) => n + Number(r.sum), 0)),
  }
}

const orders: Query<'orders'> = async (db, p, group) => {
  const series = await dailySeries(db, p, group, 'all')
  const byStatus = (await dailyBy(db, p, ['status'], 'all')).status
  return {
    totals: { count: series.count, sum: series.sum },
    series: series.series,
    by_status: byStatus,
  }
}

const sales: Query<'sales'> = async (db, p, group) => {
  const series = await dailySeries(db, p, group, 'sold')
  const by = await dailyBy(db, p, ['pay_method', 'site', 'order_way'], 'sold')
  return {
    totals: {
      revenue: series.sum,
      count: series.count,
      average: series.count ? round2(series.sum / series.count) : 0,
    },
    series: series.series,
    by_pay_method: by.pay_method,
    by_site: by.site,
    by_source: by.order_way,
  }
}

/** How many best sellers the products statistics lists. */
export const TOP_PRODUCTS = 10

/**
 * Products read `stats_items_daily` (migration 0010): per Kyiv day and product, the items of the
 * orders that sold. A period is a few rows per product and day, whatever the number of orders.
 */
const products: Query<'products'> = async (db, p) => {
  const all = await grouped(db, {
    from: sql`stats_items_daily s left join products pr on pr.id = s.product_id`,
    where: sql`s.day >= ${p.from}::date and s.day <= ${p.to}::date and s.quantity <> 0`,
    // An item whose product is gone is still counted, under its title (`t:` and the title).
    dims: [sql`s.key`, sql`pr.type`, sql`pr."group"`],
    count: sql`sum(s.quantity)`,
    sum: sql`sum(s.total)`,
    label: sql`max(s.title)`,
  })
  const total = totalOf(all)
  const top = rowsOf(all, 0).slice(0, TOP_PRODUCTS)
  const unlabeled = (rows: StatRow[]) => rows.map((r) => ({ ...r, label: null }))
  return {
    totals: { quantity: total.count, sum: round2(total.sum) },
    top,
    by_type: unlabeled(rowsOf(all, 1)),
    by_group: unlabeled(rowsOf(all, 2)),
  }
}

const calls: Query<'calls'> = async (db, p, group) => {
  const all = await grouped(db, {
    from: sql`calls`,
    where: createdIn(p),
    dims: [bucketOf(group, 'created_at'), sql`status`],
    count: sql`count(*)`,
    sum: sql`count(order_id)`,
  })
  const total = totalOf(all)
  return {
    totals: { count: total.count, converted: total.sum },
    // Each bucket's and status's `sum` is how many of its calls became orders.
    series: seriesOf(all, 0),
    by_status: rowsOf(all, 1),
  }
}

const cash: Query<'cash'> = async (db, p, group) => {
  const all = await grouped(db, {
    from: sql`cash_flows`,
    where: sql`date >= ${p.from}::date and date <= ${p.to}::date`,
    dims: [sql.raw(`date_trunc('${group}', date::timestamp)::date`), sql`type || ':' || category`],
    count: sql`count(*)`,
    // Income adds, expense takes away: a bucket's and the total's sum is the balance.
    sum: sql`sum(case when type = 'expense' then -amount else amount end)`,
    extra: sql`sum(case when type = 'expense' then amount else 0 end)`,
  })
  const total = totalOf(all)
  const byCategory = rowsOf(all, 1).map((r) => ({ ...r, sum: Math.abs(r.sum) }))
  const part = (type: 'income' | 'expense') =>
    byCategory
      .filter((r) => r.key.startsWith(`${type}:`))
      .map((r) => ({ ...r, key: r.key.slice(type.length + 1) }))
  const expense = round2(total.extra)
  const balance = round2(total.sum)
  return {
    totals: { income: round2(balance + expense), expense, balance },
    series: seriesOf(all, 0),
    income: part('income'),
    expense: part('expense'),
  }
}

const managers: Query<'managers'> = async (db, p) => {
  const rows = await queryRows<{ key: string; count: number; sum: number; name: string | null }>(
    db,
    sql`select d.key, sum(d.orders)::float8 as count, sum(d.sold_total)::float8 as sum,
        max(u.name) as name
      from stats_orders_daily d
      left join users u on d.key <> '' and u.id::text = d.key
      where ${daily(p, 'user_id')}
      group by d.key having sum(d.orders) <> 0`,
  )
  const byUser = rows
    .map((r) => ({
      key: r.key,
      label: r.name,
      count: Number(r.count),
      sum: round2(Number(r.sum)),
    }))
    .sort((a, b) => b.count - a.count || b.sum - a.sum || a.key.localeCompare(b.key))
  return {
    totals: {
      count: byUser.reduce((n, r) => n + r.count, 0),
      revenue: round2(byUser.reduce((n, r) => n + r.sum, 0)),
    },
    by_user: byUser,
  }
}

export const STAT_QUERIES: { [T in StatType]: Query<T> } = {
  orders,
  sales,
  products,
  calls,
  cash,
  managers,
}
