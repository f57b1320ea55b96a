import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN_LOGIN, ADMIN_PASSWORD, startServer, stopServer, type StartedServer } from './server'

/**
 * Each statistics type renders its charts from the demo shop, and every figure it shows equals
 * a direct SQL check: the screen is read on a server of our own over a PGlite folder, the
 * server is stopped, and the folder is then opened here and asked in plain SQL, independent of
 * the server's queries.
 */
test.describe.configure({ mode: 'serial' })

const root = mkdtempSync(join(tmpdir(), 'shop-e2e-stats-'))
const dataDir = join(root, 'data')
let server: StartedServer | null = null

const TYPES = ['orders', 'sales', 'products', 'calls', 'cash', 'managers'] as const
type Type = (typeof TYPES)[number]

/** What the screen showed: totals by field, and each block's table rows by key. */
interface Shown {
  totals: Record<string, number>
  tables: Record<string, Record<string, { count: number; sum: number }>>
}
const shown: Partial<Record<Type, Shown>> = {}

/** The charts each type draws (block data -> chart kind). */
const BLOCKS: Record<Type, Record<string, 'line' | 'bar' | 'pie'>> = {
  orders: { series: 'line', by_status: 'pie' },
  sales: { series: 'line', by_pay_method: 'pie', by_site: 'bar', by_source: 'bar' },
  products: { top: 'bar', by_type: 'pie', by_group: 'pie' },
  calls: { series: 'line', by_status: 'pie' },
  cash: { series: 'bar', income: 'pie', expense: 'pie' },
  managers: { by_user: 'bar' },
}

/** Kyiv's today and 30 days before: the period asked (the demo's orders span 60 days). */
const kyivDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(d)
const to = kyivDay(new Date())
const from = kyivDay(new Date(Date.now() - 30 * 86_400_000))

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ DATA_DIR: dataDir, SHOP_DEMO: '1', BACKUP_EVERY_HOURS: '0' })
})
test.afterAll(async () => {
  if (server) await stopServer(server.child)
  rmSync(root, { recursive: true, force: true })
})

async function readScreen(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const value = (el: Element | null) => Number(el?.getAttribute('data-value'))
    const totals: Record<string, number> = {}
    for (const el of document.querySelectorAll('[data-total]')) {
      totals[el.getAttribute('data-total') ?? ''] = value(el.querySelector('dd'))
    }
    const tables: Shown['tables'] = {}
    for (const block of document.querySelectorAll('[data-block]')) {
      const rows: Record<string, { count: number; sum: number }> = {}
      for (const tr of block.querySelectorAll('tbody tr')) {
        const cells = tr.querySelectorAll('td')
        rows[tr.getAttribute('data-key') ?? ''] = {
          count: value(cells[0] ?? null),
          sum: value(cells[1] ?? null),
        }
      }
      tables[block.getAttribute('data-block') ?? ''] = rows
    }
    return { totals, tables }
  })
}

