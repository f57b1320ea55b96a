import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, apiPost } from './fixtures'

type Row = Record<string, unknown> & { id: number }
interface List {
  data: Row[]
  total: number
}

/**
 * Rows of a table, oldest first: the demo shop's own rows, whatever other suites sharing the
 * server have added since (the export suite's thousand products have no barcodes).
 */
const list = (request: APIRequestContext, table: string, body: Record<string, unknown> = {}) =>
  apiPost<List>(request, `/api/${table}/get_${table}`, { per_page: 500, sort: 'id', ...body })

function pick(rows: Row[], test: (row: Row) => boolean, what: string): Row {
  const row = rows.find(test)
  if (!row) throw new Error(`The demo data has no ${what}`)
  return row
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Пошук' })
  await box.fill(text)
  await box.press('Enter')
}

/** The list screen shows the filtered rows: its total matches the API's for the same filter. */
async function expectList(page: Page, total: number, firstId: number): Promise<void> {
  await expect(page.getByText(`Усього: ${total}`)).toBeVisible()
  await expect(page.getByRole('link', { name: String(firstId), exact: true }).first()).toBeVisible()
}

test.describe('global search: each row of the classification lands on its filtered list', () => {
  test('parcel numbers: Nova Poshta and Ukrposhta', async ({ page }) => {
    const orders = (await list(page.request, 'orders')).data
    for (const pattern of [/^(204|590)\d{11}$/, /^050\d{10}$/]) {
      const order = pick(orders, (o) => pattern.test(String(o.track ?? '')), `track ${pattern}`)
      const track = String(order.track)
      await search(page, `  ${track} `)
      await expect(page).toHaveURL(`/orders?track=${track}`)
      await expectList(page, orders.filter((o) => o.track === track).length, order.id)
    }
  })

  test('a phone in any spelling goes to orders by the 10-digit form', async ({ page }) => {
    const orders = (await list(page.request, 'orders')).data
    const order = pick(orders, (o) => !!o.phone, 'phone')
    const phone = String(order.phone)
    const typed = `+38 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`
    await search(page, typed)
    await expect(page).toHaveURL(`/orders?phone=${phone}`)
    await expectList(page, orders.filter((o) => o.phone === phone).length, order.id)
  })

  test('a 6-digit number starting with 9 opens that order itself', async ({ page }) => {
    const order = (await list(page.request, 'orders', { per_page: 1 })).data[0]!
    await search(page, String(order.id))
    await expect(page).toHaveURL(`/orders/${order.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Замовлення №${order.id}`)
  })

  test('a surname only orders carry lands on those orders', async ({ page }) => {
    const orders = (await list(page.request, 'orders')).data
    const surname = String(
      pick(orders, (o) => /^\p{L}+$/u.test(String(o.surname ?? '')), 'surname').surname,
    )
    // No product has it in its title: the name's orders are where Enter must go.
    expect((await list(page.request, 'products', { search: `${surname}**` })).total).toBe(0)
    const expected = await list(page.request, 'orders', { search: `${surname}**` })
    await search(page, surname)
    await expect(page).toHaveURL(`/orders?surname=${encodeURIComponent(`${surname}**`)}`)
    await expect(page.getByText(`Усього: ${expected.total}`)).toBeVisible()
  })

  test('a name both carry lands on the combined results', async ({ page }) => {
    // Not the word the products' test below searches (the first such title's): that one must
    // stay a products-only name.
    const words = (await list(page.request, 'products')).data
      .map((p) => String(p.title_uk))
      .filter((title) => /^\p{L}{4,}\s/u.test(title))
      .map((title) => title.split(' ')[0]!)
    const word = words.findLast((w) => w !== words[0])
    if (!word) throw new Error('The demo data has no second product word')
    const order = await apiPost<{ data: Row }>(page.request, '/api/orders/store', {
      phone: '0671112233',
      surname: word,
    })
    await search(page, word)
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Пошук «${word}»`)
    const orders = main.getByRole('region', { name: 'Замовлення' })
    await expect(orders.getByRole('link', { name: new RegExp(`№${order.data.id}`) })).toBeVisible()
    await expect(
      main.getByRole('region', { name: 'Товари' }).getByRole('link').first(),
    ).toBeVisible()
    await orders.getByRole('link', { name: 'Усі: Замовлення' }).click()
    await expect(page).toHaveURL(`/orders?surname=${encodeURIComponent(`${word}**`)}`)
  })

  test('other digits go to the product by id', async ({ page }) => {
    const product = (await list(page.request, 'products', { per_page: 1 })).data[0]!
    await search(page, String(product.id))
    await expect(page).toHaveURL(`/products?id=${product.id}`)
    await expectList(page, 1, product.id)
  })

  test('digits and dashes go to products by barcode', async ({ page }) => {
    const products = (await list(page.request, 'products')).data
    const product = pick(products, (p) => /^\d+-[\d-]*\d$/.test(String(p.barcode ?? '')), 'barcode')
    await search(page, String(product.barcode))
    await expect(page).toHaveURL(`/products?barcode=${String(product.barcode)}`)
    await expectList(page, 1, product.id)
  })

  test('letters go to products by title with **', async ({ page }) => {
    const products = (await list(page.request, 'products')).data
    const product = pick(products, (p) => /^\p{L}{4,}\s/u.test(String(p.title_uk)), 'title')
    const word = String(product.title_uk).split(' ')[0]!
    await search(page, word)
    await expect(page).toHaveURL(`/products?title=${encodeURIComponent(`${word}**`)}`)
    const expected = await list(page.request, 'products', { search: `${word}**` })
    await expect(page.getByText(`Усього: ${expected.total}`)).toBeVisible()
  })

  test('letters and digits go to categories by title_full with **', async ({ page }) => {
    const categories = (await list(page.request, 'categories')).data
    const category = pick(
      categories,
      (c) => /\d/.test(String(c.title_full)) && /\p{L}/u.test(String(c.title_full)),
      'mixed title',
    )
    const term = String(category.title_full)
    await search(page, term)
    await expect(page).toHaveURL(`/categories?title_full=${encodeURIComponent(`${term}**`)}`)
    await expect(page.getByRole('link', { name: String(category.id), exact: true })).toBeVisible()
  })
})

test('a barcode scanner typing fast and pressing Enter lands on the product', async ({ page }) => {
  const products = (await list(page.request, 'products')).data
  const product = pick(products, (p) => /^\d+-[\d-]*\d$/.test(String(p.barcode ?? '')), 'barcode')
  await page.goto('/orders')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('/')
  await expect(page.getByRole('combobox', { name: 'Пошук' })).toBeFocused()
  // A scanner is a keyboard that types every character within a few milliseconds.
  await page.keyboard.type(String(product.barcode), { delay: 0 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/products?barcode=${String(product.barcode)}`)
  await expectList(page, 1, product.id)
  await expect(page.getByRole('combobox', { name: 'Пошук' })).toHaveValue('')
})

test('the dropdown lists matches, arrows choose one, Enter opens it, Esc closes', async ({
  page,
  consoleErrors,
}) => {
  const order = pick((await list(page.request, 'orders')).data, (o) => !!o.surname, 'surname')
  const surname = String(order.surname)
  const box = page.getByRole('combobox', { name: 'Пошук' })
  await box.fill(surname)
  const listbox = page.getByRole('listbox', { name: 'Результати пошуку' })
  await expect(listbox).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const options = listbox.getByRole('option')
  await expect(options.first()).toContainText(surname)

  await box.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(box).toHaveValue(surname)

  await box.press('ArrowDown')
  await expect(listbox).toBeVisible()
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const id = await box.getAttribute('aria-activedescendant')
  expect(id).toBe(await options.first().getAttribute('id'))
  const firstText = await options.first().innerText()
  const orderId = /№(\d+)/.exec(firstText)?.[1]
  await box.press('Enter')
  await expect(page).toHaveURL(`/orders/${orderId}`)
  expect(consoleErrors).toEqual([])
})

test('/ and Ctrl+K focus the search from anywhere but a text field', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Пошук' })
  await page.getByRole('main').click()
  await page.keyboard.press('/')
  await expect(box).toBeFocused()
  await expect(box).toHaveValue('')
  await page.getByRole('main').click()
  await page.keyboard.press('Control+k')
  await expect(box).toBeFocused()
})
