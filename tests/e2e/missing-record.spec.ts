import { test, expect } from './fixtures'

/**
 * A record that is not there: its page says so in words, offers the way back to its list, and
 * raises no error toast besides (trying again would not bring it back).
 */
test('an order that does not exist says so and links back to the orders list', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/orders/99999999')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Замовлення №99999999' })).toBeVisible()
  await expect(main.getByRole('alert')).toContainText('Запис №99999999 не знайдено')
  await expect(main.getByRole('button', { name: 'Спробувати ще раз' })).toHaveCount(0)
  await expect(page.locator('.toast--error')).toHaveCount(0)
  await main.getByRole('link', { name: 'До списку «Замовлення»' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.locator('.rl-table tbody tr[data-index]').first()).toBeVisible()
  // The browser reports the 404 answer itself; the app adds nothing to it.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([])
})

test('a record of another table that does not exist links back to its own list', async ({
  page,
}) => {
  await page.goto('/products/99999999')
  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toContainText('Запис №99999999 не знайдено')
  await main.getByRole('link', { name: 'До списку «Товари»' }).click()
  await expect(page).toHaveURL(/\/products$/)
})
