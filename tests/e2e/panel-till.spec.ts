import type { Page } from '@playwright/test'
import { apiPost, expect, test } from './fixtures'

/** The right panel's till against the real server. */

interface Entry {
  amount: number | string
  type: string
  category: string
  description: string | null
}

/**
 * This run's own stretch of days, somewhere in 2040-2081: far from the demo's days and from
 * another run's on a kept server.
 */
const FIRST_QUIET_DAY = Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 1500) * 10 * 86_400_000
let dayCounter = 0
/**
 * A day no other test writes to, three days from the previous one, so a test may use the day
 * after it too (the day switch) without meeting another test's entries.
 */
function quietDay(): string {
  dayCounter += 1
  return new Date(FIRST_QUIET_DAY + dayCounter * 3 * 86_400_000).toISOString().slice(0, 10)
}

async function entriesOf(page: Page, day: string): Promise<Entry[]> {
  const res = await apiPost<{ data: Entry[] }>(page.request, '/api/cash_flows/get_cash_flows', {
    filter: { date: day },
    per_page: 500,
  })
  return res.data
}

/** `yyyy-mm-dd` as the picker shows it: `dd.mm.yyyy`. */
const shown = (iso: string) => iso.split('-').reverse().join('.')

async function openTill(page: Page, day: string) {
  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Каса' })
    .click()
  const panel = page.getByRole('tabpanel')
  // The shared date picker: typed as the staff read it, taken at once on Enter.
  const input = panel.getByLabel('День', { exact: true })
  await input.fill(shown(day))
  await input.press('Enter')
  // A day of the 2040s is not today: the till offers the way back once it shows that day.
  await expect(panel.getByRole('button', { name: 'Сьогодні' })).toBeVisible()
  const form = panel.getByRole('form', { name: 'Новий запис' })
  return { panel, form }
}

test('a typed -150 turns into a 150 expense in the form; the amount takes numbers only', async ({
  page,
  consoleErrors,
}) => {
  const day = quietDay()
  const { panel, form } = await openTill(page, day)
  await expect(panel.getByText('За цей день записів немає.')).toBeVisible()
  const amount = form.getByRole('textbox', { name: 'Сума' })
  await amount.pressSequentially('x1a2,5')
  await expect(amount).toHaveValue('12.5')
  await amount.fill('-150')
  // The sign rule happens in front of the person: the minus leaves, the type switches.
  await expect(amount).toHaveValue('150')
  await expect(form.getByRole('combobox', { name: 'Тип' })).toHaveValue('expense')
  await form.getByRole('textbox', { name: 'Опис' }).fill('Пакети')
  await form.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  await expect(amount).toHaveValue('')

  await expect.poll(() => entriesOf(page, day)).toHaveLength(1)
  const [entry] = await entriesOf(page, day)
  expect(Number(entry?.amount)).toBe(150)
  expect(entry?.type).toBe('expense')
  const item = panel.getByRole('listitem').filter({ hasText: 'Пакети' })
  await expect(item).toHaveAttribute('data-type', 'expense')
  await expect(item).toContainText('−150,00 грн')
  expect(consoleErrors).toEqual([])
})

test('choosing a category sets the type', async ({ page }) => {
  const day = quietDay()
  const { form } = await openTill(page, day)
  const type = form.getByRole('combobox', { name: 'Тип' })
  const category = form.getByRole('combobox', { name: 'Категорія' })
  await expect(type).toHaveValue('income')
  await category.selectOption({ label: 'Зарплата' })
  await expect(type).toHaveValue('expense')
  await category.selectOption({ label: 'Картка' })
  await expect(type).toHaveValue('income')
  await category.selectOption({ label: 'Продукти' })
  await expect(type).toHaveValue('expense')

  await form.getByRole('textbox', { name: 'Сума' }).fill('300')
  await form.getByRole('button', { name: 'Зберегти' }).click()
  await expect.poll(() => entriesOf(page, day)).toHaveLength(1)
  expect((await entriesOf(page, day))[0]).toMatchObject({ type: 'expense', category: 'producty' })
})

test('no amount saves nothing', async ({ page }) => {
  const day = quietDay()
  const { form } = await openTill(page, day)
  const asked: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/api/cash_flows/store')) asked.push(req.url())
  })
  await form.getByRole('textbox', { name: 'Опис' }).fill('Без суми')
  await form.getByRole('button', { name: 'Зберегти' }).click()
  const amount = form.getByRole('textbox', { name: 'Сума' })
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Обов’язкове поле')).toBeVisible()
  await amount.fill('-')
  await form.getByRole('button', { name: 'Зберегти' }).click()
  await expect(form.getByText('Обов’язкове поле')).toBeVisible()
  expect(asked).toEqual([])
  expect(await entriesOf(page, day)).toEqual([])
})

test('the day’s totals are right, and the day switch shows another day', async ({ page }) => {
  const day = quietDay()
  // Another day's entry must not count.
  const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  await apiPost(page.request, '/api/cash_flows/store', { amount: 999, date: nextDay })
  const { panel, form } = await openTill(page, day)
  const amount = form.getByRole('textbox', { name: 'Сума' })
  const save = form.getByRole('button', { name: 'Зберегти' })
  const category = form.getByRole('combobox', { name: 'Категорія' })
  for (const [value, cat] of [
    ['1000', 'Готівка'],
    ['250.5', 'Картка'],
    ['-150', 'Без категорії'],
    ['99.9', 'Аванс'],
  ] as const) {
    await category.selectOption({ label: cat })
    await amount.fill(value)
    await save.click()
    await expect(amount).toHaveValue('')
  }
  const totals = panel.getByRole('definition')
  await expect(totals.nth(0)).toHaveText(/^1\s250,50 грн$/)
  await expect(totals.nth(1)).toHaveText(/^249,90 грн$/)
  await expect(totals.nth(2)).toHaveText(/^1\s000,60 грн$/)
  await expect(panel.getByRole('listitem')).toHaveCount(4)

  await panel.getByRole('button', { name: 'Наступний день' }).click()
  await expect(panel.getByLabel('День', { exact: true })).toHaveValue(shown(nextDay))
  await expect(totals.nth(0)).toHaveText(/^999,00 грн$/)
  await expect(totals.nth(2)).toHaveText(/^999,00 грн$/)
  await panel.getByRole('button', { name: 'Попередній день' }).click()
  await expect(panel.getByLabel('День', { exact: true })).toHaveValue(shown(day))
  await expect(panel.getByRole('listitem')).toHaveCount(4)
})
