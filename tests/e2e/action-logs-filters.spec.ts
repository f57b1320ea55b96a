import { apiPost, expect, test } from './fixtures'

type Saved = { data: { id: number; version: number } }

/** Kyiv's calendar day, `yyyy-mm-dd`, `days` from today. */
function kyivDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(at)
}
const shown = (day: string) => day.split('-').reverse().join('.')

test('the action log is filtered by table, user and a period of days, all in the URL', async ({
  page,
  consoleErrors,
}) => {
  const tag = Date.now().toString(36)
  const { data: brend } = await apiPost<Saved>(page.request, '/api/categories/store', {
    type: 'brend',
    title_uk: `Журнал${tag}`,
  })
  await page.goto(`/action_logs?record_id=${brend.id}`)
  const filters = page.getByRole('search', { name: 'Фільтри' })

  // The table by its name, not its SQL name.
  await filters.getByLabel('Таблиця', { exact: true }).selectOption({ label: 'Категорії' })
  await expect(page).toHaveURL(/table_name=categories/)
  const row = page
    .getByRole('row', { name: new RegExp(`${brend.id}`) })
    .filter({ hasText: 'create' })
  await expect(row).toBeVisible()

  // A period after today holds nothing; one from today holds the write. The period is among
  // the filters folded behind "Більше фільтрів".
  await page.getByRole('button', { name: 'Більше фільтрів' }).click()
  const from = filters.getByLabel('Створено з', { exact: true })
  await from.fill(shown(kyivDay(1)))
  await from.press('Enter')
  await expect(page).toHaveURL(new RegExp(`created_at_from=${kyivDay(1)}`))
  await expect(page.getByText('Нічого не знайдено')).toBeVisible()
  await from.fill(shown(kyivDay(0)))
  await from.press('Enter')
  const to = filters.getByLabel('Створено по', { exact: true })
  await to.fill(shown(kyivDay(0)))
  await to.press('Enter')
  await expect(page).toHaveURL(new RegExp(`created_at_to=${kyivDay(0)}`))
  await expect(row).toBeVisible()

  // The user: picked by name.
  const user = filters.getByLabel('Користувач', { exact: true })
  await user.fill('Адміністр')
  await page.getByRole('option', { name: 'Адміністратор' }).click()
  await expect(page).toHaveURL(/user_id=\d+/)
  await expect(row).toBeVisible()

  // The whole query is the URL: a reload shows the same list and the same filters.
  await page.reload()
  await expect(row).toBeVisible()
  await expect(page.getByLabel('Створено з', { exact: true })).toHaveValue(shown(kyivDay(0)))
  await expect(page.getByLabel('Таблиця', { exact: true })).toHaveValue('categories')
  expect(consoleErrors).toEqual([])
})
