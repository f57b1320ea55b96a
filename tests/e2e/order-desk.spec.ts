import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { CITY_KYIV } from '../fake-carrier/index.mjs'
import { startFakeSms, type FakeSms } from '../fake-sms/index.mjs'
import { MARKER, apiAt, signInAt } from './fixtures'
import { fakeNpShop, type FakeNpShop } from './fake-np-shop'

/** A sum as the order form writes it (src/renderer/format/numbers.ts): `1 234,50`. */
const uah = (n: number) =>
  new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)

/**
 * The order desk against a server of its own whose Nova Poshta is the fake carrier
 * and whose TurboSMS is the fake provider (TURBOSMS_API_URL).
 */

const test = base.extend<object, { shop: FakeNpShop<{ sms: FakeSms }> }>({
  shop: fakeNpShop({
    side: async () => ({ sms: await startFakeSms() }),
    env: ({ sms }) => ({ TURBOSMS_API_URL: sms.url }),
    // Two fakes and a server with demo data start slowly on a busy machine (up to the 120 s the
    // health wait allows).
    timeout: 150_000,
  }),
})

type Row = Record<string, unknown> & { id: number; version: number }

/** Writes a setting through the cheat-sheet's route (as a manager's form does). */
async function setParam(page: Page, url: string, key: string, value: unknown) {
  await apiAt(page, url, '/api/settings/set_param', { key, value })
}

// First in the file: the demo shop's own templates, before a later test replaces them.
test('each demo template reaches TurboSMS filled, no brace left; an unfilled one sends nothing', async ({
  page,
  shop,
}) => {
  test.slow()
  const url = shop.url
  await signInAt(page, url)
  // The demo shop has its sender names; the token is the one thing it lacks.
  await setParam(page, url, 'api.turbosms.token', shop.sms.token)
  const orders = (
    await apiAt<{ data: Row[] }>(page, url, '/api/orders/get_orders', { per_page: 200 })
  ).data
  const order = orders.find((o) => /^(204|590)\d{11}$/.test(String(o.track ?? '')) && o.phone)
  expect(order, 'a demo order with a Nova Poshta TTN').toBeTruthy()
  const id = String(order?.id)
  await page.goto(`${url}/orders/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Замовлення №${id}`)

  for (const [button, channel, named] of [
    ['SMS: оплата', 'sms', 'SMS'],
    ['Viber: передоплата', 'viber', 'Viber'],
    ['SMS: ТТН', 'sms', 'SMS'],
  ] as const) {
    const before = shop.sms.calls.length
    await page.getByRole('button', { name: button }).click()
    const confirm = page.getByRole('alertdialog', { name: new RegExp(`\\(${named}\\)\\?$`) })
    await expect(confirm).toContainText(`№${id}`)
    // The dialog shows the very text that goes.
    const shown = await confirm.innerText()
    expect(shown).not.toContain('{')
    await confirm.getByRole('button', { name: 'Впевнений !' }).click()
    await expect.poll(() => shop.sms.calls.length).toBe(before + 1)
    const sent = String(shop.sms.calls.at(-1)?.body?.[channel]?.text)
    expect(sent).not.toContain('{')
    expect(sent).toContain(`№${id}`)
    expect(shown).toContain(sent)
    await expect(confirm).toBeHidden()
  }
  const log = await apiAt<{ data: Row[] }>(page, url, '/api/sms/get_sms', {
    filter: { order_id: order?.id },
  })
  expect(log.data.map((r) => [r.template, r.status]).sort()).toEqual([
    ['payment_sms', 'sent'],
    ['prepayment_viber', 'sent'],
    ['send_ttn', 'sent'],
  ])

  // A template that names the customer, for an order that has no name: refused, nothing sent.
  await setParam(page, url, 'templates_sms', {
    payment_sms: 'До сплати {total} грн',
    prepayment_viber: 'Добрий день, {name}! Передоплата {prepayment} грн.',
    send_ttn: 'ТТН {ttn}',
  })
  const nameless = await apiAt<{ data: Row }>(page, url, '/api/orders/store', {
    phone: '0671234000',
    status: 'new',
  })
  const before = shop.sms.calls.length
  await page.goto(`${url}/orders/${String(nameless.data.id)}`)
  await page.getByRole('button', { name: 'Viber: передоплата' }).click()
  await expect(
    page.getByText(/Повідомлення не надіслано: у тексті лишилося \{name\}/),
  ).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(shop.sms.calls.length).toBe(before)
  const none = await apiAt<{ data: Row[] }>(page, url, '/api/sms/get_sms', {
    filter: { order_id: nameless.data.id },
  })
  expect(none.data).toEqual([])
})

