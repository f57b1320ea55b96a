import { parse } from 'csv-parse/sync'
import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { apiPost, expect, test } from './fixtures'

type Saved = { data: { id: number } }

/** The exports' CSV as a spreadsheet reads it: `;` between fields, CRLF between rows. */
const parseCsv = (text: string): string[][] =>
  parse(text, { delimiter: ';', record_delimiter: '\r\n' })

test('an XLSX export of 1,000 products has the chosen columns in order and intact Cyrillic', async ({
  page,
  consoleErrors,
}) => {
  test.slow()
  const tag = `експ${String(Date.now()).slice(-7)}`
  const ids: number[] = []
  for (let start = 0; start < 1000; start += 25) {
    const batch = await Promise.all(
      Array.from({ length: 25 }, (_, k) =>
        apiPost<Saved>(page.request, '/api/products/store', {
          title_uk: `${tag} Чохол «Ґрація» №${start + k + 1}`,
          type: start + k < 500 ? 'chekhly' : 'plenki',
          price: 100 + start + k + 0.5,
        }),
      ),
    )
    ids.push(...batch.map((b) => b.data.id))
  }

  await page.goto('/export?table=products')
  await expect(page.getByRole('heading', { name: 'Експорт' })).toBeVisible()
  await page.getByRole('button', { name: 'Жодного' }).click()
  for (const name of ['ID', 'Назва (укр)', 'Тип', 'Ціна']) {
    await page.getByRole('checkbox', { name, exact: true }).check()
  }
  const search = page.getByRole('searchbox', { name: 'Пошук' })
  await search.fill(tag)
  await search.press('Enter')
  await expect(page).toHaveURL(/search=/)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Вивантажити' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/)
  await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible()

  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer)
  const sheet = workbook.getWorksheet('products')!
  expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Назва (укр)', 'Тип', 'Ціна'])
  expect(sheet.rowCount).toBe(1001)
  const rows = new Map<number, unknown[]>()
  sheet.eachRow((row, n) => {
    if (n > 1) rows.set(Number(row.getCell(1).value), (row.values as unknown[]).slice(2))
  })
  expect([...rows.keys()].sort((a, b) => a - b)).toEqual(ids.toSorted((a, b) => a - b))
  expect(rows.get(ids[0]!)).toEqual([`${tag} Чохол «Ґрація» №1`, 'Чохли', 100.5])
  expect(rows.get(ids[999]!)).toEqual([`${tag} Чохол «Ґрація» №1000`, 'Плівки та скло', 1099.5])
  expect(consoleErrors).toEqual([])
})

test('a CSV export has a BOM, intact Cyrillic and RFC 4180 quoting', async ({
  page,
  consoleErrors,
}) => {
  const tag = `csv${String(Date.now()).slice(-7)}`
  const titles = [`${tag} Скло "Щит"; 9H`, `${tag} Кабель\nдвометровий`, `${tag} Їжачок`]
  const ids: number[] = []
  for (const title_uk of titles) {
    const saved = await apiPost<Saved>(page.request, '/api/products/store', {
      title_uk,
      type: 'accessories',
      price: 45.5,
    })
    ids.push(saved.data.id)
  }

  const params = new URLSearchParams({
    table: 'products',
    format: 'csv',
    cols: 'id,title_uk,type,price',
    search: tag,
  })
  await page.goto(`/export?${params}`)
  await expect(page.getByRole('radio', { name: /CSV/ })).toBeChecked()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Вивантажити' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/)

  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const rows = parseCsv(bytes.toString('utf8').slice(1))
  expect(rows[0]).toEqual(['ID', 'Назва (укр)', 'Тип', 'Ціна'])
  // Newest first, as the products list.
  expect(rows.slice(1)).toEqual(
    ids.map((id, i) => [String(id), titles[i]!, 'Аксесуари', '45,50']).reverse(),
  )
  expect(bytes.toString('utf8')).toContain(`"${tag} Скло ""Щит""; 9H"`)
  expect(consoleErrors).toEqual([])
})

test('a list’s “Вивантажити список” exports its rows with its filters and in its order', async ({
  page,
  consoleErrors,
}) => {
  const tag = `srt${String(Date.now()).slice(-7)}`
  const prices = [300, 100, 200]
  const ids: number[] = []
  for (const [i, price] of prices.entries()) {
    const saved = await apiPost<Saved>(page.request, '/api/products/store', {
      title_uk: `${tag} Чохол ${i + 1}`,
      type: 'chekhly',
      price,
    })
    ids.push(saved.data.id)
  }

  await page.goto(`/products?search=${tag}&sort=-price&page=1`)
  await expect(page.getByText('Усього: 3')).toBeVisible()
  await page.getByRole('link', { name: 'Вивантажити список' }).click()
  await expect(page).toHaveURL(`/export?table=products&search=${tag}&sort=-price`)
  await expect(page.getByLabel('Порядок рядків')).toHaveValue('-price')
  await page.getByRole('radio', { name: /CSV/ }).check()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Вивантажити' }).click()
  const download = await downloading

  const rows = parseCsv((await readFile(await download.path())).toString('utf8').slice(1))
  const idColumn = rows[0]!.indexOf('ID')
  expect(idColumn).toBeGreaterThanOrEqual(0)
  // The dearest first, as the list showed them.
  expect(rows.slice(1).map((row) => Number(row[idColumn]))).toEqual([ids[0], ids[2], ids[1]])

  // Another order chosen on the export screen itself.
  await page.getByLabel('Порядок рядків').selectOption('price')
  await expect(page).toHaveURL(/sort=price(&|$)/)
  const again = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Вивантажити' }).click()
  const cheapest = parseCsv((await readFile(await (await again).path())).toString('utf8').slice(1))
  expect(cheapest.slice(1).map((row) => Number(row[idColumn]))).toEqual([ids[1], ids[2], ids[0]])
  expect(consoleErrors).toEqual([])
})
