import type { Browser, Page } from '@playwright/test'
import { MARKER, apiPost, expect, serverUrl, test } from './fixtures'

type Saved = { data: { order: { id: number } } }

/** A scanner: every character within a few milliseconds, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 })
  await page.keyboard.press('Enter')
}

/** A product with stock on the shelf; its id. */
async function product(page: Page, barcode: string, title: string, quantity = 10) {
  const saved = await apiPost<{ data: { id: number } }>(page.request, '/api/products/store', {
    barcode,
    title_uk: title,
    type: 'chekhly',
    price: 150,
    quantity,
  })
  return saved.data.id
}

/** An order of one product; its number. */
async function order(
  page: Page,
  productId: number,
  title: string,
  quantity: number,
  values: Record<string, unknown>,
) {
  const saved = await apiPost<Saved>(page.request, '/api/orders/save', {
    order: {
      phone: '0671234567',
      surname: 'Пакувальна',
      delivery_method: 'pickup',
      ...values,
    },
    items: [{ product_id: productId, title, quantity, price: 150 }],
  })
  return saved.data.order.id
}

/** A page signed in as a new colleague of this access level (a browser context of its own). */
async function colleague(
  browser: Browser,
  admin: Page,
  mark: string,
  access: number,
  name: string,
) {
  const login = `pk${access}${mark}`
  const password = 'desk-pass-12'
  await apiPost(admin.request, '/api/users/store', { login, name, access, active: true, password })
  const context = await browser.newContext({
    baseURL: serverUrl(),
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1366, height: 768 },
  })
  const page = await context.newPage()
  const res = await page.request.post('/login', { headers: MARKER, data: { login, password } })
  expect(res.ok(), `login ${login}: ${res.status()}`).toBe(true)
  return page
}

async function openPacking(page: Page, path = '/packing') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Пакування' })).toBeVisible()
  await expect(page.getByLabel('Сканер', { exact: true })).toBeFocused()
}

test.describe('the packing desk recovers by itself', () => {
  test('a refused order is shouted and the desk goes on: the next order opens, Esc and "Почати заново" clear it, a reload resumes the order being packed', async ({
    page,
    consoleErrors,
  }) => {
    const digits = String(Date.now()).slice(-7)
    const code = `61-${digits}`
    const title = `Чохол Стіл ${digits}`
    const productId = await product(page, code, title)
    const refused = await order(page, productId, title, 1, { status: 'refusal' })
    const valid = await order(page, productId, title, 2, { status: 'pre_order' })

    await openPacking(page)
    const alert = page.getByTestId('packing-alert')
    const progress = page.getByTestId('packing-progress')
    const refusal = 'Замовлення у статусі «Відмова» не пакують.'

    // The refused order: the red screen says why.
    await scan(page, String(refused))
    await expect(alert).toContainText('СКАН ВІДХИЛЕНО')
    await expect(alert).toContainText(refusal)
    // The next scan is the next parcel: it opens, the refusal gone.
    await scan(page, String(valid))
    await expect(page.getByRole('heading', { name: `Замовлення №${valid}` })).toBeVisible()
    await expect(alert).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/packing/${valid}$`))

    // Esc clears a refused order: the desk is empty again.
    await scan(page, String(refused))
    await expect(alert).toContainText(refusal)
    await page.keyboard.press('Escape')
    await expect(alert).toBeHidden()
    await expect(page.getByText('Замовлення не відкрито.', { exact: false })).toBeVisible()
    await expect(page).toHaveURL(/\/packing$/)

    // So does "Почати заново" (the alert closed by a click first).
    await scan(page, String(refused))
    await alert.click()
    await page.getByRole('button', { name: 'Почати заново' }).click()
    await expect(page.getByText('Замовлення не відкрито.', { exact: false })).toBeVisible()

    // The valid order packs; a reload mid-packing comes back to it with its progress.
    await page.getByLabel('Сканер', { exact: true }).focus()
    await scan(page, String(valid))
    await expect(progress).toHaveText('Відскановано 0 з 2 шт.')
    await scan(page, code)
    await expect(progress).toHaveText('Відскановано 1 з 2 шт.')
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/packing/${valid}$`))
    await expect(page.getByRole('heading', { name: `Замовлення №${valid}` })).toBeVisible()
    await expect(progress).toHaveText('Відскановано 1 з 2 шт.')
    await expect(page.getByLabel('Сканер', { exact: true })).toBeFocused()
    await scan(page, code)
    await expect(progress).toHaveText('Відскановано 2 з 2 шт.')
    await page.keyboard.press('F8')
    await expect(page.getByTestId('packing-packed')).toContainText('Запакував')

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
    const digits = String(Date.now()).slice(-7)
    const code = `62-${digits}`
    const title = `Плівка Стіл ${digits}`
    const productId = await product(page, code, title)
    const held = await order(page, productId, title, 1, {
      status: 'new',
      pay_method: 'card_mono',
      prepayment: 0,
    })
    const packer = await colleague(browser, page, digits, 3, `Пакувальниця ${digits}`)
    const managerName = `Менеджерка ${digits}`
    const manager = await colleague(browser, page, digits, 5, managerName)
    const reasons = [
      'Замовлення не підтверджене (статус «Нове»): спершу підтвердіть його з клієнтом.',
      'Оплата «Картка Monobank» потребує передоплати, а її не внесено.',
    ]

    // The packer: stopped, the reasons on the red screen and beside the order.
    await openPacking(packer)
    await scan(packer, String(held))
    const alert = packer.getByTestId('packing-alert')
    for (const reason of reasons) await expect(alert).toContainText(reason)
    await alert.click()
    const hold = packer.getByTestId('packing-hold')
    await expect(hold).toContainText('Пакування зупинено')
    await expect(hold).toContainText('лише менеджер')
    await expect(packer.getByRole('button', { name: 'Запаковано (F8)' })).toBeDisabled()

    // The manager opens it by its address and types why it may go.
    await openPacking(manager, `/packing/${held}`)
    const managerAlert = manager.getByTestId('packing-alert')
    await expect(managerAlert).toContainText(reasons[1]!)
    await manager.keyboard.press('Escape')
    await expect(managerAlert).toBeHidden()
    const reason = manager.getByLabel('Причина дозволу (запишеться в журнал дій)')
    const release = manager.getByRole('button', { name: 'Дозволити пакування' })
    await reason.fill('ок')
    await expect(release).toBeDisabled()
    await reason.fill('Клієнт підтвердив телефоном, оплатить карткою при отриманні')
    await release.click()
    await expect(manager.getByTestId('packing-released')).toContainText(`Дозволив ${managerName}`)

    // The packer's next scan of the order opens it released; it packs.
    await packer.getByLabel('Сканер', { exact: true }).focus()
    await scan(packer, String(held))
    await expect(packer.getByTestId('packing-released')).toContainText(managerName)
    await scan(packer, code)
    await expect(packer.getByTestId('packing-progress')).toHaveText('Відскановано 1 з 1 шт.')
    await packer.keyboard.press('F8')
    await expect(packer.getByTestId('packing-packed')).toContainText('Запакував')

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
