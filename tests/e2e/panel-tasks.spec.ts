import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { MARKER, apiPost, expect, serverUrl, test } from './fixtures'
import { tag } from './resources-flows'

/** The right panel's tasks tab against the real server. */

interface Task {
  id: number
  title: string
  status: string
}

async function me(page: Page): Promise<number> {
  return (await apiPost<{ data: { id: number } }>(page.request, '/session')).data.id
}

async function colleague(page: Page, mark: string): Promise<{ id: number; name: string }> {
  const name = `Оксана Пакувальниця${mark}`
  const user = await apiPost<{ data: { id: number } }>(page.request, '/api/users/store', {
    login: `packer${mark}`,
    name,
    access: 3,
    active: true,
    password: 'packer-pass-1',
  })
  return { id: user.data.id, name }
}

async function task(by: Page | APIRequestContext, values: Record<string, unknown>): Promise<Task> {
  const request = 'request' in by ? by.request : by
  return (await apiPost<{ data: Task }>(request, '/api/tasks/store', values)).data
}

async function stored(page: Page, id: number): Promise<Task> {
  return (await apiPost<{ data: Task }>(page.request, `/api/tasks/get/${id}`)).data
}

async function openTasks(page: Page) {
  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Задачі' })
    .click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('button', { name: 'Додати задачу' })).toBeVisible()
  return panel
}

test('a blank title is refused with a field error; a task is added with an assignee', async ({
  page,
}) => {
  const mark = tag()
  const other = await colleague(page, mark)
  const panel = await openTasks(page)

  await panel.getByRole('button', { name: 'Додати задачу' }).click()
  const dialog = page.getByRole('dialog', { name: 'Нова задача' })
  const title = dialog.getByRole('textbox', { name: 'Задача' })
  await title.fill('   ')
  await dialog.getByRole('button', { name: 'Зберегти' }).click()
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Обов’язкове поле')).toBeVisible()
  await expect(title).toBeFocused()

  await title.fill(`  Запакувати замовлення ${mark}  `)
  await dialog.getByRole('combobox', { name: 'Позначка' }).selectOption({ label: 'Термінове' })
  const assignee = dialog.getByRole('combobox', { name: 'Виконавець' })
  await assignee.fill(`Пакувальниця${mark}`)
  await expect(page.getByRole('option', { name: new RegExp(other.name) })).toBeVisible()
  await assignee.press('ArrowDown')
  await assignee.press('Enter')
  await expect(assignee).toHaveValue(other.name)
  await dialog.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  const item = panel.getByRole('listitem').filter({ hasText: `Запакувати замовлення ${mark}` })
  await expect(item).toHaveAttribute('data-mark', 'danger')
  await expect(item).toHaveAttribute('data-direction', 'from-me')
  await expect(item).toContainText(`Від мене → ${other.name}`)
})

test('the checkbox toggles, a locked one is disabled, a title click reopens', async ({ page }) => {
  const mark = tag()
  const mine = await me(page)
  const open = await task(page, { title: `Відкрита ${mark}`, instructed_user_id: mine })
  const done = await task(page, { title: `Виконана ${mark}`, status: '1' })
  await task(page, { title: `Заблокована ${mark}`, status: '-1' })
  const panel = await openTasks(page)

  const openBox = panel.getByRole('checkbox', { name: `Виконано: Відкрита ${mark}` })
  await expect(openBox).not.toBeChecked()
  await openBox.click()
  await expect(openBox).toBeChecked()
  await expect.poll(async () => (await stored(page, open.id)).status).toBe('1')
  await openBox.click()
  await expect(openBox).not.toBeChecked()
  await expect.poll(async () => (await stored(page, open.id)).status).toBe('0')

  await expect(
    panel.getByRole('checkbox', { name: `Виконано: Заблокована ${mark}` }),
  ).toBeDisabled()

  const doneBox = panel.getByRole('checkbox', { name: `Виконано: Виконана ${mark}` })
  await expect(doneBox).toBeChecked()
  await panel.getByRole('button', { name: `Відкрити знову: Виконана ${mark}` }).click()
  await expect(doneBox).not.toBeChecked()
  await expect.poll(async () => (await stored(page, done.id)).status).toBe('0')

  // Open tasks come before done ones.
  await openBox.click()
  await expect.poll(async () => (await stored(page, open.id)).status).toBe('1')
  const titles = await panel.getByRole('listitem').allInnerTexts()
  const at = (text: string) => titles.findIndex((t) => t.includes(text))
  expect(at(`Виконана ${mark}`)).toBeLessThan(at(`Відкрита ${mark}`))
})

test('a locked task may not be ticked even by a direct call; the server says why', async ({
  page,
}) => {
  const locked = await task(page, { title: `Заблокована ${tag()}`, status: '-1' })
  const res = await page.request.post(`/api/tasks/set_status/${locked.id}/1`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  expect(res.status()).toBe(409)
})

test('delete asks with the confirm texts', async ({ page }) => {
  const mark = tag()
  await task(page, { title: `Видалити ${mark}` })
  const panel = await openTasks(page)
  const item = panel.getByRole('listitem').filter({ hasText: `Видалити ${mark}` })
  await expect(item).toBeVisible()

  await item.getByRole('button', { name: `Видалити задачу «Видалити ${mark}»` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Ви впевнені в своєму рішенні ?' })
  await expect(confirm).toContainText(`Видалити задачу «Видалити ${mark}»?`)
  await confirm.getByRole('button', { name: 'Ні, передумав' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(item).toBeVisible()

  await item.getByRole('button', { name: `Видалити задачу «Видалити ${mark}»` }).click()
  await page.getByRole('button', { name: 'Впевнений !' }).click()
  await expect(page.getByText('Запис видалено!')).toBeVisible()
  await expect(item).toHaveCount(0)
})

test('a task given to me looks different from one I gave', async ({ page, consoleErrors }) => {
  const mark = tag()
  const mine = await me(page)
  const other = await colleague(page, mark)
  // The server writes who gave a task from the session: the colleague gives this one.
  const theirs = await playwrightRequest.newContext({ baseURL: serverUrl() })
  const login = await theirs.post('/login', {
    headers: MARKER,
    data: { login: `packer${mark}`, password: 'packer-pass-1' },
  })
  expect(login.ok()).toBe(true)
  await task(theirs, { title: `Мені ${mark}`, instructed_user_id: mine })
  await theirs.dispose()
  await task(page, { title: `Від мене ${mark}`, instructed_user_id: other.id, mark: 'warning' })
  const panel = await openTasks(page)

  const toMe = panel.getByRole('listitem').filter({ hasText: `Мені ${mark}` })
  const fromMe = panel.getByRole('listitem').filter({ hasText: `Від мене ${mark}` })
  await expect(toMe).toHaveAttribute('data-direction', 'to-me')
  await expect(toMe).toContainText(`Мені від ${other.name}`)
  await expect(fromMe).toHaveAttribute('data-direction', 'from-me')
  await expect(fromMe).toContainText(`Від мене → ${other.name}`)
  await expect(fromMe).toHaveAttribute('data-mark', 'warning')
  const background = (el: Element) => getComputedStyle(el).backgroundColor
  expect(await toMe.evaluate(background)).not.toBe(await fromMe.evaluate(background))
  const edge = (el: Element) => getComputedStyle(el).borderLeftColor
  expect(await fromMe.evaluate(edge)).not.toBe(await toMe.evaluate(edge))
  expect(consoleErrors).toEqual([])
})