test('each type renders its charts and tables from the demo shop', async ({ browser }) => {
  test.setTimeout(120_000)
  if (!server) throw new Error('no server')
  const context = await browser.newContext({ baseURL: server.url })
  const errors: string[] = []
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  const login = await context.request.post('/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { login: ADMIN_LOGIN, password: ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const page = await context.newPage()

  for (const type of TYPES) {
    await page.goto(`/statistics/${type}?from=${from}&to=${to}&compare=0`)
    const blocks = BLOCKS[type]
    for (const [data, chart] of Object.entries(blocks)) {
      const block = page.locator(`[data-block="${data}"]`)
      const figure = block.locator(`figure[data-chart="${chart}"]`)
      await expect(figure.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible()
      // The chart drew its marks, not only its axes.
      const marks = { line: '.recharts-line-curve', bar: '.recharts-bar', pie: '.recharts-pie' }
      await expect(figure.locator(marks[chart]).first()).toBeAttached()
      await expect(block.getByRole('table')).toBeVisible()
    }
    await expect(page.locator('[data-block]')).toHaveCount(Object.keys(blocks).length)
    const read = await readScreen(page)
    shown[type] = read

    // Each pie has a slice per row with a value, and its parts make up the total.
    for (const [data, chart] of Object.entries(blocks)) {
      if (chart !== 'pie') continue
      const rows = Object.values(read.tables[data] ?? {})
      const by = type === 'cash' ? 'sum' : 'count'
      const slices = rows.filter((r) => r[by] > 0).length
      await expect(page.locator(`[data-block="${data}"] .recharts-pie-sector`)).toHaveCount(slices)
      const parts = rows.reduce((s, r) => s + r[by], 0)
      const whole =
        type === 'cash'
          ? read.totals[data]
          : type === 'products'
            ? read.totals.quantity
            : read.totals.count
      expect(parts, `${type}/${data}`).toBeCloseTo(whole ?? NaN, 2)
    }
  }
  // A CSV of a table: UTF-8 with a BOM, a header and the total.
  await page.goto(`/statistics/orders?from=${from}&to=${to}&compare=0`)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Експорт CSV: Замовлення за статусами' }).click()
  const file = await (await download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of file) chunks.push(chunk as Buffer)
  const csv = Buffer.concat(chunks)
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n')
  expect(lines[0]).toBe('Назва,Замовлень,Сума замовлень')
  expect(lines.at(-1)).toBe(`Разом,${shown.orders?.totals.count},${shown.orders?.totals.sum}`)
  expect(errors).toEqual([])
  await context.close()
})

test('every figure equals a direct SQL check of the stopped server’s database', async () => {
  test.setTimeout(120_000)
  if (!server) throw new Error('no server')
  await stopServer(server.child)
  server = null
  const db = new PGlite(dataDir)
  try {
    const q = async (text: string) =>
      (await db.query<{ k: string | null; c: number; s: number }>(text, [from, to])).rows
    const byKey = (rows: { k: string | null; c: number; s: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.k ?? '', { count: Number(r.c), sum: Number(r.s) }]))
    const day = `(created_at at time zone 'Europe/Kyiv')::date between $1::date and $2::date`
    const notSold = `status not in ('refusal', 'not_available', 'return')`

    const orders = await q(
      `select status as k, count(*) as c, coalesce(sum(total), 0)::float8 as s from orders where ${day} group by status`,
    )
    expect(shown.orders?.tables.by_status).toEqual(byKey(orders))
    expect(shown.orders?.totals.count).toBe(orders.reduce((n, r) => n + Number(r.c), 0))
    const perDay = await q(
      `select to_char(created_at at time zone 'Europe/Kyiv', 'YYYY-MM-DD') as k, count(*) as c,
         coalesce(sum(total), 0)::float8 as s from orders where ${day} group by 1`,
    )
    const series = Object.fromEntries(
      Object.entries(shown.orders?.tables.series ?? {}).filter(([, v]) => v.count > 0),
    )
    expect(series).toEqual(byKey(perDay))

    const sales = await q(
      `select pay_method as k, count(*) as c, coalesce(sum(total), 0)::float8 as s from orders
       where ${day} and ${notSold} group by pay_method`,
    )
    expect(shown.sales?.tables.by_pay_method).toEqual(byKey(sales))
    const revenue = sales.reduce((n, r) => n + Number(r.s), 0)
    expect(shown.sales?.totals.revenue).toBeCloseTo(revenue, 2)

    const products = await q(
      `select p.type as k, sum(i.quantity) as c, sum(i.price * i.quantity)::float8 as s
       from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
       where (o.created_at at time zone 'Europe/Kyiv')::date between $1::date and $2::date
         and o.${notSold} group by p.type`,
    )
    expect(shown.products?.tables.by_type).toEqual(byKey(products))
    expect(shown.products?.totals.quantity).toBe(products.reduce((n, r) => n + Number(r.c), 0))

    const calls = await q(
      `select status as k, count(*) as c, count(order_id) as s from calls where ${day} group by status`,
    )
    expect(shown.calls?.tables.by_status).toEqual(byKey(calls))
    expect(shown.calls?.totals.converted).toBe(calls.reduce((n, r) => n + Number(r.s), 0))

    const cash = await q(
      `select type as k, count(*) as c, coalesce(sum(amount), 0)::float8 as s from cash_flows
       where date between $1::date and $2::date group by type`,
    )
    const cashBy = byKey(cash)
    expect(shown.cash?.totals.income).toBeCloseTo(cashBy.income?.sum ?? 0, 2)
    expect(shown.cash?.totals.expense).toBeCloseTo(cashBy.expense?.sum ?? 0, 2)
    expect(shown.cash?.totals.balance).toBeCloseTo(
      (cashBy.income?.sum ?? 0) - (cashBy.expense?.sum ?? 0),
      2,
    )

    const managers = await q(
      `select coalesce(user_id::text, '') as k, count(*) as c,
         coalesce(sum(total) filter (where ${notSold}), 0)::float8 as s
       from orders where ${day} group by user_id`,
    )
    expect(shown.managers?.tables.by_user).toEqual(byKey(managers))
  } finally {
    await db.close()
  }
})
