import { apiPost, expect, test } from './fixtures'

type Saved = { data: { id: number } }

/**
 * The catalogue forms' controls: a filter's category is picked among the
 * kind its "for" says, an SEO record's site by the site's name.
 */
test('a filter for a model offers only models; for a category, only categories', async ({
  page,
  consoleErrors,
}) => {
  const tag = Date.now().toString(36)
  const store = async (body: object) =>
    (await apiPost<Saved>(page.request, '/api/categories/store', body)).data.id
  const brend = await store({ type: 'brend', title_uk: `Бренд${tag}` })
  const model = await store({ type: 'model', title_uk: `Модель${tag}`, parent_id: brend })
  await store({ type: 'category', title_uk: `Чохли${tag}` })

  await page.goto('/filters')
  await page.getByRole('button', { name: 'Створити' }).click()
  const win = page.getByRole('dialog', { name: /новий запис/ })
  await win.getByLabel('Назва', { exact: true }).fill(`Фільтр ${tag}`)
  await win.getByLabel('Тип', { exact: true }).selectOption({ label: 'Матеріал' })
  await win.getByLabel('Для чого', { exact: true }).selectOption({ label: 'Модель' })
  const picker = win.getByLabel('Категорія', { exact: true })
  // The picker's proposals (the form's selects have options of their own).
  const offered = win.locator('.ref-picker__item')
  await picker.fill(tag)
  await expect(offered).toHaveCount(1)
  await expect(offered).toContainText(`Бренд${tag} Модель${tag}`)
  await page.keyboard.press('Escape')

  await win.getByLabel('Для чого', { exact: true }).selectOption({ label: 'Категорія' })
  await picker.fill(tag)
  await expect(offered).toHaveCount(1)
  await expect(offered).toContainText(`Чохли${tag}`)
  await win.getByLabel('Для чого', { exact: true }).selectOption({ label: 'Модель' })
  await picker.fill(`Модель${tag}`)
  await offered.filter({ hasText: `Модель${tag}` }).click()
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  const saved = await apiPost<{ data: { category_id: number; filter_for: string }[] }>(
    page.request,
    '/api/filters/get_filters',
    { search: `Фільтр ${tag}` },
  )
  expect(saved.data[0]).toMatchObject({ category_id: model, filter_for: 'model' })
  expect(consoleErrors).toEqual([])
})

test('an SEO record’s site is chosen by the site’s name', async ({ page }) => {
  const params = await apiPost<{ data: { settings: string } }>(
    page.request,
    '/api/settings/get_params',
  )
  const sites = (JSON.parse(params.data.settings) as { sites: Record<string, string> }).sites
  const [key, title] = Object.entries(sites)[0] ?? []
  expect(key).toBeDefined()
  const url = `/e2e-${Date.now().toString(36)}`
  await page.goto('/seo')
  await page.getByRole('button', { name: 'Створити' }).click()
  const win = page.getByRole('dialog', { name: /новий запис/ })
  await win.getByLabel('URL', { exact: true }).fill(url)
  await win.getByLabel('Сайт', { exact: true }).selectOption({ label: title ?? '' })
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  const saved = await apiPost<{ data: { site: string }[] }>(page.request, '/api/seo/get_seo', {
    search: url,
  })
  expect(saved.data[0]?.site).toBe(key)
})
