import type { ChildProcess } from 'node:child_process'
import { test as base, expect, type Page } from '@playwright/test'
import { startFakeCarrier, type FakeCarrier } from '../fake-carrier/index.mjs'
import { startFakeSms, type FakeSms } from '../fake-sms/index.mjs'
import { ADMIN_LOGIN, ADMIN_PASSWORD, startServer, stopServer } from './server'

/**
 * The order desk (issue 11) against a server of its own whose Nova Poshta is the fake carrier
 * and whose TurboSMS is the fake provider (TURBOSMS_API_URL).
 */
const DEMO_KEY = 'demo0000000000000000000000000000'
const MARKER = { 'X-Requested-With': 'XMLHttpRequest' }

const test = base.extend<object, { shop: { url: string; carrier: FakeCarrier; sms: FakeSms } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const carrier = await startFakeCarrier({ apiKey: DEMO_KEY })
      const sms = await startFakeSms()
      let child: ChildProcess | null = null
      try {
        const started = await startServer({
          NOVA_POSHTA_API_URL: carrier.url,
          TURBOSMS_API_URL: sms.url,
        })
        child = started.child
        await use({ url: started.url, carrier, sms })
      } finally {
        if (child) await stopServer(child)
        await carrier.close()
        await sms.close()
      }
    },
    // Two fakes and a server with demo data start slowly on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
})

async function signIn(page: Page, url: string) {
  const res = await page.request.post(`${url}/login`, {
    headers: MARKER,
    data: { login: ADMIN_LOGIN, password: ADMIN_PASSWORD },
  })
  expect(res.ok()).toBe(true)
}

async function api<T>(page: Page, url: string, path: string, data: unknown = {}): Promise<T> {
  const res = await page.request.post(`${url}${path}`, { headers: MARKER, data })
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

type Row = Record<string, unknown> & { id: number; version: number }

test('/calls_new: a call typed in becomes an order with two items by barcode, a Nova Poshta branch and card_privat, saved by keyboard, the call linked, the TTN sent by SMS', async ({
  page,
  shop,
}) => {
  test.slow()
  await signIn(page, shop.url)
  const url = shop.url
  // Two products of the demo shop, found by their barcodes.
  const products = (
    await api<{ data: Row[] }>(page, url, '/api/products/get_products', { per_page: 50 })
  ).data.filter((p) => typeof p.barcode === 'string' && p.barcode)
  const [a, b] = products
  expect(a && b).toBeTruthy()
  const phone = `067${String(Date.now()).slice(-7)}`
  // An earlier order of this phone, refused: the desk sees it at once.
  const earlier = await api<{ data: Row }>(page, url, '/api/orders/store', {
    phone,
    status: 'refusal',
  })
  // The messages' settings: the fake provider's token, senders and the TTN template.
  for (const [key, value, type] of [
    ['api.turbosms.token', shop.sms.token, 'string'],
    ['api.turbosms.sms_sender', 'CaseShop', 'string'],
    ['templates_sms', JSON.stringify({ send_ttn: 'Замовлення №{order}: ТТН {ttn}' }), 'json'],
  ]) {
    const found = await api<{ data: Row[] }>(page, url, '/api/settings/get_settings', {
      filter: {},
      search: key,
    })
    const row = found.data.find((r) => r.key === key)
    await api(page, url, '/api/settings/store', {
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
  await expect(page.getByLabel('Разом', { exact: true })).toHaveText(expected.toFixed(2))

  // Delivery: the city as typed (debounced), then a Working branch only.
  await page.getByRole('textbox', { name: 'Місто' }).focus()
  await page.keyboard.type('Ки')
  const kyiv = page.getByRole('option', { name: 'Київ', exact: true })
  await kyiv.focus()
  await page.keyboard.press('Enter')
  const branch = page.getByRole('combobox', { name: 'Відділення' })
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

  const orders = await api<{ data: Row[] }>(page, url, '/api/orders/get_orders', {
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
  const items = await api<{ data: Row[] }>(page, url, '/api/order_items/get_order_items', {
    filter: { order_id: order?.id },
  })
  expect(items.data.map((i) => i.product_id).sort()).toEqual([a?.id, b?.id].sort())
  const calls = await api<{ data: Row[] }>(page, url, '/api/calls/get_calls', {
    filter: { order_id: order?.id },
  })
  expect(calls.data).toHaveLength(1)
  expect(calls.data[0]).toMatchObject({ phone, status: 'new_order' })

  // The TTN by SMS: a last look, then sent and logged with the TTN in its text.
  await page.getByRole('button', { name: 'SMS: ТТН' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Надіслати на ${phone} (sms)?` })
  await expect(confirm).toContainText(`Замовлення №${String(order?.id)}: ТТН 20450000000001`)
  await confirm.getByRole('button', { name: 'Впевнений !' }).click()
  await expect(page.getByText('Повідомлення надіслано')).toBeVisible()
  const sent = await api<{ data: Row[] }>(page, url, '/api/sms/get_sms', {
    filter: { order_id: order?.id },
  })
  expect(sent.data[0]).toMatchObject({ status: 'sent', channel: 'sms', template: 'send_ttn' })
  expect(String(sent.data[0]?.text)).toContain('20450000000001')
  expect(shop.sms.calls.at(-1)?.body?.sms?.text).toContain('20450000000001')
})

test('a Prom order whose account is not in the settings says so', async ({ page, shop }) => {
  await signIn(page, shop.url)
  await page.goto(`${shop.url}/calls_new`)
  await page.getByRole('textbox', { name: 'Замовлення Prom' }).fill('314159')
  await page.getByRole('textbox', { name: 'Акаунт Prom' }).fill('no-such-account')
  await expect(page.getByText('Немає акаунта ПРОМ!')).toBeVisible()
  await expect(page.getByRole('link', { name: /кабінеті Prom/ })).toHaveCount(0)
})

test('an illegal status change is refused with its message', async ({ page, shop }) => {
  await signIn(page, shop.url)
  const order = await api<{ data: Row }>(page, shop.url, '/api/orders/store', {
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
  // The same refusal in the form, beside the status.
  await page.goto(`${shop.url}/orders/${String(order.data.id)}`)
  const main = page.getByRole('main')
  await main.getByLabel('Статус', { exact: true }).selectOption('new')
  await main.getByRole('button', { name: 'Зберегти' }).click()
  await expect(
    main
      .getByText('Замовлення у статусі «Отримано» вже закрите: статус не можна змінити на «Нове».')
      .first(),
  ).toBeVisible()
})
