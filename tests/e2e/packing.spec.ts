import sharp from 'sharp'
import type { FileChooser, Page } from '@playwright/test'
import { apiPost, expect, test } from './fixtures'
import { barcodesOfPdf } from './pdf-barcode'

type Saved = { data: { order: { id: number } } }

/** A scanner: every character within a few milliseconds, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 })
  await page.keyboard.press('Enter')
}

test.describe('packing mode', () => {
  test('a scripted scanner packs an order of three units: a wrong scan refused, an interrupted packing resumed, the order ready; its slip prints to a PDF whose barcode reads back', async ({
    page,
    consoleErrors,
  }) => {
    // Playwright intercepts file choosers once one is listened for, and that switch is not
    // waited for: listened for from the start, F7's chooser can never open before it.
    const choosers: FileChooser[] = []
    page.on('filechooser', (chooser) => choosers.push(chooser))
    const digits = String(Date.now()).slice(-7)
    const codes = { case: `51-${digits}`, film: `52-${digits}`, wrong: `53-${digits}` }
    const product = async (barcode: string, title: string) =>
      (
        await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
          barcode,
          title_uk: title,
          type: 'chekhly',
          price: 150,
          quantity: 10,
        })
      ).data.id
    const caseId = await product(codes.case, `Чохол Пакування ${digits}`)
    const filmId = await product(codes.film, `Плівка Пакування ${digits}`)
    await product(codes.wrong, `Кабель Пакування ${digits}`)
    const order = async (items: { product_id: number; title: string; quantity: number }[]) =>
      (
        await apiPost<Saved>(page.request, '/api/orders/save', {
          order: {
            phone: '0671234567',
            surname: `Пакувальна${digits}`,
            name: 'Олена',
            // Confirmed and partly paid in advance: nothing holds it at the desk.
            status: 'prepayment',
            delivery_method: 'nova_poshta',
            city_name: 'Київ',
            warehouse_name: 'Відділення №5',
            total: 450,
            prepayment: 100,
          },
          items: items.map((i) => ({ ...i, price: 150 })),
        })
      ).data.order.id
    const mainId = await order([
      { product_id: caseId, title: `Чохол Пакування ${digits}`, quantity: 2 },
      { product_id: filmId, title: `Плівка Пакування ${digits}`, quantity: 1 },
    ])
    const otherId = await order([
      { product_id: filmId, title: `Плівка Пакування ${digits}`, quantity: 1 },
    ])

    // F2 opens packing mode from anywhere; the scan field takes the scanner at once.
    // Pressed again until it lands: the shell's key handler is attached once the layout has
    // mounted, which on a loaded machine may be after the first press.
    await expect(async () => {
      await page.keyboard.press('F2')
      await expect(page.getByRole('heading', { level: 1, name: 'Пакування' })).toBeVisible({
        timeout: 2_000,
      })
    }).toPass()
    const field = page.getByLabel('Сканер', { exact: true })
    await expect(field).toBeFocused()
    const progress = page.getByTestId('packing-progress')

    await scan(page, String(mainId))
    await expect(page.getByRole('heading', { name: `Замовлення №${mainId}` })).toBeVisible()
    await expect(progress).toHaveText('Відскановано 0 з 3 шт.')
    await scan(page, codes.case)
    await expect(progress).toHaveText('Відскановано 1 з 3 шт.')

    // A product that is not in the order: the red screen says why, nothing is ticked.
    await scan(page, codes.wrong)
    const alert = page.getByTestId('packing-alert')
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('СКАН ВІДХИЛЕНО')
    await expect(alert).toContainText(`«Кабель Пакування ${digits}» не входить у це замовлення.`)
    await expect(progress).toHaveText('Відскановано 1 з 3 шт.')
    await page.keyboard.press('Escape')
    await expect(alert).toBeHidden()
    await expect(field).toBeFocused()

    // Interrupted: another order's number opens that order; then the app is reloaded, and the
    // address brings that order back.
    await scan(page, String(otherId))
    await expect(page.getByRole('heading', { name: `Замовлення №${otherId}` })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/packing/${otherId}$`))
    await page.reload()
    await expect(page.getByRole('heading', { name: `Замовлення №${otherId}` })).toBeVisible()
    await expect(field).toBeFocused()
    await scan(page, String(mainId))
    await expect(progress).toHaveText('Відскановано 1 з 3 шт.')
    await expect(
      page.getByText('Продовжуємо пакування: відскановане раніше збережено.'),
    ).toBeVisible()
    await expect(page.getByText(/^Почав пакувати /)).toBeVisible()

    // F8 before everything is scanned is refused by the server.
    await page.keyboard.press('F8')
    await expect(alert).toContainText('Запаковано не все: бракує 2 шт.')
    await page.keyboard.press('Escape')

    await scan(page, codes.case)
    await expect(progress).toHaveText('Відскановано 2 з 3 шт.')
    // One case too many.
    await scan(page, codes.case)
    await expect(alert).toContainText('Зайва одиниця')
    await expect(progress).toHaveText('Відскановано 2 з 3 шт.')
    await page.keyboard.press('Escape')
    await scan(page, codes.film)
    await expect(progress).toHaveText('Відскановано 3 з 3 шт.')

    // The slip's preview is there; F9 prints it (web: a hidden frame and the browser's dialog).
    const slip = page.getByTestId('packing-slip')
    await expect(slip.getByRole('img', { name: `Штрихкод замовлення ${mainId}` })).toBeVisible()
    await expect(slip).toContainText('До сплати при отриманні')
    await expect(slip).toContainText('350,00 грн')
    await page.keyboard.press('F9')
    const frame = page.locator('#shop-print-frame')
    await expect(frame).toHaveAttribute('srcdoc', /Пакувальний лист № /)
    const html = (await frame.getAttribute('srcdoc')) ?? ''
    // The print dialog over, the keys are the scan field's again.
    await expect(field).toBeFocused()

    await page.keyboard.press('F8')
    await expect(page.getByTestId('packing-packed')).toContainText('Запакував')
    await expect(page.getByText('Статус: Готове до відправки')).toBeVisible()
    const saved = await apiPost<{ data: { status: string } }>(
      page.request,
      `/api/orders/get/${mainId}`,
    )
    expect(saved.data.status).toBe('ready')

    // F7: the optional photo of the open parcel, kept with the order.
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer()
    await expect(field).toBeFocused()
    await page.keyboard.press('F7')
    await expect.poll(() => choosers.length).toBe(1)
    await choosers[0]!.setFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: photo })
    await expect(page.getByRole('status').filter({ hasText: 'Фото додано' })).toHaveText(
      `Фото додано до замовлення №${mainId}.`,
    )
    const photos = await apiPost<{ data: { name: string }[] }>(
      page.request,
      '/api/orders_images/of_order',
      { order_id: mainId },
    )
    expect(photos.data).toHaveLength(1)

    // The desk is ready for the next order at once.
    await expect(field).toBeFocused()
    await scan(page, String(otherId))
    await expect(page.getByRole('heading', { name: `Замовлення №${otherId}` })).toBeVisible()

    // The printed slip's HTML, printed to PDF by Chromium; its barcode reads back as the number.
    const printer = await page.context().newPage()
    await printer.setContent(html)
    const pdf = await printer.pdf({ preferCSSPageSize: true, printBackground: true })
    await printer.close()
    expect(await barcodesOfPdf(pdf)).toEqual([{ format: 'Code128', text: String(mainId) }])

    // The order form opens its order in packing mode.
    await page.goto(`/orders/${otherId}`)
    await page.getByRole('link', { name: 'Пакувати', exact: true }).click()
    await expect(page.getByRole('heading', { name: `Замовлення №${otherId}` })).toBeVisible()
    await expect(page.getByTestId('packing-progress')).toHaveText('Відскановано 0 з 1 шт.')
    expect(consoleErrors).toEqual([])
  })
})
