import { apiPost, expect } from './fixtures'
import { defineResourceSuite, tag, test } from './resources-flows'

const barcode = (title: string) => `77-${title.replace(/\D/g, '').slice(-8) || '1'}`

defineResourceSuite({
  table: 'products',
  titleField: 'title_uk',
  makeTitle: (tag) => `Чохол тестовий ${tag}`,
  create: { type: { select: 'chekhly' }, price: '349.90', title_ru: 'Чехол тестовый' },
  seed: (title) => ({ type: 'accessories', price: 120, barcode: barcode(`${title}1`) }),
  edit: { field: 'price', value: '199,5', shown: '199,50' },
  // The barcode is unique: a copy needs its own.
  cloneChanges: (title) => ({ barcode: barcode(`${title}2`) }),
  invalid: { values: { price: 'дорого' }, field: 'price', message: /Має бути сума/ },
})

test.describe('products: global-search jumps', () => {
  test('barcode, id and title** links open the filtered list', async ({ page }) => {
    const word = `Унікальний${tag()}`
    const code = `55-${String(Date.now()).slice(-6)}`
    const { data } = await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
      title_uk: `Чохол ${word} для iPhone`,
      type: 'chekhly',
      price: 199,
      barcode: code,
    })
    const title = `Чохол ${word} для iPhone`
    await page.goto(`/products?barcode=${code}`)
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(2)

    await page.goto(`/products?id=${data.id}`)
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(2)

    // A word from the middle of the title, as the search box sends letters: `term**`.
    await page.goto(`/products?title=${encodeURIComponent(`${word.toLowerCase()}**`)}`)
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(2)

    await page.goto(`/products?barcode=00-000000`)
    await expect(page.getByText('Нічого не знайдено')).toBeVisible()
  })
})
