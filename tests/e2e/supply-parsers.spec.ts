import { startFakeSupplier, ymlOf } from '../fake-supplier/index.mjs'
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

  test('a feed parser: run now against the supplier, review, apply one row', async ({
    page,
    consoleErrors,
  }) => {
    const supplier = await startFakeSupplier()
    try {
      const digits = String(Date.now()).slice(-7)
      const title = `Чохол Фід ${digits}`
      const product = (
        await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
          title_uk: title,
          type: 'chekhly',
          price: 300,
          provider: 'hubber',
          supplier_sku: `HB-${digits}`,
        })
      ).data.id
      supplier.put(
        '/hubber.yml',
        ymlOf([
          { sku: `HB-${digits}`, name: title, price: 345.5, available: true },
          { sku: `HB-N-${digits}`, name: `Новинка ${digits}`, price: 99, available: true },
        ]),
      )
      const feedTitle = `Фід Hubber ${digits}`
      await apiPost(page.request, '/api/parsers/store', {
        title: feedTitle,
        url: supplier.url('/hubber.yml'),
        provider: 'hubber',
        interval_minutes: 0,
      })

      await page.goto('/parsers')
      await page.getByRole('button', { name: `Відкрити фід «${feedTitle}»` }).click()
      await expect(page.getByRole('heading', { level: 3, name: feedTitle })).toBeVisible()
      await page.getByRole('button', { name: 'Запустити зараз' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Фід прочитано' })).toHaveText(
        'Фід прочитано: рядків 2.',
      )
      const results = page.getByRole('table', { name: 'Результати до перевірки' })
      const row = results.getByRole('row', { name: new RegExp(title) })
      await expect(row).toContainText('300,00 грн')
      await expect(row).toContainText('345,50 грн')
      await expect(results.getByRole('row', { name: new RegExp(`Новинка ${digits}`) })).toHaveCount(
        1,
      )
      expect(supplier.hits).toEqual(['/hubber.yml'])

      await row.getByRole('button', { name: `Застосувати: ${title}` }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Застосовано' })).toHaveText(
        /^Застосовано: 1\. Чекає на перевірку: \d+\.$/,
      )
      await expect(results.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
      const read = await apiPost<{ data: { price: number } }>(
        page.request,
        `/api/products/get/${product}`,
      )
      expect(read.data.price).toBe(345.5)
      await page.screenshot({ path: 'test-results/parsers-feed-1366.png' })
      expect(consoleErrors).toEqual([])
    } finally {
      await supplier.close()
    }
  })

  test('a supplier’s own headers: mapped on the screen, the same file is read', async ({
    page,
    consoleErrors,
  }) => {
    const digits = String(Date.now()).slice(-7)
    const sku = `EN-${digits}`
    // The e2e database is shared across runs: the supplier starts with no mapping.
    await apiPost(page.request, '/api/parsers/set_columns', {
      provider: 'endorphone',
      mapping: {},
    })
    const product = (
      await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
        title_uk: `Чохол Стовпці ${digits}`,
        type: 'chekhly',
        price: 100,
        provider: 'endorphone',
        supplier_sku: sku,
      })
    ).data.id
    const file = {
      name: `endorphone-${digits}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Код постачальника;Найменування позиції;Ціна опт;Наявність\n${sku};Чохол;150;так\n`,
      ),
    }
    const upload = async () => {
      await page.getByLabel('Постачальник', { exact: true }).selectOption('endorphone')
      await page.getByLabel('Файл прайсу', { exact: true }).setInputFiles(file)
      await page.getByRole('button', { name: 'Пробний запуск' }).click()
    }

    await page.goto('/parsers')
    await upload()
    await expect(page.getByRole('alert')).toContainText('немає стовпця')
    await page.getByRole('button', { name: /Вказати стовпці постачальника/ }).click()
    await expect(page.getByRole('heading', { name: 'Стовпці постачальника' })).toBeFocused()
    await expect(page.getByLabel('Постачальник, чиї стовпці показати')).toHaveValue('endorphone')
    await expect(page.getByText(`Стовпці з останнього прайсу «${file.name}»`)).toBeVisible()
    const columns = page.getByRole('table', { name: 'Стовпці постачальника «Endorphone»' })
    await expect(columns.getByRole('row', { name: /Наявність або залишок/ })).toContainText(
      'зі стовпця «наявність»',
    )
    await columns.getByLabel('Артикул постачальника').selectOption('код постачальника')
    await columns.getByLabel('Ціна').selectOption('ціна опт')
    await expect(page.getByText(/не прочитається/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Зберегти стовпці' }).press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Стовпці збережено' })).toBeVisible()

    await upload()
    const changed = page.getByRole('table', { name: 'Змінені ціни та наявність' })
    const row = changed.getByRole('row', { name: new RegExp(sku) })
    await expect(row).toContainText('100,00 грн')
    await expect(row).toContainText('150,00 грн')
    const read = await apiPost<{ data: { price: number } }>(
      page.request,
      `/api/products/get/${product}`,
    )
    expect(read.data.price).toBe(100)
    // Another supplier's columns are untouched.
    const other = await apiPost<{ data: { mapping: object } }>(
      page.request,
      '/api/parsers/get_columns',
      { provider: 'caseshop' },
    )
    expect(other.data.mapping).toEqual({})
    await page.screenshot({ path: 'test-results/parsers-columns-1366.png', fullPage: true })
    expect(consoleErrors).toEqual([])
  })
})
