import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import {
  NOT_SOLD_STATUSES,
  STAT_TYPES,
  type StatResult,
  type StatRow,
  type StatType,
} from '@shared/contract/statistics'
import { queryRows } from '../db/client'
import { seedDemo } from '../demo'
import { testDatabases, useTestServer } from '../test/harness'

/** Sums values by key, as a plain reading of the rows would (the check the server must meet). */
function tally<R>(rows: R[], key: (r: R) => string | null, value: (r: R) => number) {
  const out = new Map<string, { count: number; sum: number }>()
  for (const r of rows) {
    const k = key(r) ?? ''
    const t = out.get(k) ?? { count: 0, sum: 0 }
    t.count += 1
    t.sum += value(r)
    out.set(k, t)
  }
  return out
}

const asMap = (rows: StatRow[]) =>
  new Map(rows.map((r) => [r.key, { count: r.count, sum: r.sum }] as const))
const rounded = (m: Map<string, { count: number; sum: number }>) =>
  new Map([...m].map(([k, v]) => [k, { count: v.count, sum: Math.round(v.sum * 100) / 100 }]))

describe.each(testDatabases())('statistics on %s', (kind) => {
  const t = useTestServer(kind)

  const ask = async <T extends StatType>(type: T, body: object, cookie: string) => {
    const res = await t.post(`/api/statistics/${type}`, body, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as { data: { period: StatResult<T>; compare: StatResult<T> | null } }).data
  }

  /** The period the demo shop's orders fall in (the last 61 Kyiv days), and the one before. */
  async function periods() {
    const [row] = await queryRows<{ today: string; from: string; pto: string; pfrom: string }>(
      t.db,
      sql`select (now() at time zone 'Europe/Kyiv')::date::text as today,
        ((now() at time zone 'Europe/Kyiv')::date - 60)::text as from,
        ((now() at time zone 'Europe/Kyiv')::date - 61)::text as pto,
        ((now() at time zone 'Europe/Kyiv')::date - 121)::text as pfrom`,
    )
    return row!
  }

  /** The orders of a period, read row by row. */
  const ordersIn = (from: string, to: string) =>
    queryRows<{
      id: number
      day: string
      status: string
      total: string
      pay_method: string | null
      site: string | null
      order_way: string | null
      user_id: number | null
    }>(
      t.db,
      sql`select id, to_char(created_at at time zone 'Europe/Kyiv', 'YYYY-MM-DD') as day,
        status, total, pay_method, site, order_way, user_id from orders`,
    ).then((rows) => rows.filter((r) => r.day >= from && r.day <= to))

  it('orders and sales equal a direct reading of the orders', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const p = await periods()
    const body = { from: p.from, to: p.today, compare_from: p.pfrom, compare_to: p.pto }
    const rows = await ordersIn(p.from, p.today)
    expect(rows.length).toBeGreaterThan(50)

    const orders = await ask('orders', body, cookie)
    expect(orders.period.totals.count).toBe(rows.length)
    const sum = rows.reduce((s, r) => s + Number(r.total), 0)
    expect(orders.period.totals.sum).toBeCloseTo(sum, 2)
    expect(asMap(orders.period.by_status)).toEqual(
      rounded(
        tally(
          rows,
          (r) => r.status,
          (r) => Number(r.total),
        ),
      ),
    )
    const byDay = rounded(
      tally(
        rows,
        (r) => r.day,
        (r) => Number(r.total),
      ),
    )
    expect(
      new Map(orders.period.series.map((s) => [s.bucket, { count: s.count, sum: s.sum }])),
    ).toEqual(byDay)
    // The pie's parts make up the whole.
    expect(orders.period.by_status.reduce((s, r) => s + r.count, 0)).toBe(rows.length)
    // The comparison period has no demo orders.
    expect(orders.compare?.totals).toEqual({ count: 0, sum: 0 })

    const sold = rows.filter((r) => !(NOT_SOLD_STATUSES as readonly string[]).includes(r.status))
    const sales = await ask('sales', { from: p.from, to: p.today }, cookie)
    expect(sales.compare).toBeNull()
    expect(sales.period.totals.count).toBe(sold.length)
    const revenue = sold.reduce((s, r) => s + Number(r.total), 0)
    expect(sales.period.totals.revenue).toBeCloseTo(revenue, 2)
    expect(sales.period.totals.average).toBeCloseTo(revenue / sold.length, 2)
    expect(asMap(sales.period.by_pay_method)).toEqual(
      rounded(
        tally(
          sold,
          (r) => r.pay_method,
          (r) => Number(r.total),
        ),
      ),
    )
    expect(asMap(sales.period.by_site)).toEqual(
      rounded(
        tally(
          sold,
          (r) => r.site,
          (r) => Number(r.total),
        ),
      ),
    )
    expect(asMap(sales.period.by_source)).toEqual(
      rounded(
        tally(
          sold,
          (r) => r.order_way,
          (r) => Number(r.total),
        ),
      ),
    )

    const weekly = await ask('orders', { from: p.from, to: p.today, group: 'month' }, cookie)
    expect(weekly.period.series.reduce((s, b) => s + b.count, 0)).toBe(rows.length)
    expect(weekly.period.series.every((b) => b.bucket.endsWith('-01'))).toBe(true)

    const managers = await ask('managers', { from: p.from, to: p.today }, cookie)
    const perUser = tally(
      rows,
      (r) => (r.user_id === null ? '' : String(r.user_id)),
      (r) => ((NOT_SOLD_STATUSES as readonly string[]).includes(r.status) ? 0 : Number(r.total)),
    )
    expect(asMap(managers.period.by_user)).toEqual(rounded(perUser))
    const names = await queryRows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from users`,
    )
    for (const row of managers.period.by_user.filter((r) => r.key !== '')) {
      expect(row.label).toBe(names.find((n) => String(n.id) === row.key)?.name)
    }
  })

  it('follows orders as they are edited and deleted', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const p = await periods()
    await t.db.execute(
      sql`update orders set status = 'refusal', total = total + 10, pay_method = null
          where id in (select id from orders order by id limit 10)`,
    )
    await t.db.execute(
      sql`delete from orders where id in (select id from orders order by id desc limit 5)`,
    )
    const rows = await ordersIn(p.from, p.today)
    const body = { from: p.from, to: p.today }
    const orders = await ask('orders', body, cookie)
    expect(orders.period.totals.count).toBe(rows.length)
    expect(asMap(orders.period.by_status)).toEqual(
      rounded(
        tally(
          rows,
          (r) => r.status,
          (r) => Number(r.total),
        ),
      ),
    )
    const sold = rows.filter((r) => !(NOT_SOLD_STATUSES as readonly string[]).includes(r.status))
    const sales = await ask('sales', body, cookie)
    expect(asMap(sales.period.by_pay_method)).toEqual(
      rounded(
        tally(
          sold,
          (r) => r.pay_method,
          (r) => Number(r.total),
        ),
      ),
    )
  })

  it('the items sold per day follow orders and items as they change', async () => {
    await seedDemo(t.db)
    /** The rollup as the triggers keep it, and as a direct reading of the rows gives it. */
    const both = async () => {
      const kept = await queryRows<{ day: string; key: string; quantity: string; total: string }>(
        t.db,
        sql`select day::text, key, quantity::text, total::text from stats_items_daily
          where quantity <> 0 or total <> 0 order by 1, 2`,
      )
      const direct = await queryRows<{ day: string; key: string; quantity: string; total: string }>(
        t.db,
        sql`select (o.created_at at time zone 'Europe/Kyiv')::date::text as day,
            coalesce(i.product_id::text, 't:' || i.title) as key,
            sum(i.quantity)::text as quantity, sum(i.price * i.quantity)::numeric(16, 2)::text as total
          from orders o join order_items i on i.order_id = o.id
          where o.status not in ('refusal', 'not_available', 'return')
          group by 1, 2 order by 1, 2`,
      )
      return { kept, direct }
    }
    const first = await both()
    expect(first.direct.length).toBeGreaterThan(0)
    expect(first.kept).toEqual(first.direct)
    // Sold and unsold in turn, a day moved, items edited, added, moved and removed, orders gone.
    const steps = [
      sql`update orders set status = 'refusal' where id in (select id from orders order by id limit 6)`,
      sql`update orders set status = 'new' where id in (select id from orders order by id limit 3)`,
      sql`update orders set created_at = created_at - interval '3 days'
        where id in (select id from orders order by id desc limit 4)`,
      sql`update orders set comment = 'без змін у продажах' where id in (select id from orders limit 8)`,
      sql`update order_items set quantity = quantity + 2, price = price + 1
        where id in (select id from order_items order by id limit 5)`,
      sql`update order_items set product_id = null where id in (select id from order_items order by id desc limit 2)`,
      sql`update order_items set order_id = (select max(id) from orders)
        where id = (select min(id) from order_items)`,
      sql`insert into order_items (order_id, product_id, title, price, quantity)
        select id, null, 'Скло без товару', 99.5, 3 from orders order by id limit 2`,
      sql`delete from order_items where id in (select id from order_items order by id limit 3 offset 5)`,
      sql`delete from orders where id in (select id from orders order by id desc limit 3)`,
    ]
    for (const step of steps) {
      await t.db.execute(step)
      const { kept, direct } = await both()
      expect(kept).toEqual(direct)
    }
  })

  it('products, calls and the till equal a direct reading of their rows', async () => {
    const cookie = await t.login()
    await seedDemo(t.db)
    const p = await periods()
    const body = { from: p.from, to: p.today }
    const orders = new Map((await ordersIn(p.from, p.today)).map((o) => [o.id, o]))

    const items = (
      await queryRows<{
        order_id: number
        product_id: number | null
        title: string
        price: string
        quantity: number
        type: string | null
        group: string | null
      }>(
        t.db,
        sql`select i.order_id, i.product_id, i.title, i.price, i.quantity, p.type, p."group"
          from order_items i left join products p on p.id = i.product_id`,
      )
    ).filter((i) => {
      const o = orders.get(i.order_id)
      return o && !(NOT_SOLD_STATUSES as readonly string[]).includes(o.status)
    })
    const products = await ask('products', body, cookie)
    const quantity = items.reduce((s, i) => s + i.quantity, 0)
    expect(products.period.totals.quantity).toBe(quantity)
    const byType = new Map<string, { count: number; sum: number }>()
    for (const i of items) {
      const k = i.type ?? ''
      const v = byType.get(k) ?? { count: 0, sum: 0 }
      v.count += i.quantity
      v.sum += Number(i.price) * i.quantity
      byType.set(k, v)
    }
    expect(asMap(products.period.by_type)).toEqual(rounded(byType))
    const top = products.period.top
    expect(top.length).toBeGreaterThan(0)
    expect(top.length).toBeLessThanOrEqual(10)
    const best = top[0]!
    const bestQty = items
      .filter((i) => String(i.product_id) === best.key)
      .reduce((s, i) => s + i.quantity, 0)
    expect(best.count).toBe(bestQty)
    expect(best.label).toBeTruthy()

    const callRows = await queryRows<{ status: string; order_id: number | null; day: string }>(
      t.db,
      sql`select status, order_id, to_char(created_at at time zone 'Europe/Kyiv', 'YYYY-MM-DD') as day
        from calls`,
    )
    const inPeriod = callRows.filter((c) => c.day >= p.from && c.day <= p.today)
    const calls = await ask('calls', body, cookie)
    expect(calls.period.totals).toEqual({
      count: inPeriod.length,
      converted: inPeriod.filter((c) => c.order_id !== null).length,
    })
    expect(asMap(calls.period.by_status)).toEqual(
      tally(
        inPeriod,
        (c) => c.status,
        (c) => (c.order_id === null ? 0 : 1),
      ),
    )

    const flows = (
      await queryRows<{ type: string; category: string; amount: string; date: string }>(
        t.db,
        sql`select type, category, amount, date::text as date from cash_flows`,
      )
    ).filter((f) => f.date >= p.from && f.date <= p.today)
    const cash = await ask('cash', body, cookie)
    const income = flows.filter((f) => f.type === 'income')
    const expense = flows.filter((f) => f.type === 'expense')
    const total = (fs: typeof flows) => fs.reduce((s, f) => s + Number(f.amount), 0)
    expect(cash.period.totals.income).toBeCloseTo(total(income), 2)
    expect(cash.period.totals.expense).toBeCloseTo(total(expense), 2)
    expect(cash.period.totals.balance).toBeCloseTo(total(income) - total(expense), 2)
    expect(asMap(cash.period.income)).toEqual(
      rounded(
        tally(
          income,
          (f) => f.category,
          (f) => Number(f.amount),
        ),
      ),
    )
    expect(asMap(cash.period.expense)).toEqual(
      rounded(
        tally(
          expense,
          (f) => f.category,
          (f) => Number(f.amount),
        ),
      ),
    )
  })

  it('are for managers and above, and refuse a bad period with a message', async () => {
    const packer = await t.login({ login: 'packer', access: ACCESS.packer })
    for (const type of STAT_TYPES) {
      const res = await t.post(
        `/api/statistics/${type}`,
        { from: '2026-11-01', to: '2026-11-30' },
        {
          cookie: packer,
        },
      )
      expect(res.status).toBe(403)
    }
    const manager = await t.login({ login: 'manager', access: ACCESS.manager })
    const bad = await t.post(
      '/api/statistics/orders',
      { from: '2026-11-30', to: '2026-11-01', compare_from: '2026-02-30' },
      { cookie: manager },
    )
    expect(bad.status).toBe(422)
    const errors = (bad.body as { errors: Record<string, string[]> }).errors
    expect(Object.keys(errors).sort()).toEqual(['compare_from', 'compare_to', 'to'])
    const ok = await t.post(
      '/api/statistics/orders',
      { from: '2026-11-01', to: '2026-11-30' },
      {
        cookie: manager,
      },
    )
    expect(ok.status).toBe(200)
  })

  it('today: the home screen’s counts for everyone, revenue for managers only', async () => {
    await seedDemo(t.db)
    const viewer = await t.login({ login: 'viewer', access: ACCESS.viewer })
    const res = await t.post('/api/statistics/today', {}, { cookie: viewer })
    expect(res.status).toBe(200)
    const today = (res.body as { data: Record<string, number | string | null> }).data
    expect(today.revenue).toBeNull()
    const [direct] = await queryRows<Record<string, number>>(
      t.db,
      sql`select
        (select count(*)::int from orders where (created_at at time zone 'Europe/Kyiv')::date = (now() at time zone 'Europe/Kyiv')::date) as new_orders,
        (select count(*)::int from calls where (created_at at time zone 'Europe/Kyiv')::date = (now() at time zone 'Europe/Kyiv')::date) as calls,
        (select count(*)::int from ttns where status = 'ready') as ready_ttns`,
    )
    expect(today).toMatchObject(direct!)
    const manager = await t.login({ login: 'manager', access: ACCESS.manager })
    const asManager = await t.post('/api/statistics/today', {}, { cookie: manager })
    expect(typeof (asManager.body as { data: { revenue: unknown } }).data.revenue).toBe('number')
  })
})
