import { test, expect } from './fixtures'

test('switching to Russian translates the shell and is remembered', async ({
  page,
  consoleErrors,
}) => {
  const menu = page.getByRole('navigation', { name: 'Головне меню' })
  await expect(menu.getByRole('link', { name: 'Замовлення' })).toBeVisible()
  await page.getByRole('group', { name: 'Мова' }).getByRole('button', { name: 'РУС' }).click()
  const ruMenu = page.getByRole('navigation', { name: 'Главное меню' })
  await expect(ruMenu.getByRole('link', { name: 'Заказы' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('combobox', { name: 'Поиск' })).toBeVisible()
  await page.reload()
  await expect(ruMenu.getByRole('link', { name: 'Заказы' })).toBeVisible()
  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'УКР' }).click()
  await expect(menu.getByRole('link', { name: 'Замовлення' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  expect(consoleErrors).toEqual([])
})

test('the theme switch is remembered', async ({ page }) => {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.getByRole('button', { name: 'Темна тема' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('button', { name: 'Темна тема' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