test('a call from a phone with an earlier order becomes an order in 5 actions, delivery and payment as last time', async ({
  page,
  shop,
}) => {
  test.slow()
  const url = shop.url
  await signInAt(page, url)
  const product = (
    await apiAt<{ data: Row[] }>(page, url, '/api/products/get_products', { per_page: 50 })
  ).data.find((p) => typeof p.barcode === 'string' && p.barcode)
  expect(product).toBeTruthy()
  const phone = `050${String(Date.now()).slice(-7)}`
  const earlier = await apiAt<{ data: Row }>(page, url, '/api/orders/store', {
    phone,
    surname: 'Повторенко',
    name: 'Ганна',
    status: 'taken',
    delivery_method: 'nova_poshta',
    city_name: 'Київ',
    city_ref: CITY_KYIV,
    warehouse_name: 'Відділення №2: вул. Тестова, 2',
    warehouse_ref: `${CITY_KYIV.slice(0, 8)}-wh-0002`,
    pay_method: 'card_privat',
  })
  await apiAt(page, url, '/api/calls/store', {
    phone,
    surname: 'Повторенко',
    name: 'Ганна',
    status: 'pay_order',
  })

  await page.goto(`${url}/calls`)
  let actions = 0
  const act = async (step: () => Promise<void>) => {
    actions += 1
    await step()
  }
  const call = page.getByRole('button', { name: new RegExp(`Повторенко Ганна`) }).first()
  await act(() => call.click())
  const again = page.getByRole('button', { name: 'Як минулого разу' })
  await expect(again).toHaveAccessibleDescription(
    `Замовлення №${String(earlier.data.id)}: Нова пошта · Київ · Відділення №2: вул. Тестова, 2 · Картка ПриватБанку`,
  )
  await act(() => again.click())
  // On to the products: a scan and Enter.
  await expect(page.getByRole('textbox', { name: 'Штрихкод або назва товару' })).toBeFocused()
  await act(() => page.keyboard.type(String(product?.barcode)))
  await act(() => page.keyboard.press('Enter'))
  await expect(page.getByRole('textbox', { name: 'Назва позиції 1' })).toHaveValue(
    String(product?.title_uk),
  )
  await act(() => page.keyboard.press('Control+s'))
  await expect(page.getByText(/Замовлення №\d+ збережено/)).toBeVisible()
  expect(actions).toBeLessThanOrEqual(5)

  const orders = await apiAt<{ data: Row[] }>(page, url, '/api/orders/get_orders', {
    search: phone,
  })
  const order = orders.data.find((o) => o.id !== earlier.data.id)
  expect(order).toMatchObject({
    phone,
    surname: 'Повторенко',
    delivery_method: 'nova_poshta',
    city_name: 'Київ',
    city_ref: CITY_KYIV,
    warehouse_name: 'Відділення №2: вул. Тестова, 2',
    pay_method: 'card_privat',
  })
  const calls = await apiAt<{ data: Row[] }>(page, url, '/api/calls/get_calls', {
    filter: { order_id: order?.id },
  })
  expect(calls.data[0]).toMatchObject({ phone, status: 'new_order' })
})

