import { apiPost, expect, test } from './fixtures'

type Saved = { data: { id: number; version: number } }
type Logs = { data: { id: number; action: string }[] }

test('an action log entry shows what the write changed, before and after', async ({
  page,
  consoleErrors,
}) => {
  const tag = Date.now().toString(36)
  const { data: brend } = await apiPost<Saved>(page.request, '/api/categories/store', {
    type: 'brend',
    title_uk: `Nokia${tag}`,
  })
  await apiPost(page.request, '/api/categories/store', {
    id: brend.id,
    version: brend.version,
    title_uk: `HMD${tag}`,
  })
  const logs = await apiPost<Logs>(page.request, '/api/action_logs/get_action_logs', {
    filter: { table_name: 'categories', record_id: brend.id },
  })
  const update = logs.data.find((l) => l.action === 'update')
  expect(update).toBeDefined()

  await page.goto(`/action_logs?table_name=categories&record_id=${brend.id}`)
  await page.getByRole('button', { name: `Що змінив запис журналу №${update?.id}` }).click()
  const dialog = page.getByRole('dialog', { name: `Категорії, запис №${brend.id}: зміни` })
  const row = dialog.getByRole('row', { name: /Повна назва/ })
  await expect(row.locator('del')).toHaveText(`Nokia${tag}`)
  await expect(row.locator('ins')).toHaveText(`HMD${tag}`)
  await expect(dialog.getByRole('row', { name: /Назва \(укр\)/ })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
