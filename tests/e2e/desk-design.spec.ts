import type { Page } from '@playwright/test'
import { test, expect, animationsDone } from './fixtures'

/**
 * The desk's design at a laptop's size: the orders list shows fifteen rows and more beside the
 * right panel, a list's columns keep their widths and hidden ones across a reload, the menu's
 * link brings back the list's last filters and sort, and the OS's theme is followed when the
 * desk chose so. Pictures of two lists in both themes at both desk sizes go under test-results.
 */
const LAPTOP = { width: 1366, height: 768 }
const WIDE = { width: 1920, height: 1080 }

test.describe.configure({ timeout: 60_000 })

/** Waits for the list's rows and the end of their entrance. */
async function listReady(page: Page): Promise<void> {
  await expect(page.locator('.rl-table tbody tr[data-index]').first()).toBeVisible()
  await animationsDone(page)
}

test('the orders list shows at least 15 whole rows at 1366×768 beside the right panel', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/orders')
  await expect(page.getByRole('complementary').first()).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Статуси замовлень' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Більше фільтрів' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await listReady(page)
  const seen = await page.evaluate(() => {
    const box = document.querySelector('.rl-scroll')!.getBoundingClientRect()
    const head = document.querySelector('.rl-table thead')!.getBoundingClientRect()
    const bottom = Math.min(box.bottom, window.innerHeight)
    return [...document.querySelectorAll('.rl-table tbody tr[data-index]')].filter((tr) => {
      const r = tr.getBoundingClientRect()
      return r.top >= head.bottom - 1 && r.bottom <= bottom + 1
    }).length
  })
  expect(seen).toBeGreaterThanOrEqual(15)
  // The pager is on the screen too: the page itself does not scroll.
  await expect(page.getByRole('navigation', { name: 'Сторінки' })).toBeInViewport({ ratio: 1 })
  const status = page.locator('.rl-table tbody tr[data-index] .ui-chip').first()
  await expect(status).toBeVisible()
})

test('beside the right panel at 1366 the orders list fits: columns give way, the user wins', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/orders')
  await listReady(page)
  const table = page.locator('.rl-table')
  const headers = table.getByRole('columnheader')
  const fits = () =>
    page.evaluate(() => {
      const box = document.querySelector('.rl-scroll')!
      return box.scrollWidth <= box.clientWidth
    })
  await expect(table.getByRole('columnheader', { name: 'Сума' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Джерело замовлення' })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: 'Місто' })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: 'Ім’я' })).toHaveCount(0)
  expect(await fits()).toBe(true)
  const narrow = await headers.count()

  // The user shows the city although it does not fit: it stays, across a reload.
  const menuButton = page.getByRole('button', { name: 'Колонки' })
  await menuButton.click()
  const menu = page.getByRole('dialog', { name: 'Колонки списку' })
  await expect(menu.getByRole('checkbox', { name: 'Місто' })).not.toBeChecked()
  await menu.getByRole('checkbox', { name: 'Місто' }).check()
  await page.keyboard.press('Escape')
  await expect(table.getByRole('columnheader', { name: 'Місто' })).toHaveCount(1)
  await page.reload()
  await listReady(page)
  await expect(table.getByRole('columnheader', { name: 'Місто' })).toHaveCount(1)

  // A wide screen has room for more; the declared columns come back with the menu's reset.
  await page.setViewportSize(WIDE)
  await expect(table.getByRole('columnheader', { name: 'ТТН / трек' })).toHaveCount(1)
  await expect(table.getByRole('columnheader', { name: 'Джерело замовлення' })).toHaveCount(1)
  await expect.poll(fits).toBe(true)
  await page.setViewportSize(LAPTOP)
  await menuButton.click()
  await menu.getByRole('button', { name: 'Типові колонки' }).click()
  await page.keyboard.press('Escape')
  await expect(table.getByRole('columnheader', { name: 'Місто' })).toHaveCount(0)
  await expect(headers).toHaveCount(narrow)
})

test('a list draws only the columns and rows that fit, at its first visit and the next start', async ({
  page,
}) => {
  // Every count of header cells and of rows the table is drawn with, from the document's start.
  await page.addInitScript(() => {
    const heads: number[] = []
    const rows: number[] = []
    Object.assign(window, { drawn: { heads, rows } })
    const note = (list: number[], count: number) => {
      if (count > 0 && list[list.length - 1] !== count) list.push(count)
    }
    new MutationObserver(() => {
      note(heads, document.querySelectorAll('.rl-table thead th').length)
      note(rows, document.querySelectorAll('.rl-table tbody tr[data-index]').length)
    }).observe(document, { childList: true, subtree: true })
  })
  const drawn = () =>
    page.evaluate(() => (window as unknown as { drawn: { heads: number[]; rows: number[] } }).drawn)
  await page.setViewportSize(LAPTOP)
  await page.goto('/orders')
  await listReady(page)
  const fitted = await page.locator('.rl-table').getByRole('columnheader').count()
  await expect(page.locator('.rl-table').getByRole('columnheader', { name: 'Місто' })).toHaveCount(
    0,
  )
  const rows = await page.locator('.rl-table tbody tr[data-index]').count()
  // The box is measured before the rows are drawn: they are drawn once, for its width and height.
  expect(await drawn()).toEqual({ heads: [fitted], rows: [rows] })
  // The box's measures are remembered once they have held a moment; the next start draws from
  // them without measuring first, and draws its rows once.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.values(localStorage).some((v) => v.includes('"width"') && v.includes('"frame"')),
      ),
    )
    .toBe(true)
  await page.reload()
  await listReady(page)
  expect(await drawn()).toEqual({ heads: [fitted], rows: [rows] })
})

