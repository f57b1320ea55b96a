import sharp from 'sharp'
import { apiPost, expect, test } from './fixtures'

/** A real picture, made here: a coloured rectangle. */
function picture(background: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

test.describe('product images', () => {
  test('an image uploaded in the product form is its main image and the list’s thumbnail', async ({
    page,
    consoleErrors,
  }) => {
    const digits = String(Date.now()).slice(-7)
    const barcode = `55-${digits}`
    const title = `Чохол з фото ${digits}`
    const { data: product } = await apiPost<{ data: { id: number } }>(
      page.request,
      '/api/products/store',
      { barcode, title_uk: title, type: 'chekhly', price: 199 },
    )

    await page.goto(`/products/${product.id}`)
    const panel = page.getByRole('region', { name: 'Зображення' })
    await expect(panel.getByText('У товару ще немає зображень.')).toBeVisible()

    // A file that only claims to be a picture is refused with the server's reason.
    const fileInput = panel.locator('input[type=file]')
    await fileInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('це текст, а не картинка'),
    })
    await expect(panel.getByRole('alert')).toContainText(
      'fake.png: Файл не є зображенням JPEG, PNG або WebP.',
    )

    await fileInput.setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: await picture('#d02020', 'png'),
    })
    const first = panel.getByAltText('Зображення 1 товару')
    await expect(first).toBeVisible()
    await expect(panel.getByText('Головне')).toBeVisible()
    await expect(panel.getByRole('alert')).toBeHidden()

    // A second one dropped on the panel, then made the main one from the keyboard.
    const jpeg = (await picture('#2040d0', 'jpeg')).toString('base64')
    await panel.evaluate((element, b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], 'blue.jpg', { type: 'image/jpeg' }))
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }))
    }, jpeg)
    await expect(panel.getByAltText('Зображення 2 товару')).toBeVisible()
    await panel.getByRole('button', { name: 'Зробити головним' }).focus()
    await page.keyboard.press('Enter')
    // The blue one is first now: its thumbnail's pixels say so.
    await expect
      .poll(() =>
        first.evaluate((img: HTMLImageElement) => {
          const canvas = document.createElement('canvas')
          canvas.width = 4
          canvas.height = 4
          const ctx = canvas.getContext('2d')!
          ctx.drawImage(img, 0, 0, 4, 4)
          const [r, , b] = ctx.getImageData(2, 2, 1, 1).data
          return (b ?? 0) > (r ?? 0) ? 'blue' : 'red'
        }),
      )
      .toBe('blue')

    // The list shows the main image's thumbnail in the product's row.
    await page.goto(`/products?barcode=${barcode}`)
    await expect(page.getByText('Усього: 1')).toBeVisible()
    const thumb = page.getByRole('img', { name: `Зображення: ${title}` })
    await expect(thumb).toBeVisible()
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(160)
    // The browser logs the refused upload's 422; nothing else went wrong.
    expect(consoleErrors).toEqual([
      expect.stringMatching(/status of 422 .*\/api\/products_images\/upload$/),
    ])
  })
})
