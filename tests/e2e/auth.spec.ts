import { test, expect, ADMIN_LOGIN, ADMIN_PASSWORD } from './fixtures'

test.describe('log in and out', () => {
  test('a visitor is sent to /login, logs in and comes back to the page asked for', async ({
    anonPage: page,
    consoleErrors,
  }) => {
    await page.goto('/orders?status=new')
    await expect(page).toHaveURL(/\/login\?next=%2Forders%3Fstatus%3Dnew$/)
    await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible()
    await page.getByLabel('Логін').fill(ADMIN_LOGIN)
    await page.getByLabel('Пароль').fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Увійти' }).click()
    await expect(page).toHaveURL(/\/orders\?status=new$/)
    await expect(page.getByRole('banner')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('a wrong password is refused with the server message', async ({ anonPage: page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Логін').fill(ADMIN_LOGIN)
    await page.getByLabel('Пароль').fill('wrong-password')
    await page.getByRole('button', { name: 'Увійти' }).click()
    await expect(page.getByRole('alert')).toHaveText('Невірний логін або пароль')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('empty fields are named beside the inputs', async ({ anonPage: page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Увійти' }).click()
    await expect(page.getByText('Вкажіть логін')).toBeVisible()
    await expect(page.getByText('Вкажіть пароль')).toBeVisible()
  })

  test('the main layout shows its regions', async ({ page, consoleErrors }) => {
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Швидке меню' })).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Бічна панель' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Пошук' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  // Its own session: logging out ends the session the other tests of the worker share.
  test('logout returns to /login and the session is gone', async ({ anonPage: page }) => {
    await page.goto('/')
    await page.getByLabel('Логін').fill(ADMIN_LOGIN)
    await page.getByLabel('Пароль').fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Увійти' }).click()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.getByRole('button', { name: /^Користувач:/ }).click()
    await page.getByRole('menuitem', { name: 'Вийти' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible()
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/)
  })
})
