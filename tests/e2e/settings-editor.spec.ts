import type { Page } from '@playwright/test'
import { apiPost, expect, test } from './fixtures'

/**
 * The settings editor: a setting's value edited by its type, JSON checked
 * before it is saved with the bad spot shown, a bool as a switch, and the nested settings
 * (sites, accounts, cards, templates) in forms of their own, never as JSON.
 */

let counter = 0
const uniqueKey = (what: string) => {
  counter += 1
  return `test.e2e_${what}_${Date.now().toString(36)}${counter}`
}

async function storeSetting(page: Page, key: string, type: string, value: string) {
  const res = await apiPost<{ data: { id: number } }>(page.request, '/api/settings/store', {
    key,
    type,
    value,
    title: 'Перевірка редактора',
  })
  return res.data.id
}

async function storedValue(page: Page, id: number): Promise<string> {
  const res = await apiPost<{ data: { value: string } }>(page.request, `/api/settings/get/${id}`)
  return res.data.value
}

async function shopSettings(page: Page) {
  const res = await apiPost<{ data: { settings: string } }>(
    page.request,
    '/api/settings/get_params',
  )
  return JSON.parse(res.data.settings) as { sites: Record<string, string> }
}

async function openForEdit(page: Page, key: string) {
  await page.goto(`/settings?search=${encodeURIComponent(key)}`)
  await page.getByRole('button', { name: `Редагувати ${key}`, exact: true }).click()
  const win = page.getByRole('dialog', { name: /редагування/ })
  await expect(win).toBeVisible()
  return win
}

test('the JSON editor refuses invalid JSON and shows where the error is', async ({
  page,
  consoleErrors,
}) => {
  const key = uniqueKey('json')
  const id = await storeSetting(page, key, 'json', '{"a": 1}')
  const stores: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/settings/store')) stores.push(req.url())
  })
  const win = await openForEdit(page, key)
  const editor = win.getByRole('textbox', { name: 'Значення' })
  await expect(editor).toContainText('{"a": 1}')

  await editor.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText('{\n  "a": 1\n  "b": 2\n}')
  await win.getByRole('button', { name: 'Зберегти' }).click()

  const where = 'Неправильний JSON: рядок 3, стовпець 3: очікувалася кома.'
  await expect(win.getByText(where)).toBeVisible()
  await expect(editor).toHaveAttribute('aria-invalid', 'true')
  await expect(editor).toHaveAccessibleDescription(
    new RegExp(where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  // The spot itself is marked in the text, and the cursor is put on it.
  await expect(win.locator('.cm-lintRange-error')).toHaveText('"b"')
  await expect(editor).toBeFocused()
  expect(stores).toEqual([])
  expect(await storedValue(page, id)).toBe('{"a": 1}')

  // Fixed, it saves.
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText('{"a": 1, "b": [2, 3]}')
  await expect(win.locator('.cm-lintRange-error')).toHaveCount(0)
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  await expect(win).toBeHidden()
  expect(JSON.parse(await storedValue(page, id))).toEqual({ a: 1, b: [2, 3] })
  expect(consoleErrors).toEqual([])
})

test('a bool setting is a switch, and its new state is saved', async ({ page }) => {
  const key = uniqueKey('bool')
  const id = await storeSetting(page, key, 'bool', '0')
  const win = await openForEdit(page, key)
  const toggle = win.getByRole('switch', { name: 'Значення' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(toggle).toContainText('Так')
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  expect(await storedValue(page, id)).toBe('1')

  // Read back on the next open as "on".
  const again = await openForEdit(page, key)
  await expect(again.getByRole('switch', { name: 'Значення' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
})

test('the sites are edited in a form, saved, and read back after a reload', async ({ page }) => {
  const before = (await shopSettings(page)).sites
  const siteKey = `e2e${Date.now().toString(36)}`
  const title = `Тестовий сайт ${siteKey}`
  try {
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Налаштування магазину' })
    await section.getByRole('button', { name: 'Редагувати: Сайти' }).click()
    const win = page.getByRole('dialog', { name: 'Сайти' })
    await expect(win.getByLabel('Ключ сайту')).toHaveCount(Object.keys(before).length)
    await win.getByRole('button', { name: 'Додати рядок' }).click()
    // A key that cannot be one is refused beside its field, nothing is sent.
    await win.getByLabel('Ключ сайту').last().fill('мій сайт')
    await win.getByLabel('Назва сайту').last().fill(title)
    await win.getByRole('button', { name: 'Зберегти' }).click()
    await expect(win.getByLabel('Ключ сайту').last()).toHaveAttribute('aria-invalid', 'true')
    await expect(win.getByText('Латинські літери, цифри, «_» або «-», до 50 знаків')).toBeVisible()
    expect((await shopSettings(page)).sites).toEqual(before)

    await win.getByLabel('Ключ сайту').last().fill(siteKey)
    await win.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText('Запис збережено!')).toBeVisible()
    await expect(win).toBeHidden()
    expect((await shopSettings(page)).sites).toEqual({ ...before, [siteKey]: title })

    await page.reload()
    const reloaded = page.getByRole('region', { name: 'Налаштування магазину' })
    await expect(reloaded).toContainText(title)
    // The settings row `sites` opens the same form, not its JSON.
    await page.goto('/settings?search=sites')
    await page.getByRole('button', { name: 'Редагувати sites', exact: true }).click()
    const rowWin = page.getByRole('dialog', { name: /редагування/ })
    await expect(rowWin.getByLabel('Назва сайту').last()).toHaveValue(title)
    await expect(rowWin.getByRole('textbox', { name: 'Значення' })).toHaveCount(0)
  } finally {
    await apiPost(page.request, '/api/settings/set_param', { key: 'sites', value: before })
  }
})

test('a secret setting is shown masked and replaced, never read back', async ({ page }) => {
  const key = `${uniqueKey('secret')}.api_key`
  const id = await storeSetting(page, key, 'string', 'very-secret-value-7788')
  const win = await openForEdit(page, key)
  const field = win.getByLabel('Значення', { exact: true })
  await expect(field).toHaveValue('')
  await expect(field).toHaveAttribute('type', 'password')
  await expect(
    win.getByText('Збережене значення: ••••7788. Введіть нове, щоб замінити.'),
  ).toBeVisible()
  // Saved untouched, the secret stays.
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  const again = await openForEdit(page, key)
  await again.getByLabel('Значення', { exact: true }).fill('another-secret-9900')
  await again.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!').first()).toBeVisible()
  await expect.poll(() => storedValue(page, id)).toBe('••••9900')
})

test('the shop settings’ buttons stay put while the backups list arrives', async ({ page }) => {
  // The backups' answer is held until the forms' buttons have been seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/backups/get_backups', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/settings')
  const edit = page.getByRole('button', { name: 'Редагувати: Сайти' })
  await expect(edit).toBeVisible()
  await expect(page.getByRole('region', { name: 'Налаштування магазину' })).not.toContainText(
    'Завантаження',
  )
  const before = await edit.boundingBox()
  const backups = page.getByRole('region', { name: 'Резервні копії бази даних' })
  await expect(backups).toContainText('Завантаження')
  release()
  await expect(backups).not.toContainText('Завантаження')
  expect(await edit.boundingBox()).toEqual(before)
})
