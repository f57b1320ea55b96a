import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const SAVED = 'Запис збережено!'

async function save(page: Page, win: Locator): Promise<void> {
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText(SAVED).first()).toBeVisible()
  await expect(win).toBeHidden()
}

test.describe('the catalogue tree', () => {
  test('brend > model > serie: full titles from the path, kept right after the brend is renamed', async ({
    page,
    consoleErrors,
  }) => {
    const tag = Date.now().toString(36)
    const brend = `Apple${tag}`
    await page.goto('/categories')
    await expect(page.getByRole('button', { name: 'Дерево', pressed: true })).toBeVisible()

    await page.getByRole('button', { name: 'Створити' }).click()
    let win = page.getByRole('dialog', { name: /новий запис/ })
    await win.getByLabel('Назва (укр)', { exact: true }).fill(brend)
    await win.getByLabel('Тип', { exact: true }).selectOption('brend')
    await save(page, win)

    const tree = page.getByRole('tree', { name: 'Дерево категорій' })
    await page.getByLabel('Знайти в дереві').fill(tag)
    await page.getByRole('button', { name: `Додати підкатегорію до «${brend}»` }).click()
    win = page.getByRole('dialog', { name: /новий запис/ })
    // The parent and the usual type below a brend come filled in.
    await expect(win.getByLabel('Тип', { exact: true })).toHaveValue('model')
    await win.getByLabel('Назва (укр)', { exact: true }).fill('iPhone 15')
    await save(page, win)

    await page.getByRole('button', { name: `Додати підкатегорію до «${brend} iPhone 15»` }).click()
    win = page.getByRole('dialog', { name: /новий запис/ })
    await expect(win.getByLabel('Тип', { exact: true })).toHaveValue('serie')
    await win.getByLabel('Назва (укр)', { exact: true }).fill('Pro')
    await save(page, win)

    const serie = tree.getByRole('treeitem', { name: `${brend} iPhone 15 Pro`, exact: true })
    await expect(serie).toBeVisible()
    await expect(serie).toHaveAttribute('aria-level', '3')

    // Rename the brend: everything below it follows.
    const renamed = `Apple Inc ${tag}`
    await tree.getByRole('button', { name: brend, exact: true }).click()
    win = page.getByRole('dialog', { name: /редагування/ })
    await win.getByLabel('Назва (укр)', { exact: true }).fill(renamed)
    await save(page, win)
    await expect(
      tree.getByRole('treeitem', { name: `${renamed} iPhone 15 Pro`, exact: true }),
    ).toBeVisible()
    await expect(tree.getByRole('treeitem', { name: `${brend} iPhone 15 Pro` })).toHaveCount(0)

    // The list view and the global search see the same full title.
    await page.goto(`/categories?title_full=${encodeURIComponent(`${renamed} iPhone 15 Pro`)}`)
    await expect(page.getByRole('button', { name: 'Список', pressed: true })).toBeVisible()
    await expect(
      page.getByRole('cell', { name: `${renamed} iPhone 15 Pro`, exact: true }),
    ).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('the tree and the generic list are a click apart', async ({ page }) => {
    await page.goto('/categories')
    const tree = page.getByRole('tree', { name: 'Дерево категорій' })
    await expect(tree.getByRole('treeitem').first()).toBeVisible()
    await page.getByRole('button', { name: 'Список' }).click()
    await expect(page).toHaveURL('/categories?view=list')
    await expect(page.getByText(/Усього: \d+/)).toBeVisible()
  })
})
