import { test as base, expect } from '@playwright/test'
import { startServer, stopServer, type StartedServer } from './server'

/** A server of its own: no administrator yet, so the login screen offers the first run. */
const test = base.extend<object, { fresh: StartedServer }>({
  fresh: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        SHOP_ADMIN_LOGIN: '',
        SHOP_ADMIN_PASSWORD: '',
        SHOP_DEMO: '',
      })
      await use(server)
      await stopServer(server.child)
    },
    // A server of its own starts here: up to the 60 s its health wait allows, on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
})

test('the first start creates the administrator, who is then logged in', async ({
  browser,
  fresh,
}) => {
  const context = await browser.newContext({
    baseURL: fresh.url,
    storageState: { cookies: [], origins: [] },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(String(err)))
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Перший запуск' })).toBeVisible()

  await page.getByLabel('Логін').fill('owner')
  await page.getByLabel('Ім’я').fill('Олена Власник')
  // Nine characters: one short of the rule.
  await page.getByLabel('Пароль', { exact: true }).fill('owner-pas')
  await page.getByLabel('Повторіть пароль').fill('different')
  await page.getByRole('button', { name: 'Створити адміністратора' }).click()
  await expect(page.getByText('Пароль має містити щонайменше 10 символів')).toBeVisible()
  await expect(page.getByText('Паролі не збігаються')).toBeVisible()

  // Long enough, but on the list of common passwords.
  await page.getByLabel('Пароль', { exact: true }).fill('qwertyuiop')
  await page.getByLabel('Повторіть пароль').fill('qwertyuiop')
  await page.getByRole('button', { name: 'Створити адміністратора' }).click()
  await expect(page.getByText('Цей пароль занадто поширений')).toBeVisible()

  await page.getByLabel('Пароль', { exact: true }).fill('owner-pass-1')
  await page.getByLabel('Повторіть пароль').fill('owner-pass-1')
  await page.getByRole('button', { name: 'Створити адміністратора' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Вітаємо, Олена Власник!' })).toBeVisible()
  expect(errors).toEqual([])
  await context.close()
})