test('/calls_new: a call typed in becomes an order with two items by barcode, a Nova Poshta branch and card_privat, saved by keyboard, the call linked, the TTN sent by SMS', async ({
  page,
  shop,
}) => {
  test.slow()
  await signInAt(page, shop.url)
  const url = shop.url
  // Two products of the demo shop, found by their barcodes.
  const products = (
    await apiAt<{ data: Row[] }>(page, url, '/api/products/get_products', { per_page: 50 })
  ).data.filter((p) => typeof p.barcode === 'string' && p.barcode)
  const [a, b] = products
  expect(a && b).toBeTruthy()
  const phone = `067${String(Date.now()).slice(-7)}`
  // An earlier order of this phone, refused: the desk sees it at once.
  const earlier = await apiAt<{ data: Row }>(page, url, '/api/orders/store', {
    phone,
    status: 'refusal',
  })
  // The messages' settings: the fake provider's token, senders and the TTN template.
  for (const [key, value, type] of [
    ['api.turbosms.token', shop.sms.token, 'string'],
    ['api.turbosms.sms_sender', 'CaseShop', 'string'],
    ['templates_sms', JSON.stringify({ send_ttn: 'Замовлення №{order}: ТТН {ttn}' }), 'json'],
  ]) {
    const found = await apiAt<{ data: Row[] }>(page, url, '/api/settings/get_settings', {
      filter: {},
      search: key,
    })
    const row = found.data.find((r) => r.key === key)
    await apiAt(page, url, '/api/settings/store', {
      ...(row ? { id: row.id, version: row.version } : {}),
      key,
      type,
      value,
    })
  }

  await page.goto(`${url}/calls_new`)
  await expect(page.getByRole('heading', { name: 'Нове замовлення з дзвінка' })).toBeVisible()
  const phoneField = page.getByRole('textbox', { name: 'Телефон' })
  await expect(phoneField).toBeFocused()
  await page.keyboard.type(`+38 ${phone}`)
  await expect(phoneField).toHaveValue(phone)
  await expect(page.getByText('Київстар')).toBeVisible()
  await expect(page.getByRole('link', { name: `№${earlier.data.id}` })).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.type('Шевченко')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Тарас')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Штрихкод або назва товару' })).toBeFocused()
  await page.keyboard.type(String(a?.barcode))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Назва позиції 1' })).toHaveValue(
    String(a?.title_uk),
  )
  await page.keyboard.type(String(b?.barcode))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Назва позиції 2' })).toHaveValue(
    String(b?.title_uk),
  )
  const expected = Number(a?.price) + Number(b?.price)
  await expect(page.getByLabel('Разом', { exact: true })).toHaveText(uah(expected))

  // Delivery: the city as typed (debounced), then a Working branch only.
  await page.getByRole('combobox', { name: 'Місто' }).focus()
  await page.keyboard.type('Ки')
  await expect(page.getByRole('option', { name: 'Київ', exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const branch = page.getByRole('combobox', { name: 'Відділення' })
  // The city chosen, the branch list has the focus.
  await expect(branch).toBeFocused()
  await expect(branch.getByRole('option')).toHaveText([
    'Оберіть відділення',
    'Відділення №1: вул. Тестова, 1',
    'Відділення №2: вул. Тестова, 2',
  ])
  await branch.selectOption({ label: 'Відділення №2: вул. Тестова, 2' })
  await page.getByRole('combobox', { name: 'Спосіб оплати' }).selectOption('card_privat')
  await page.getByRole('textbox', { name: 'ТТН / трек' }).focus()
  await page.keyboard.type('20450000000001')
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('button', { name: 'Наступний дзвінок' })).toBeVisible()

  const orders = await apiAt<{ data: Row[] }>(page, url, '/api/orders/get_orders', {
    search: phone,
  })
  const order = orders.data.find((o) => o.id !== earlier.data.id)
  expect(order).toMatchObject({
    phone,
    surname: 'Шевченко',
    name: 'Тарас',
    pay_method: 'card_privat',
    city_name: 'Київ',
    warehouse_name: 'Відділення №2: вул. Тестова, 2',
    total: expected,
  })
  const items = await apiAt<{ data: Row[] }>(page, url, '/api/order_items/get_order_items', {
    filter: { order_id: order?.id },
  })
  expect(items.data.map((i) => i.product_id).sort()).toEqual([a?.id, b?.id].sort())
  const calls = await apiAt<{ data: Row[] }>(page, url, '/api/calls/get_calls', {
    filter: { order_id: order?.id },
  })
  expect(calls.data).toHaveLength(1)
  expect(calls.data[0]).toMatchObject({ phone, status: 'new_order' })

  // The TTN by SMS: a last look, then sent and logged with the TTN in its text.
  await page.getByRole('button', { name: 'SMS: ТТН' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Надіслати на ${phone} (SMS)?` })
  await expect(confirm).toContainText(`Замовлення №${String(order?.id)}: ТТН 20450000000001`)
  await confirm.getByRole('button', { name: 'Впевнений !' }).click()
  await expect(page.getByText('Повідомлення надіслано')).toBeVisible()
  const sent = await apiAt<{ data: Row[] }>(page, url, '/api/sms/get_sms', {
    filter: { order_id: order?.id },
  })
  expect(sent.data[0]).toMatchObject({ status: 'sent', channel: 'sms', template: 'send_ttn' })
  expect(String(sent.data[0]?.text)).toContain('20450000000001')
  expect(shop.sms.calls.at(-1)?.body?.sms?.text).toContain('20450000000001')
})

test('a Prom order whose account is not in the settings says so', async ({ page, shop }) => {
  await signInAt(page, shop.url)
  await page.goto(`${shop.url}/calls_new`)
  await page.getByRole('textbox', { name: 'Замовлення Prom' }).fill('314159')
  await page.getByRole('textbox', { name: 'Акаунт Prom' }).fill('no-such-account')
  await expect(page.getByText('Немає акаунта ПРОМ!')).toBeVisible()
  await expect(page.getByRole('link', { name: /кабінеті Prom/ })).toHaveCount(0)
})

test('an illegal status change is refused with its message', async ({ page, shop }) => {
  await signInAt(page, shop.url)
  const order = await apiAt<{ data: Row }>(page, shop.url, '/api/orders/store', {
    phone: '0501234567',
    status: 'taken',
  })
  const res = await page.request.post(`${shop.url}/api/orders/store`, {
    headers: MARKER,
    data: { id: order.data.id, version: order.data.version, status: 'new' },
  })
  expect(res.status()).toBe(422)
  expect(((await res.json()) as { message: string }).message).toBe(
    'Замовлення у статусі «Отримано» вже закрите: статус не можна змінити на «Нове».',
  )
  // The form offers only what the table allows: a closed order keeps its status.
  await page.goto(`${shop.url}/orders/${String(order.data.id)}`)
  const status = page.getByRole('main').getByRole('combobox', { name: 'Статус', exact: true })
  await expect(status.getByRole('option')).toHaveText(['Отримано'])
})

/** Presses Tab until `target` has the focus (at most `max` times): it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let n = 0; n < max; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const selectedText = (select: Locator) =>
  select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')

test('/orders/new is filled and saved without the mouse, and a reload shows the order', async ({
  page,
  shop,
}) => {
  test.slow()
  await signInAt(page, shop.url)
  const url = shop.url
  const [a, b] = (
    await apiAt<{ data: Row[] }>(page, url, '/api/products/get_products', { per_page: 50 })
  ).data.filter((p) => typeof p.barcode === 'string' && p.barcode)
  const phone = `063${String(Date.now()).slice(-7)}`

  await page.goto(`${url}/orders/new`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Нове замовлення')
  await expect(main.getByRole('textbox', { name: /Телефон/ })).toBeFocused()
  await page.keyboard.type(phone)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Франко')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Іван')
  const find = main.getByRole('textbox', { name: 'Штрихкод або назва товару' })
  await tabTo(page, find)
  // Enter in the item search adds the product; the next code goes to the same field.
  await page.keyboard.type(String(a?.barcode))
  await page.keyboard.press('Enter')
  await expect(main.getByRole('textbox', { name: 'Назва позиції 1' })).toHaveValue(
    String(a?.title_uk),
  )
  await expect(find).toBeFocused()
  await page.keyboard.type(String(b?.barcode))
  await page.keyboard.press('Enter')
  await expect(main.getByRole('textbox', { name: 'Назва позиції 2' })).toHaveValue(
    String(b?.title_uk),
  )
  // The second line's quantity, reached by Tab: 2.
  const qty = main.getByRole('spinbutton', { name: `Кількість: ${String(b?.title_uk)}` })
  await tabTo(page, qty)
  await page.keyboard.press('ArrowUp')
  await expect(qty).toHaveValue('2')
  const expected = Number(a?.price) + 2 * Number(b?.price)
  await expect(main.getByLabel('Разом', { exact: true })).toHaveText(uah(expected))

  // Delivery by Nova Poshta: the method first, then the city by arrows and Enter, then a branch.
  const method = main.getByRole('combobox', { name: 'Спосіб доставки' })
  await tabTo(page, method)
  expect(await selectedText(method)).toBe('Нова пошта')
  await page.keyboard.press('Tab')
  await expect(main.getByRole('combobox', { name: 'Місто' })).toBeFocused()
  await page.keyboard.type('Ки')
  await expect(page.getByRole('option', { name: 'Київ', exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const branch = main.getByRole('combobox', { name: 'Відділення' })
  await expect(branch).toBeFocused()
  await expect(branch.getByRole('option')).toHaveCount(3)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  expect(await selectedText(branch)).toBe('Відділення №2: вул. Тестова, 2')

  // Payment: the last method of the list (card_privat) by End.
  const pay = main.getByRole('combobox', { name: 'Спосіб оплати' })
  await tabTo(page, pay)
  await page.keyboard.press('End')
  await expect(pay).toHaveValue('card_privat')
  await tabTo(page, main.getByRole('textbox', { name: 'Коментар' }))
  await page.keyboard.type('Набрано з клавіатури')
  await page.keyboard.press('Control+s')

  await expect(page).toHaveURL(/\/orders\/\d+$/)
  const id = Number(/\/orders\/(\d+)$/.exec(page.url())?.[1])
  await expect(page.getByText(`Замовлення №${id} збережено`)).toBeVisible()
  await page.reload()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Замовлення №${id}`)
  await expect(main.getByRole('textbox', { name: /Телефон/ })).toHaveValue(phone)
  await expect(main.getByLabel('Прізвище', { exact: true })).toHaveValue('Франко')
  await expect(main.getByRole('textbox', { name: 'Назва позиції 2' })).toHaveValue(
    String(b?.title_uk),
  )
  await expect(main.getByLabel('Разом', { exact: true })).toHaveText(uah(expected))
  expect(await selectedText(main.getByRole('combobox', { name: 'Відділення' }))).toBe(
    'Відділення №2: вул. Тестова, 2',
  )
  const stored = await apiAt<{ data: Row }>(page, url, `/api/orders/get/${id}`)
  expect(stored.data).toMatchObject({
    phone,
    surname: 'Франко',
    name: 'Іван',
    delivery_method: 'nova_poshta',
    city_name: 'Київ',
    warehouse_name: 'Відділення №2: вул. Тестова, 2',
    pay_method: 'card_privat',
    comment: 'Набрано з клавіатури',
    total: expected,
  })
})

test('Ukrposhta by keyboard: the postcode is checked before anything is sent', async ({
  page,
  shop,
}) => {
  await signInAt(page, shop.url)
  const phone = `073${String(Date.now()).slice(-7)}`
  await page.goto(`${shop.url}/orders/new`)
  const main = page.getByRole('main')
  await expect(main.getByRole('textbox', { name: /Телефон/ })).toBeFocused()
  await page.keyboard.type(phone)
  const method = main.getByRole('combobox', { name: 'Спосіб доставки' })
  await tabTo(page, method)
  await page.keyboard.press('ArrowDown')
  expect(await selectedText(method)).toBe('Укрпошта')
  await page.keyboard.press('Tab')
  const postcode = main.getByRole('textbox', { name: 'Індекс (Укрпошта)' })
  await expect(postcode).toBeFocused()
  await page.keyboard.type('0100')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Київ, вул. Хрещатик, 1')
  await page.keyboard.press('Control+s')
  await expect(main.getByText('Індекс Укрпошти: 5 цифр')).toBeVisible()
  await expect(page).toHaveURL(/\/orders\/new$/)
  await page.keyboard.press('Shift+Tab')
  await expect(postcode).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type('1')
  await page.keyboard.press('Control+s')
  await expect(page).toHaveURL(/\/orders\/\d+$/)
  const id = Number(/\/orders\/(\d+)$/.exec(page.url())?.[1])
  const stored = await apiAt<{ data: Row }>(page, shop.url, `/api/orders/get/${id}`)
  expect(stored.data).toMatchObject({
    phone,
    delivery_method: 'ukrposhta',
    postcode: '01001',
    address: 'Київ, вул. Хрещатик, 1',
    city_name: null,
  })
})

test('the phone’s earlier orders appear in the form at /orders/{id}', async ({ page, shop }) => {
  await signInAt(page, shop.url)
  const phone = `066${String(Date.now()).slice(-7)}`
  const refused = await apiAt<{ data: Row }>(page, shop.url, '/api/orders/store', {
    phone,
    status: 'refusal',
  })
  const taken = await apiAt<{ data: Row }>(page, shop.url, '/api/orders/store', {
    phone,
    status: 'new',
  })
  const open = await apiAt<{ data: Row }>(page, shop.url, '/api/orders/store', {
    phone,
    surname: 'Повторенко',
    status: 'new',
  })
  await page.goto(`${shop.url}/orders/${open.data.id}`)
  const earlier = page.getByRole('region', { name: 'Попередні замовлення' })
  const refusedRow = earlier.getByRole('listitem').filter({
    has: page.getByRole('link', { name: `№${refused.data.id}` }),
  })
  await expect(refusedRow).toContainText('Відмова')
  await expect(earlier.getByRole('link', { name: `№${taken.data.id}` })).toBeVisible()
  // The open order is not its own earlier order.
  await expect(earlier.getByRole('link', { name: `№${open.data.id}` })).toHaveCount(0)
  // One of them opens in the same form.
  await earlier.getByRole('link', { name: `№${refused.data.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${String(refused.data.id)}$`))
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    `Замовлення №${String(refused.data.id)}`,
  )
  await expect(earlier.getByRole('link', { name: `№${open.data.id}` })).toBeVisible()
})

