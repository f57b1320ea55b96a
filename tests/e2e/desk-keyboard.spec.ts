import { test, expect, apiPost, npOrder } from './fixtures'

/** The desk by keyboard alone: skip links, the list's rows, headings, dialogs, the sheet. */

test('from a fresh /orders the first row is ≤5 Tabs past the skip link; arrows and Enter work', async ({
  page,
}) => {
  await page.goto('/orders')
  const rows = page.locator('.rl-scroll tbody tr[data-index]')
  await expect(rows.nth(1)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Перейти до вмісту' })).toBeFocused()
  await page.keyboard.press('Enter')
  let tabs = 0
  while (tabs < 5) {
    const onRow = await page.evaluate(() => document.activeElement?.matches('tr[data-index="0"]'))
    if (onRow) break
    await page.keyboard.press('Tab')
    tabs += 1
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (name === 'До рядків списку') await page.keyboard.press('Enter')
  }
  await expect(rows.nth(0)).toBeFocused()
  expect(tabs).toBeLessThanOrEqual(5)

  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1)).toBeFocused()
  const id = (await rows.nth(1).locator('td a').first().textContent())?.trim()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/orders/${id ?? 'x'}(\\?|$)`))
})

test('after a move to another screen the focus is on its heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Головне меню' })
  await nav.getByRole('link', { name: 'Товари', exact: true }).click()
  const heading = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(heading).toBeFocused()
  await nav.getByRole('link', { name: 'Дзвінки', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/calls$/)
  await expect(heading).toBeFocused()
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
})

test('? opens the shortcuts sheet listing every bound shortcut; F1 too', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await page.keyboard.press('Shift+Slash')
  const sheet = page.getByRole('dialog', { name: 'Клавіатурні скорочення' })
  await expect(sheet).toBeVisible()
  for (const key of [
    '/',
    'Ctrl+K',
    '?',
    'F1',
    'F2',
    'Ctrl+Shift+N',
    'Escape',
    'Alt+M',
    'Ctrl+S',
    'Alt+N',
    'F7',
    'F8',
    'F9',
  ]) {
    await expect(
      sheet.locator('kbd', { hasText: new RegExp(`^${key.replace(/[+?/]/g, '\\$&')}$`) }).first(),
    ).toBeVisible()
  }
  // The background is inert while the sheet is open.
  await expect(page.locator('#root')).toHaveJSProperty('inert', true)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await page.keyboard.press('F1')
  await expect(sheet).toBeVisible()
})

test('the waybill dialog returns the focus to its opener', async ({ page }) => {
  const { data } = await apiPost<{ data: { id: number } }>(page.request, '/api/orders/store', {
    ...npOrder('Клавішна'),
    phone: '0671112244',
  })
  await page.goto(`/orders/${String(data.id)}`)
  const opener = page.getByRole('button', { name: /накладну/i }).first()
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page.locator('#root')).toHaveJSProperty('inert', true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
