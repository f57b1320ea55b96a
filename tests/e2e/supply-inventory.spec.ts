import { apiPost, expect, test } from './fixtures'

type Product = { id: number; quantity: number; availability: string }

test.describe('stock-taking', () => {
  test('scanned with fast keystrokes and Enter, counted on the server, mismatches highlighted, applied', async ({
    page,
    consoleErrors,
  }) => {
    const digits = String(Date.now()).slice(-7)
    const caseCode = `41-${digits}`
    const filmCode = `42-${digits}`
    const caseTitle = `Чохол Інвентар ${digits}`
    const filmTitle = `Плівка Інвентар ${digits}`
    const store = async (barcode: string, title: string, quantity: number) =>
      (
        await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
          barcode,
          title_uk: title,
          type: 'chekhly',
          price: 100,
          quantity,
        })
      ).data.id
    const caseId = await store(caseCode, caseTitle, 2)
    const filmId = await store(filmCode, filmTitle, 5)

    await page.goto('/inventory')
    await expect(page.getByRole('heading', { level: 1, name: 'Інвентаризація' })).toBeVisible()
    const field = page.getByLabel('Штрихкод', { exact: true })
    await expect(field).toBeFocused()
    // A scanner types every character within a few milliseconds, then Enter; three in a row.
    for (const code of [caseCode, caseCode, filmCode]) {
      await page.keyboard.type(code, { delay: 0 })
      await page.keyboard.press('Enter')
    }
    const table = page.getByRole('table', { name: 'Підраховані товари' })
    const caseRow = table.getByRole('row', { name: new RegExp(caseTitle) })
    const filmRow = table.getByRole('row', { name: new RegExp(filmTitle) })
    await expect(caseRow.getByRole('cell', { name: 'Збігається' })).toBeVisible()
    await expect(caseRow).toHaveAttribute('data-mismatch', 'false')
    await expect(filmRow.getByRole('cell', { name: 'Розбіжність: -4' })).toBeVisible()
    await expect(filmRow).toHaveAttribute('data-mismatch', 'true')

    // An unknown barcode is a clear alert and counts nothing.
    await page.keyboard.type(`99-${digits}`, { delay: 0 })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      `Товар зі штрихкодом «99-${digits}» не знайдено`,
    )

    // The session is the server's: it survives a reload.
    await page.reload()
    await expect(caseRow.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible()
    await expect(filmRow.getByRole('cell', { name: 'Розбіжність: -4' })).toBeVisible()
    await expect(field).toBeFocused()
    await page.keyboard.type(caseCode, { delay: 0 })
    await page.keyboard.press('Enter')
    await expect(caseRow.getByRole('cell', { name: 'Розбіжність: +1' })).toBeVisible()

    await page.getByRole('button', { name: 'Застосувати підрахунок' }).click()
    await page.getByRole('button', { name: 'Впевнений !' }).click()
    await expect(page.getByText(/Підрахунок застосовано: змінено \d+ з \d+ товарів/)).toBeVisible()
    await expect(page.getByText('Підрахунок порожній: відскануйте перший товар.')).toBeVisible()

    const read = async (id: number) =>
      (await apiPost<{ data: Product }>(page.request, `/api/products/get/${id}`)).data
    expect((await read(caseId)).quantity).toBe(3)
    expect((await read(filmId)).quantity).toBe(1)
    expect(consoleErrors).toEqual([])
  })
})
