import type { Locator, Page } from '@playwright/test'
import { apiPost, expect, test } from './fixtures'
import { tag } from './resources-flows'

/**
 * The orders list of the order desk: rows selected and given one status (the tab
 * counts follow), an illegal bulk change refused naming the orders, the period filter checked
 * against the server, and the operator, carrier and marketplace badges in the rows.
 */
type Order = { id: number; status: string; created_at: string }
type List = { data: Order[]; total: number }

const BAR = 'Дії з обраними замовленнями'

// Each test stores its orders and walks the list several times: on two busy cores that takes
// 15-30 s, so the default 30 s is too tight.
test.describe.configure({ timeout: 60_000 })

async function store(page: Page, body: Record<string, unknown>): Promise<Order> {
  return (await apiPost<{ data: Order }>(page.request, '/api/orders/store', body)).data
}

async function statusOf(page: Page, id: number): Promise<string> {
  return (await apiPost<{ data: Order }>(page.request, `/api/orders/get/${id}`)).data.status
}

/** The number a status tab shows («Нове 12» gives 12). */
async function tabCount(tab: Locator): Promise<number> {
  const text = (await tab.locator('.ol-count').textContent()) ?? ''
  expect(text).toMatch(/^\d+$/)
  return Number(text)
}

const rowOf = (page: Page, surname: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: surname, exact: true }) })

test.describe('orders list: selection and the bulk status', () => {
  test('selected rows take one status; the rows and the tab counts follow', async ({ page }) => {
    const who = `Обранець${tag()}`
    const surnames = [`${who}a`, `${who}b`, `${who}c`]
    const ids: number[] = []
    for (const surname of surnames) {
      ids.push((await store(page, { phone: '0671234500', surname, status: 'new' })).id)
    }
    await page.goto(`/orders?search=${encodeURIComponent(who)}`)
    const tabs = page.getByRole('tablist', { name: 'Статуси замовлень' })
    const newTab = tabs.getByRole('tab', { name: /^Нове \d+$/ })
    const notCallTab = tabs.getByRole('tab', { name: /^Не додзвонилися \d+$/ })
    await expect(newTab).toBeVisible()
    const before = { new: await tabCount(newTab), notCall: await tabCount(notCallTab) }
    for (const surname of surnames) await expect(rowOf(page, surname)).toHaveCount(1)

    // The first by click, the last by Shift-click: the one between is taken too.
    await page.getByRole('checkbox', { name: `Обрати: №${ids[0]} ${surnames[0]}` }).click()
    await page
      .getByRole('checkbox', { name: `Обрати: №${ids[2]} ${surnames[2]}` })
      .click({ modifiers: ['Shift'] })
    const bar = page.getByRole('region', { name: BAR })
    await expect(bar.getByText('Обрано: 3')).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: `Обрати: №${ids[1]} ${surnames[1]}` }),
    ).toBeChecked()

    // Space on a focused box takes one out and puts it back.
    const middle = page.getByRole('checkbox', { name: `Обрати: №${ids[1]} ${surnames[1]}` })
    await middle.focus()
    await page.keyboard.press('Space')
    await expect(bar.getByText('Обрано: 2')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(bar.getByText('Обрано: 3')).toBeVisible()

    await bar.getByLabel('Новий статус').selectOption('not_call')
    // The tabs count the whole shop, where other tests add orders meanwhile: they are checked
    // against the counts the screen asks for after the change, not against sums of their own.
    const clickedAt = Date.now()
    const recount = page.waitForResponse(
      (res) =>
        res.url().endsWith('/api/orders/status_counts') &&
        res.ok() &&
        res.request().timing().startTime >= clickedAt,
    )
    await bar.getByRole('button', { name: 'Змінити статус' }).click()
    const counts = (
      (await (await recount).json()) as { data: { statuses: Record<string, number> } }
    ).data.statuses
    await expect(page.getByRole('region', { name: BAR })).toHaveCount(0)
    for (const id of ids) expect(await statusOf(page, id)).toBe('not_call')
    for (const surname of surnames) {
      await expect(
        rowOf(page, surname).getByRole('cell', { name: 'Не додзвонилися' }),
      ).toBeVisible()
    }
    // Three fewer new orders and three more not reached, give or take other tests' orders.
    expect(counts.not_call).toBeGreaterThanOrEqual(before.notCall + 3)
    await expect(newTab).toHaveText(new RegExp(`^Нове ${counts.new}$`))
    await expect(notCallTab).toHaveText(new RegExp(`^Не додзвонилися ${counts.not_call}$`))
  })

  test('an illegal bulk change is refused in full, naming the orders, and changes none', async ({
    page,
  }) => {
    const who = `Відмовник${tag()}`
    const open = await store(page, { phone: '0671234501', surname: `${who}a`, status: 'new' })
    const gone = await store(page, { phone: '0671234502', surname: `${who}b`, status: 'sent' })
    const closed = await store(page, { phone: '0671234503', surname: `${who}c`, status: 'taken' })
    await page.goto(`/orders?search=${encodeURIComponent(who)}`)
    await expect(rowOf(page, `${who}c`)).toHaveCount(1)
    await page.getByRole('checkbox', { name: 'Обрати всі на сторінці' }).check()
    const bar = page.getByRole('region', { name: BAR })
    await expect(bar.getByText('Обрано: 3')).toBeVisible()
    // A closed order is among them: no status is allowed for all, and the bar says so.
    await expect(
      bar.getByText('Обрані замовлення не мають спільного наступного статусу.'),
    ).toBeVisible()
    await bar.getByLabel('Новий статус').selectOption('new')
    await bar.getByRole('button', { name: 'Змінити статус' }).click()
    const refusal = bar.getByRole('alert')
    await expect(refusal).toContainText(`№${gone.id}, №${closed.id}:`)
    await expect(refusal).toContainText('«Відправлено»')
    await expect(refusal).not.toContainText(`№${open.id}`)
    // Nothing moved, and the selection stays for another try.
    expect(await statusOf(page, open.id)).toBe('new')
    expect(await statusOf(page, gone.id)).toBe('sent')
    expect(await statusOf(page, closed.id)).toBe('taken')
    await expect(bar.getByText('Обрано: 3')).toBeVisible()
  })
})

