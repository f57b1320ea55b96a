import { randomBytes } from 'node:crypto'
import { request as playwrightRequest } from '@playwright/test'
import { test, expect, apiPost, loginThroughApi, MARKER, serverUrl } from './fixtures'

// A user of its own: "sign out everywhere" must not end the administrator's session that the
// other tests of the worker share.
test('the sessions dialog lists this user’s devices and signs out the others', async ({
  anonPage: page,
  consoleErrors,
}) => {
  const login = `sessions-${randomBytes(4).toString('hex')}`
  const password = 'e2e-sessions-pass'
  const admin = await playwrightRequest.newContext({ baseURL: serverUrl() })
  const laptop = await playwrightRequest.newContext({
    baseURL: serverUrl(),
    extraHTTPHeaders: { 'User-Agent': 'E2E Laptop' },
  })
  try {
    await loginThroughApi(admin)
    await apiPost(admin, '/api/users/store', {
      login,
      name: 'Пакувальниця Ірина',
      access: 3,
      active: true,
      password,
    })
    await apiPost(laptop, '/login', { login, password })
    await apiPost(laptop, '/api/settings/get_params')

    await page.goto('/')
    await page.getByLabel('Логін').fill(login)
    await page.getByLabel('Пароль').fill(password)
    await page.getByRole('button', { name: 'Увійти' }).click()
    await page.getByRole('button', { name: /^Користувач:/ }).click()
    await page.getByRole('menuitem', { name: 'Сеанси' }).click()

    const dialog = page.getByRole('dialog', { name: 'Сеанси' })
    const items = dialog.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(dialog.locator('[aria-current="true"]')).toContainText('цей пристрій')
    await expect(items.filter({ hasText: 'E2E Laptop' })).toHaveCount(1)

    await dialog.getByRole('button', { name: 'Вийти на всіх інших пристроях' }).click()
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText('цей пристрій')
    const gone = await laptop.post('/api/settings/get_params', { headers: MARKER })
    expect(gone.status()).toBe(401)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // This device is still signed in.
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/orders$/)
    expect(consoleErrors).toEqual([])
  } finally {
    await admin.dispose()
    await laptop.dispose()
  }
})
