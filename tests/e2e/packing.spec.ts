import sharp from 'sharp'
import type { FileChooser } from '@playwright/test'
import { apiPost, expect, test } from './fixtures'
import { PackingDesk } from './pages/packing-desk'
import { createOrder, createProduct, orderRecord, uniqueDigits } from './pages/shop-data'
import { barcodesOfPdf } from './pdf-barcode'

test.describe('packing mode', () => {
  test('a scripted scanner packs an order of three units: a wrong scan refused, an interrupted packing resumed, the order ready; its slip prints to a PDF whose barcode reads back', async ({
    page,
    consoleErrors,
  }) => {
    // Playwright intercepts file choosers once one is listened for, and that switch is not
    // waited for: listened for from the start, F7's chooser can never open before it.
    const choosers: FileChooser[] = []
    page.on('filechooser', (chooser) => choosers.push(chooser))
    const digits = uniqueDigits()
    const codes = { case: `51-${digits}`, film: `52-${digits}`, wrong: `53-${digits}` }
    const product = (barcode: string, title: string) =>
      createProduct(page.request, { barcode, title })
    const caseId = await product(codes.case, `Чохол Пакування ${digits}`)
    const filmId = await product(codes.film, `Плівка Пакування ${digits}`)
    await product(codes.wrong, `Кабель Пакування ${digits}`)
    const order = (items: { product_id: number; title: string; quantity: number }[]) =>
      createOrder(page.request, items, {
        surname: `Пакувальна${digits}`,
        name: 'Олена',
        // Confirmed and partly paid in advance: nothing holds it at the desk.
        status: 'prepayment',
        delivery_method: 'nova_poshta',
        city_name: 'Київ',
        warehouse_name: 'Відділення №5',
        total: 450,
        prepayment: 100,
      })
    const mainId = await order([
      { product_id: caseId, title: `Чохол Пакування ${digits}`, quantity: 2 },
      { product_id: filmId, title: `Плівка Пакування ${digits}`, quantity: 1 },
    ])
    const otherId = await order([
      { product_id: filmId, title: `Плівка Пакування ${digits}`, quantity: 1 },
    ])

    // F2 opens packing mode from anywhere; the scan field takes the scanner at once.
    const desk = new PackingDesk(page)
    await desk.openWithF2()
    const { alert, scanner: field } = desk

    await desk.openOrder(mainId)
    await desk.expectProgress(0, 3)
    await desk.scan(codes.case)
    await desk.expectProgress(1, 3)

    // A product that is not in the order: the red screen says why, nothing is ticked.
    await desk.scan(codes.wrong)
    await desk.expectRefused(`«Кабель Пакування ${digits}» не входить у це замовлення.`)
    await desk.expectProgress(1, 3)
    await page.keyboard.press('Escape')
    await expect(alert).toBeHidden()
    await expect(field).toBeFocused()

    // Interrupted: another order's number opens that order; then the app is reloaded, and the
    // address brings that order back.
    await desk.openOrder(otherId)
    await expect(page).toHaveURL(new RegExp(`/packing/${otherId}$`))
    await page.reload()
    await expect(desk.heading(otherId)).toBeVisible()
    await expect(field).toBeFocused()
    await desk.scan(mainId)
    await desk.expectProgress(1, 3)
    await expect(
      page.getByText('Продовжуємо пакування: відскановане раніше збережено.'),
    ).toBeVisible()
    await expect(page.getByText(/^Почав пакувати /)).toBeVisible()

    // F8 before everything is scanned is refused by the server.
    await desk.finish()
    await expect(alert).toContainText('Запаковано не все: бракує 2 шт.')
    await page.keyboard.press('Escape')

    await desk.scan(codes.case)
    await desk.expectProgress(2, 3)
    // One case too many.
    await desk.scan(codes.case)
    await expect(alert).toContainText('Зайва одиниця')
    await desk.expectProgress(2, 3)
    await page.keyboard.press('Escape')
    await desk.scan(codes.film)
    await desk.expectProgress(3, 3)

    // The slip's preview is there; F9 prints it (web: a hidden frame and the browser's dialog).
    const slip = desk.slip
    await expect(slip.getByRole('img', { name: `Штрихкод замовлення ${mainId}` })).toBeVisible()
    await expect(slip).toContainText('До сплати при отриманні')
    await expect(slip).toContainText('350,00 грн')
    await page.keyboard.press('F9')
    const frame = page.locator('#shop-print-frame')
    await expect(frame).toHaveAttribute('srcdoc', /Пакувальний лист № /)
    const html = (await frame.getAttribute('srcdoc')) ?? ''
    // The print dialog over, the keys are the scan field's again.
    await expect(field).toBeFocused()

    await desk.finish()
    await expect(desk.packed).toContainText('Запакував')
    await expect(page.getByText('Статус: Готове до відправки')).toBeVisible()
    expect((await orderRecord(page.request, mainId)).status).toBe('ready')

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
    await desk.openOrder(otherId)

    // The printed slip's HTML, printed to PDF by Chromium; its barcode reads back as the number.
    const printer = await page.context().newPage()
    await printer.setContent(html)
    const pdf = await printer.pdf({ preferCSSPageSize: true, printBackground: true })
    await printer.close()
    expect(await barcodesOfPdf(pdf)).toEqual([{ format: 'Code128', text: String(mainId) }])

    // The order form opens its order in packing mode.
    await page.goto(`/orders/${otherId}`)
    await page.getByRole('link', { name: 'Пакувати', exact: true }).click()
    await expect(desk.heading(otherId)).toBeVisible()
    await desk.expectProgress(0, 1)
    expect(consoleErrors).toEqual([])
  })
})
