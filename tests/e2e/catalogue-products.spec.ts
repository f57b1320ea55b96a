import { apiPost, expect, MARKER, test } from './fixtures'

test.describe('products', () => {
  test('a new product’s barcode, scanned into the global search, lands on it; its label draws', async ({
    page,
    consoleErrors,
  }) => {
    const digits = String(Date.now()).slice(-7)
    const barcode = `77-${digits}`
    const title = `Чохол-книжка Тест ${digits}`
    const { data: product } = await apiPost<{ data: { id: number } }>(
      page.request,
      '/api/products/store',
      { barcode, title_uk: title, type: 'chekhly', price: 349.5, mark: 'akcia' },
    )

    // Wide enough for the mark's column, which gives way at 1366 beside the right panel.
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto('/orders')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('/')
    await expect(page.getByRole('combobox', { name: 'Пошук' })).toBeFocused()
    // A scanner is a keyboard that types every character within a few milliseconds.
    await page.keyboard.type(barcode, { delay: 0 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/products?barcode=${barcode}`)
    await expect(page.getByText('Усього: 1')).toBeVisible()
    await expect(page.getByRole('link', { name: String(product.id), exact: true })).toBeVisible()
    // The mark is a badge.
    await expect(page.locator('.badge', { hasText: 'Акція' })).toBeVisible()

    await page.getByRole('button', { name: `Етикетка «${title}»` }).click()
    const dialog = page.getByRole('dialog', { name: `Етикетка зі штрихкодом ${barcode}` })
    const bars = dialog.getByRole('img', { name: `Штрихкод ${barcode}` })
    await expect(bars).toBeVisible()
    expect(await bars.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50)
    await expect(dialog.getByText('349,50 грн')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // A barcode belongs to one product.
    const again = await page.request.post('/api/products/store', {
      headers: MARKER,
      data: { barcode, title_uk: `${title} копія`, type: 'chekhly', price: 1 },
    })
    expect(again.status()).toBe(422)
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'barcode',
    )
    expect(consoleErrors).toEqual([])
  })
})
