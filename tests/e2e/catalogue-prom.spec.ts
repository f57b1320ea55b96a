import { findAll, parseXml } from '../../src/server/test/xml'
import { apiPost, expect, test } from './fixtures'

type Rows = { data: { product_id: number }[]; total: number }

test('the Prom screen shows each account’s feed address; the feed is XML of exactly the selected products', async ({
  page,
  consoleErrors,
}) => {
  const tag = String(Date.now()).slice(-7)
  const { data: product } = await apiPost<{ data: { id: number } }>(
    page.request,
    '/api/products/store',
    { title_uk: `Чохол для Prom ${tag}`, type: 'chekhly', price: 10, barcode: `55-${tag}` },
  )
  await apiPost(page.request, '/api/prom_products/store', {
    product_id: product.id,
    prom_acaunt: 'main',
    title: `Чохол «Prom» ${tag} & Ко`,
    price: 219,
  })
  const selected = await apiPost<Rows>(page.request, '/api/prom_products/get_prom_products', {
    filter: { prom_acaunt: 'main', publish: '1' },
    per_page: 500,
  })
  expect(selected.total).toBeLessThan(500)
  const expected = [...new Set(selected.data.map((r) => r.product_id))].sort((a, b) => a - b)

  await page.goto('/prom_products')
  const address = page.getByRole('textbox', { name: 'Акаунт «CaseShop на Prom»' })
  await expect(address).toHaveValue(/\/feeds\/prom\/main\.xml$/)
  // On the address Prom reaches the server at (the demo shop sets one, api.prom.public_url),
  // which is this server under another name: the same path is fetched here.
  const shown = new URL(await address.inputValue())
  expect(shown.protocol).toBe('https:')
  const url = new URL(shown.pathname, page.url()).href

  // Prom fetches it as any client would: no session, no marker header.
  const res = await page.request.get(url, { headers: { cookie: '' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const doc = parseXml(await res.text())
  const offers = findAll(doc, 'offer')
  expect(offers.map((o) => Number(o.attributes.id)).sort((a, b) => a - b)).toEqual(expected)
  const mine = offers.find((o) => Number(o.attributes.id) === product.id)
  expect(mine?.children.find((c) => c.name === 'name')?.text).toBe(`Чохол «Prom» ${tag} & Ко`)
  expect(mine?.children.find((c) => c.name === 'price')?.text).toBe('219.00')
  expect(consoleErrors).toEqual([])
})