test('a column resized and one hidden stay so after a reload', async ({ page }) => {
  // Wide enough for every column this test widens and moves: where they do not all fit, a
  // widened column makes the next to yield give way (the name, at 1366 the city too).
  await page.setViewportSize({ width: 2560, height: 1080 })
  await page.goto('/orders')
  await listReady(page)
  const table = page.locator('.rl-table')
  const surname = table.getByRole('columnheader', { name: 'Прізвище' })
  const before = (await surname.boundingBox())!.width

  // The keyboard: the column's edge takes the arrows.
  const edge = page.getByRole('separator', { name: 'Ширина колонки «Прізвище»' })
  await edge.focus()
  // Focused, it says the width the column is drawn at.
  await expect(edge).toHaveAttribute('aria-valuenow', String(Math.round(before)))
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight')
  await expect(edge).toHaveAttribute('aria-valuenow', /^\d+$/)
  const set = Number(await edge.getAttribute('aria-valuenow'))
  expect(set).toBeGreaterThanOrEqual(Math.floor(before) + 60)
  await expect.poll(async () => (await surname.boundingBox())!.width).toBeGreaterThan(before + 50)

  // The pointer: a drag of the city's edge.
  const city = table.getByRole('columnheader', { name: 'Місто' })
  const cityEdge = (await page
    .getByRole('separator', { name: 'Ширина колонки «Місто»' })
    .boundingBox())!
  await page.mouse.move(cityEdge.x + 3, cityEdge.y + cityEdge.height / 2)
  await page.mouse.down()
  await page.mouse.move(cityEdge.x + 43, cityEdge.y + cityEdge.height / 2, { steps: 4 })
  await page.mouse.up()
  const cityWidth = (await city.boundingBox())!.width

  // The menu hides a column; Escape closes it and gives the focus back.
  const menuButton = page.getByRole('button', { name: 'Колонки' })
  await menuButton.click()
  const menu = page.getByRole('dialog', { name: 'Колонки списку' })
  await menu.getByRole('checkbox', { name: 'Ім’я' }).uncheck()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(menuButton).toBeFocused()
  await expect(table.getByRole('columnheader', { name: 'Ім’я' })).toHaveCount(0)
  const widths = {
    surname: (await surname.boundingBox())!.width,
    city: (await city.boundingBox())!.width,
  }

  await page.reload()
  await listReady(page)
  await expect(table.getByRole('columnheader', { name: 'Ім’я' })).toHaveCount(0)
  await expect(edge).toHaveAttribute('aria-valuenow', String(set))
  expect(Math.abs((await surname.boundingBox())!.width - widths.surname)).toBeLessThanOrEqual(1)
  expect(Math.abs((await city.boundingBox())!.width - widths.city)).toBeLessThanOrEqual(1)
  expect(Math.abs(widths.city - cityWidth)).toBeLessThanOrEqual(1)

  // A column moved up in the menu (past the hidden name) comes before the surname; reset
  // restores the declared columns.
  await menuButton.click()
  await menu.getByRole('button', { name: 'Вище: Місто' }).click()
  await menu.getByRole('button', { name: 'Вище: Місто' }).click()
  const headers = table.getByRole('columnheader')
  const names = await headers.allInnerTexts()
  expect(names.findIndex((n) => n.startsWith('Місто'))).toBeLessThan(
    names.findIndex((n) => n.startsWith('Прізвище')),
  )
  await menu.getByRole('button', { name: 'Типові колонки' }).click()
  await expect(table.getByRole('columnheader', { name: 'Ім’я' })).toHaveCount(1)
  // Back to the width the browser draws.
  await expect
    .poll(async () => Math.abs((await surname.boundingBox())!.width - before))
    .toBeLessThanOrEqual(2)
})

