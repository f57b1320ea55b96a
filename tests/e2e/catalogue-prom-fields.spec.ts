import { apiPost, expect, test } from './fixtures'

/**
 * What the Prom feed needs beyond the product's own data is edited where staff look: the
 * product's brand in the product form, the shop's site in settings → "Фід Prom.ua"
 * (docs/choices.md, "The Prom feed as a full catalogue").
 */
test('the brand is edited in the product form and goes to the Prom feed', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const tag = String(Date.now()).slice(-7)
  const title = `Кабель Тест ${tag}`
  const { data: product } = await apiPost<{ data: { id: number } }>(
    page.request,
    '/api/products/store',
    { title_uk: title, type: 'accessories', price: 199 },
  )
  await apiPost(page.request, '/api/prom_products/store', {
    product_id: product.id,
    prom_acaunt: 'main',
    title,
    price: 219,
  })

  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`/products?title_uk=${encodeURIComponent(title)}`)
  await page.getByRole('button', { name: `Переглянути ${title}` }).click()
  await page
    .getByRole('dialog', { name: /перегляд/ })
    .getByRole('button', { name: 'Редагувати' })
    .click()
  const win = page.getByRole('dialog', { name: /редагування/ })
  const brand = win.getByLabel('Бренд (виробник)', { exact: true })
  await expect(brand).toBeEditable()
  await brand.fill('Baseus')
  await page.screenshot({ path: testInfo.outputPath('product-form-brand-1366x768.png') })
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  await expect(win).toBeHidden()

  const feed = await page.request.get('/feeds/prom/main.xml', { headers: { cookie: '' } })
  const xml = await feed.text()
  const offer = xml.split('<offer ').find((o) => o.startsWith(`id="${product.id}"`))
  expect(offer).toContain('<vendor>Baseus</vendor>')
  expect(consoleErrors).toEqual([])
})

test('the shop’s site for the Prom feed is set in settings, a web address only', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Налаштування магазину' })
  await section.getByRole('button', { name: 'Редагувати: Фід Prom.ua' }).click()
  const win = page.getByRole('dialog', { name: 'Фід Prom.ua' })
  const site = win.getByLabel(/^Адреса сайту магазину/)
  await expect(site).toHaveValue('https://caseshop.com.ua')
  await site.fill('ftp://caseshop.com.ua')
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(site).toHaveAttribute('aria-invalid', 'true')
  await expect(win.getByText('Має бути адресою сайту http(s)://… без ? і #')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('settings-prom-feed-1366x768.png') })

  await site.fill('https://caseshop.com.ua/ua')
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  await expect(win).toBeHidden()
  const feed = await page.request.get('/feeds/prom/main.xml', { headers: { cookie: '' } })
  expect(await feed.text()).toMatch(/<url>https:\/\/caseshop\.com\.ua\/ua\/product\/\d+<\/url>/)
  // Put back as the demo shop has it, for the specs that run after.
  await apiPost(page.request, '/api/settings/set_param', {
    key: 'api.prom.site_url',
    value: 'https://caseshop.com.ua',
  })
  expect(consoleErrors).toEqual([])
})