test('/calls: a chosen call fills the form, its order links it; another call is closed without one', async ({
  page,
  shop,
}) => {
  test.slow()
  await signInAt(page, shop.url)
  const url = shop.url
  const [product] = (
    await apiAt<{ data: Row[] }>(page, url, '/api/products/get_products', { per_page: 50 })
  ).data.filter((p) => typeof p.barcode === 'string' && p.barcode)
  const phone = `095${String(Date.now()).slice(-7)}`
  const mark = String(Date.now()).slice(-5)
  const earlier = await apiAt<{ data: Row }>(page, url, '/api/orders/store', {
    phone,
    status: 'taken',
  })
  const call = await apiAt<{ data: Row }>(page, url, '/api/calls/store', {
    phone,
    surname: `Дзвоненко${mark}`,
    name: 'Олена',
    status: 'consult',
  })
  const silent = await apiAt<{ data: Row }>(page, url, '/api/calls/store', {
    phone: '0501234567',
    surname: `Мовчун${mark}`,
    status: 'consult',
  })

  await page.goto(`${url}/calls`)
  const list = page.getByRole('region', { name: 'Дзвінки' })
  // Newest first: the silent call was made last.
  const buttons = list.getByRole('button', { name: new RegExp(mark) })
  await expect(buttons).toHaveText([new RegExp(`Мовчун${mark}`), new RegExp(`Дзвоненко${mark}`)])
  await list.getByRole('button', { name: new RegExp(`Дзвоненко${mark}`) }).click()
  const form = page.getByRole('region', { name: 'Замовлення з дзвінка' })
  await expect(form.getByRole('textbox', { name: /Телефон/ })).toHaveValue(phone)
  await expect(form.getByLabel('Прізвище', { exact: true })).toHaveValue(`Дзвоненко${mark}`)
  await expect(form.getByLabel('Ім’я', { exact: true })).toHaveValue('Олена')
  const earlierList = form.getByRole('region', { name: 'Попередні замовлення' })
  await expect(earlierList.getByRole('link', { name: `№${earlier.data.id}` })).toBeVisible()

  await form
    .getByRole('textbox', { name: 'Штрихкод або назва товару' })
    .fill(String(product?.barcode))
  await page.keyboard.press('Enter')
  await expect(form.getByRole('textbox', { name: 'Назва позиції 1' })).toHaveValue(
    String(product?.title_uk),
  )
  await page.keyboard.press('Control+s')
  await expect(page.getByText('Дзвінок оновлено')).toBeVisible()
  const orders = await apiAt<{ data: Row[] }>(page, url, '/api/orders/get_orders', {
    search: phone,
  })
  const order = orders.data.find((o) => o.id !== earlier.data.id)
  expect(order).toMatchObject({ phone, surname: `Дзвоненко${mark}`, name: 'Олена' })
  const linked = await apiAt<{ data: Row }>(page, url, `/api/calls/get/${call.data.id}`)
  expect(linked.data).toMatchObject({ order_id: order?.id, status: 'new_order' })
  await expect(list.getByRole('listitem').filter({ hasText: `Дзвоненко${mark}` })).toContainText(
    'Нове замовлення',
  )

  // A call that ends without an order: its status only.
  await list.getByRole('button', { name: new RegExp(`Мовчун${mark}`) }).click()
  await expect(form.getByRole('textbox', { name: /Телефон/ })).toHaveValue('0501234567')
  const statuses = page.getByRole('group', { name: 'Статус дзвінка без замовлення' })
  await statuses.getByRole('button', { name: 'Не відповідає' }).click()
  await expect(statuses.getByRole('button', { name: 'Не відповідає' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const closed = await apiAt<{ data: Row }>(page, url, `/api/calls/get/${silent.data.id}`)
  expect(closed.data).toMatchObject({ status: 'not_answer', order_id: null })
  await expect(list.getByRole('listitem').filter({ hasText: `Мовчун${mark}` })).toContainText(
    'Не відповідає',
  )
})