test('the menu link opens a list with its last filters and sort', async ({ page }) => {
  await page.goto('/orders')
  await listReady(page)
  const tabs = page.getByRole('tablist', { name: 'Статуси замовлень' })
  await tabs.getByRole('tab', { name: /^Нове \d+$/ }).click()
  await page.locator('.rl-table').getByRole('button', { name: 'Прізвище' }).click()
  await expect(page).toHaveURL(/sort=surname/)
  await expect(page).toHaveURL(/status=new/)

  const menu = page.getByRole('navigation', { name: 'Головне меню' })
  await menu.getByRole('link', { name: 'Товари', exact: true }).click()
  await expect(page).toHaveURL(/\/products/)
  await menu.getByRole('link', { name: 'Замовлення', exact: true }).click()
  await expect(page).toHaveURL(/status=new/)
  await expect(page).toHaveURL(/sort=surname/)
  await expect(tabs.getByRole('tab', { name: /^Нове \d+$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(
    page.locator('.rl-table').getByRole('columnheader', { name: 'Прізвище' }),
  ).toHaveAttribute('aria-sort', 'ascending')

  // Reset is remembered as well: the link then opens the list bare.
  await page.getByRole('button', { name: 'Скинути фільтри' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await menu.getByRole('link', { name: 'Товари', exact: true }).click()
  await expect(page).toHaveURL(/\/products/)
  await menu.getByRole('link', { name: 'Замовлення', exact: true }).click()
  await expect(page).toHaveURL(/\/orders$/)
})

test('the theme can follow the OS', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/test')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.getByRole('radio', { name: 'Як у системі' }).check()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-theme', 'dark')
  // Remembered: a reload follows the OS again.
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('radio', { name: 'Як у системі' })).toBeChecked()
  await page.getByRole('radio', { name: 'Світла' }).check()
  await expect(html).toHaveAttribute('data-theme', 'light')
})

for (const theme of ['light', 'dark'] as const) {
  test(`pictures of two lists, ${theme}`, async ({ page, consoleErrors }, testInfo) => {
    await page.evaluate((th) => localStorage.setItem('shop.prefs.theme', JSON.stringify(th)), theme)
    for (const path of ['/orders', '/products']) {
      for (const size of [LAPTOP, WIDE]) {
        await page.setViewportSize(size)
        await page.goto(path)
        await listReady(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await page.waitForLoadState('networkidle')
        const file = `${path.slice(1)}-${theme}-${size.width}x${size.height}.png`
        await page.screenshot({ path: testInfo.outputPath(file) })
      }
    }
    expect(consoleErrors).toEqual([])
  })
}