test.describe('orders list: filters and cells', () => {
  test('the period filter narrows the rows to the days the server counts', async ({ page }) => {
    // Other tests add orders to the shared server while this one runs, all of them today: the
    // period is the week ending yesterday (Kyiv), which only the demo's older orders fill.
    const kyivDay = (iso: string | Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(iso))
    const dayBefore = (day: string, days: number) => {
      const date = new Date(`${day}T12:00:00Z`)
      date.setUTCDate(date.getUTCDate() - days)
      return date.toISOString().slice(0, 10)
    }
    const newest = dayBefore(kyivDay(new Date()), 1)
    const from = dayBefore(newest, 6)
    const shown = (day: string) => day.split('-').reverse().join('.')
    const all = await apiPost<List>(page.request, '/api/orders/get_orders', { per_page: 1 })

    await page.goto('/orders')
    await expect(page.getByText(/^Усього: \d+$/)).toBeVisible()
    // The period is among the filters folded behind "more filters".
    await page.getByRole('button', { name: 'Більше фільтрів' }).click()
    const fromInput = page.getByLabel('Створено з', { exact: true })
    await fromInput.fill(shown(from))
    await fromInput.press('Enter')
    const toInput = page.getByLabel('Створено по', { exact: true })
    await toInput.fill(shown(newest))
    await toInput.press('Enter')
    await expect(page).toHaveURL(
      new RegExp(
        `created_at_from=${from}.*created_at_to=${newest}|created_at_to=${newest}.*created_at_from=${from}`,
      ),
    )

    // The server's own answer for the same period: fewer orders than all, each inside it.
    const period = await apiPost<List>(page.request, '/api/orders/get_orders', {
      filter: { created_at_from: from, created_at_to: newest },
      sort: 'created_at',
      per_page: 500,
    })
    expect(period.total).toBeGreaterThan(0)
    expect(period.total).toBeLessThan(all.total)
    for (const order of period.data) {
      expect(kyivDay(order.created_at) >= from && kyivDay(order.created_at) <= newest).toBe(true)
    }
    // The day before the period holds none of them: the one just before is outside it.
    const before = await apiPost<List>(page.request, '/api/orders/get_orders', {
      filter: { created_at_to: from },
      sort: '-created_at',
      per_page: 1,
    })
    if (before.data[0]) expect(kyivDay(before.data[0].created_at) <= from).toBe(true)
    await expect(page.getByText(`Усього: ${period.total}`)).toBeVisible()
    const firstId = String(
      (
        await apiPost<List>(page.request, '/api/orders/get_orders', {
          filter: { created_at_from: from, created_at_to: newest },
          per_page: 1,
        })
      ).data[0]!.id,
    )
    await expect(page.getByRole('link', { name: firstId, exact: true })).toBeVisible()

    // A reversed period is said to be one.
    await fromInput.fill(shown(newest))
    await fromInput.press('Enter')
    await toInput.fill(shown(from))
    await toInput.press('Enter')
    await expect(page.getByText('Початок періоду пізніше за його кінець')).toBeVisible()
  })

  test('the phone’s operator, the track’s carrier and the marketplace badges', async ({ page }) => {
    const who = `Бейдж${tag()}`
    await store(page, {
      phone: '0671234567',
      surname: `${who}a`,
      order_way: 'prom',
      prom_order: '320123456',
      track: '20450000123456',
      status: 'sent',
    })
    await store(page, {
      phone: '0931234567',
      surname: `${who}b`,
      order_way: 'rozetka',
      rozetka_order: '712345678',
      track: '0501234567890',
      status: 'sent',
    })
    await store(page, { phone: '0501234567', surname: `${who}c`, order_way: 'site' })
    // Wide enough for the track and the source (beside the right panel at 1366 they give way).
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(`/orders?search=${encodeURIComponent(who)}`)
    const a = rowOf(page, `${who}a`)
    await expect(a.getByText('Київстар', { exact: true })).toBeVisible()
    await expect(a.getByText('Нова Пошта', { exact: true })).toBeVisible()
    await expect(a.getByText('Prom №320123456', { exact: true })).toBeVisible()
    const b = rowOf(page, `${who}b`)
    await expect(b.getByText('lifecell', { exact: true })).toBeVisible()
    await expect(b.getByText('Укрпошта', { exact: true })).toBeVisible()
    await expect(b.getByText('Rozetka №712345678', { exact: true })).toBeVisible()
    const c = rowOf(page, `${who}c`)
    await expect(c.getByText('Vodafone', { exact: true })).toBeVisible()
    await expect(c.getByText('Сайт', { exact: true })).toBeVisible()
    await expect(c.getByText(/Prom №|Rozetka №/)).toHaveCount(0)

    // The source filter (folded behind "more filters") narrows to the Prom order; the URL
    // keeps it.
    await page.getByRole('button', { name: 'Більше фільтрів' }).click()
    await page.getByLabel('Джерело замовлення', { exact: true }).selectOption('prom')
    await expect(page).toHaveURL(/order_way=prom/)
    await expect(rowOf(page, `${who}a`)).toHaveCount(1)
    await expect(rowOf(page, `${who}b`)).toHaveCount(0)
    await expect(rowOf(page, `${who}c`)).toHaveCount(0)
  })
})
