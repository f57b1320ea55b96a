import { apiPost, expect, test } from './fixtures'

type Product = { id: number; price: number; availability: string }

test.describe('supplier price lists', () => {
  test('a dry run shows the diff and writes nothing; applying changes the prices; a malformed file writes nothing', async ({
    page,
    consoleErrors,
  }) => {
    const digits = String(Date.now()).slice(-7)
    const codeA = `51${digits}`
    const codeB = `52${digits}`
    const store = async (barcode: string, title: string, price: number) =>
      (
        await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
          barcode,
          title_uk: title,
          type: 'chekhly',
          price,
          provider: 'itsell',
        })
      ).data.id
    const idA = await store(codeA, `Чохол Прайс ${digits}`, 100)
    const idB = await store(codeB, `Скло Прайс ${digits}`, 200)
    const read = async (id: number) =>
      (await apiPost<{ data: Product }>(page.request, `/api/products/get/${id}`)).data

    await page.goto('/parsers')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Прайси постачальників' }),
    ).toBeVisible()
    await page.getByLabel('Постачальник', { exact: true }).selectOption('itsell')

    // A malformed file: refused with its line; nothing changes.
    const runsBefore = (
      await apiPost<{ data: unknown[] }>(page.request, '/api/price_lists/get_runs')
    ).data.length
    await page.getByLabel('Файл прайсу', { exact: true }).setInputFiles({
      name: 'itsell-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `barcode,name,price_uah,stock\n${codeA},Чохол,125,3\n${codeB},Скло,дорого,1\n`,
      ),
    })
    await page.getByRole('button', { name: 'Пробний запуск' }).click()
    await expect(page.getByRole('alert')).toHaveText('Рядок 3: ціна «дорого» не є додатним числом.')
    expect((await read(idA)).price).toBe(100)
    expect(
      (await apiPost<{ data: unknown[] }>(page.request, '/api/price_lists/get_runs')).data,
    ).toHaveLength(runsBefore)

    // A good file: the dry run shows the new price, and still writes no product.
    await page.getByLabel('Файл прайсу', { exact: true }).setInputFiles({
      name: 'itsell.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `barcode,name,price_uah,stock\n${codeA},Чохол,125.50,3\n${codeB},Скло,200,1\n`,
      ),
    })
    await page.getByRole('button', { name: 'Пробний запуск' }).click()
    const changed = page.getByRole('table', { name: 'Змінені ціни та наявність' })
    const row = changed.getByRole('row', { name: new RegExp(codeA) })
    await expect(row).toContainText('100,00 грн')
    await expect(row).toContainText('125,50 грн')
    await expect(changed.getByRole('row', { name: new RegExp(codeB) })).toHaveCount(0)
    expect((await read(idA)).price).toBe(100)

    await page.getByRole('button', { name: 'Застосувати зміни' }).click()
    await page.getByRole('button', { name: 'Впевнений !' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Прайс застосовано' })).toHaveText(
      // The shared e2e database may hold It-Sell products of earlier runs: they vanish here.
      /^Прайс застосовано: змінено 1, зниклих \d+\.$/,
    )
    await expect(page.getByRole('button', { name: 'Застосувати зміни' })).toBeHidden()
    expect((await read(idA)).price).toBe(125.5)
    expect((await read(idB)).price).toBe(200)
    expect(consoleErrors).toEqual([])
  })
})
