import { apiPost, expect, test } from './fixtures'
import { PackingDesk } from './pages/packing-desk'
import { createOrder, createProduct, signInColleague, uniqueDigits } from './pages/shop-data'

test.describe('the packing desk recovers by itself', () => {
  test('a refused order is shouted and the desk goes on: the next order opens, Esc and "Почати заново" clear it, a reload resumes the order being packed', async ({
    page,
    consoleErrors,
  }) => {
    const digits = uniqueDigits()
    const code = `61-${digits}`
    const title = `Чохол Стіл ${digits}`
    const productId = await createProduct(page.request, { barcode: code, title })
    const orderOf = (quantity: number, status: string) =>
      createOrder(page.request, [{ product_id: productId, title, quantity }], {
        surname: 'Пакувальна',
        status,
      })
    const refused = await orderOf(1, 'refusal')
    const valid = await orderOf(2, 'pre_order')

    const desk = new PackingDesk(page)
    await desk.open()
    const refusal = 'Замовлення у статусі «Відмова» не пакують.'

    // The refused order: the red screen says why.
    await desk.scan(refused)
    await desk.expectRefused(refusal)
    // The next scan is the next parcel: it opens, the refusal gone.
    await desk.openOrder(valid)
    await expect(desk.alert).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/packing/${valid}$`))

    // Esc clears a refused order: the desk is empty again.
    await desk.scan(refused)
    await expect(desk.alert).toContainText(refusal)
    await page.keyboard.press('Escape')
    await expect(desk.alert).toBeHidden()
    await expect(page.getByText('Замовлення не відкрито.', { exact: false })).toBeVisible()
    await expect(page).toHaveURL(/\/packing$/)

    // So does "Почати заново" (the alert closed by a click first).
    await desk.scan(refused)
    await desk.alert.click()
    await page.getByRole('button', { name: 'Почати заново' }).click()
    await expect(page.getByText('Замовлення не відкрито.', { exact: false })).toBeVisible()

    // The valid order packs; a reload mid-packing comes back to it with its progress.
    await desk.scanner.focus()
    await desk.scan(valid)
    await desk.expectProgress(0, 2)
    await desk.scan(code)
    await desk.expectProgress(1, 2)
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/packing/${valid}$`))
    await expect(desk.heading(valid)).toBeVisible()
    await desk.expectProgress(1, 2)
    await expect(desk.scanner).toBeFocused()
    await desk.scan(code)
    await desk.expectProgress(2, 2)
    await desk.finish()
    await expect(desk.packed).toContainText('Запакував')

    // What was packed left the shelf: 10 - 2, one movement row for the order.
    const stock = await apiPost<{ data: { quantity: number } }>(
      page.request,
      `/api/products/get/${productId}`,
    )
    expect(stock.data.quantity).toBe(8)
    const moves = await apiPost<{ data: { delta: number; reason: string; order_id: number }[] }>(
      page.request,
      '/api/stock_movements/get_stock_movements',
      { filter: { product_id: productId } },
    )
    expect(moves.data.map((m) => [m.delta, m.reason, m.order_id])).toEqual([
      [-2, 'packed', valid],
      [10, 'edited', null],
    ])
    expect(consoleErrors).toEqual([])
  })

  test('an unconfirmed card order without prepayment is stopped with the reason; a manager lets it through with a typed reason, and the action log names them', async ({
    page,
    browser,
  }) => {
    // Three people at three windows: two colleagues signed in, two desks, then the action log
    // (34 s on a loaded two-core machine, past the default 30).
    test.slow()
    const digits = uniqueDigits()
    const code = `62-${digits}`
    const title = `Плівка Стіл ${digits}`
    const productId = await createProduct(page.request, { barcode: code, title })
    const held = await createOrder(page.request, [{ product_id: productId, title, quantity: 1 }], {
      surname: 'Пакувальна',
      status: 'new',
      pay_method: 'card_mono',
      prepayment: 0,
    })
    const packer = await signInColleague(browser, page, {
      login: `pk3${digits}`,
      name: `Пакувальниця ${digits}`,
      access: 3,
    })
    const managerName = `Менеджерка ${digits}`
    const manager = await signInColleague(browser, page, {
      login: `pk5${digits}`,
      name: managerName,
      access: 5,
    })
    const packerDesk = new PackingDesk(packer)
    const managerDesk = new PackingDesk(manager)
    const reasons = [
      'Замовлення не підтверджене (статус «Нове»): спершу підтвердіть його з клієнтом.',
      'Оплата «Картка Monobank» потребує передоплати, а її не внесено.',
    ]

    // The packer: stopped, the reasons on the red screen and beside the order.
    await packerDesk.open()
    await packerDesk.scan(held)
    for (const reason of reasons) await expect(packerDesk.alert).toContainText(reason)
    await packerDesk.alert.click()
    await expect(packerDesk.hold).toContainText('Пакування зупинено')
    await expect(packerDesk.hold).toContainText('лише менеджер')
    await expect(packer.getByRole('button', { name: 'Запаковано (F8)' })).toBeDisabled()

    // The manager opens it by its address and types why it may go.
    await managerDesk.open(`/packing/${held}`)
    await expect(managerDesk.alert).toContainText(reasons[1]!)
    await manager.keyboard.press('Escape')
    await expect(managerDesk.alert).toBeHidden()
    const reason = manager.getByLabel('Причина дозволу (запишеться в журнал дій)')
    const release = manager.getByRole('button', { name: 'Дозволити пакування' })
    await reason.fill('ок')
    await expect(release).toBeDisabled()
    await reason.fill('Клієнт підтвердив телефоном, оплатить карткою при отриманні')
    await release.click()
    await expect(managerDesk.released).toContainText(`Дозволив ${managerName}`)

    // The packer's next scan of the order opens it released; it packs.
    await packerDesk.scanner.focus()
    await packerDesk.scan(held)
    await expect(packerDesk.released).toContainText(managerName)
    await packerDesk.scan(code)
    await packerDesk.expectProgress(1, 1)
    await packerDesk.finish()
    await expect(packerDesk.packed).toContainText('Запакував')

    // The action log: who let it through.
    const sessions = await apiPost<{ data: { id: number }[] }>(
      page.request,
      '/api/packing_sessions/get_packing_sessions',
      { filter: { order_id: held } },
    )
    const sessionId = sessions.data[0]!.id
    await page.goto(`/action_logs?table_name=packing_sessions&record_id=${sessionId}`)
    await expect(page.getByRole('row').filter({ hasText: managerName })).toHaveCount(1)
    await packer.context().close()
    await manager.context().close()
  })
})
