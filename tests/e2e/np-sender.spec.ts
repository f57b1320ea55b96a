import type { ChildProcess } from 'node:child_process'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import {
  CITY_KYIV,
  CITY_LVIV,
  CONTACT_SHOP,
  SENDER_SHOP,
  startFakeCarrier,
  type FakeCarrier,
} from '../fake-carrier/index.mjs'
import { promOrder, startFakeProm, type FakeProm } from '../fake-prom/index.mjs'
import { apiAt, signInAt } from './fixtures'
import { startServer, stopServer } from './server'

/**
 * The Nova Poshta sender set up from the key and marketplace orders straight to a waybill, in
 * web mode against a demo shop of its own whose Nova Poshta and Prom are the fakes: the sender
 * is picked by name from NP's lists (no ref typed) and a demo order's waybill goes from it; an
 * imported Prom order that named only its branch opens the waybill dialog ready to create; the
 * dialog's every field and action is inside a 1366×768 window.
 */
const DEMO_KEY = 'demo0000000000000000000000000000'

type Row = Record<string, unknown>

const test = base.extend<object, { shop: { url: string; carrier: FakeCarrier; prom: FakeProm } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The demo shop's key is the fake's, so the key is saved from the start.
      const carrier = await startFakeCarrier({ apiKey: DEMO_KEY, firstTtn: 20459100000001 })
      const prom = await startFakeProm()
      let child: ChildProcess | null = null
      try {
        const started = await startServer({
          NOVA_POSHTA_API_URL: carrier.url,
          NOVA_POSHTA_PRINT_URL: carrier.printUrl,
          PROM_API_URL: prom.url,
          MARKETPLACE_IMPORT_MINUTES: '0',
        })
        child = started.child
        await use({ url: started.url, carrier, prom })
      } finally {
        if (child) await stopServer(child)
        await carrier.close()
        await prom.close()
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
})

/** Picks an entry of a box by typing part of its name, then arrows and Enter. */
async function pick(page: Page, box: Locator, typed: string, option: string) {
  await box.focus()
  await box.fill('')
  await page.keyboard.type(typed)
  await expect(box).toHaveValue(typed)
  await expect(page.getByRole('option', { name: option, exact: false }).first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
}

/** Every field, and the dialog's buttons, lie wholly inside the 1366×768 window. */
async function expectInView(page: Page, dialog: Locator) {
  const view = page.viewportSize()
  expect(view).toEqual({ width: 1366, height: 768 })
  const parts = dialog.locator('input, select, button')
  const count = await parts.count()
  expect(count).toBeGreaterThan(6)
  for (let i = 0; i < count; i++) {
    const part = parts.nth(i)
    const box = await part.boundingBox()
    const name = await part.evaluate(
      (el) =>
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        el.textContent ||
        el.tagName,
    )
    expect(box, name).not.toBeNull()
    if (!box || !view) continue
    expect(box.x, name).toBeGreaterThanOrEqual(0)
    expect(box.y, name).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, name).toBeLessThanOrEqual(view.width)
    expect(box.y + box.height, name).toBeLessThanOrEqual(view.height)
    // Not cut off by the dialog's scrolled body nor covered: the whole box is inside every
    // clipping ancestor, and each of its corners is the part itself.
    const hit = await part.evaluate((el) => {
      const r = el.getBoundingClientRect()
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const c = up.getBoundingClientRect()
        const inside =
          r.left >= c.left + up.clientLeft - 0.5 &&
          r.top >= c.top + up.clientTop - 0.5 &&
          r.left + r.width <= c.left + up.clientLeft + up.clientWidth + 0.5 &&
          r.top + r.height <= c.top + up.clientTop + up.clientHeight + 0.5
        if (!inside) return false
      }
      const corners = [
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ] as const
      return corners.every(([x, y]) => {
        const at = document.elementFromPoint(x, y)
        return at === el || el.contains(at)
      })
    })
    expect(hit, `${name} is covered or clipped`).toBe(true)
  }
}

test('the sender is picked from Nova Poshta’s lists by keyboard, and a demo order’s waybill goes from it', async ({
  page,
  shop,
}) => {
  test.slow()
  await signInAt(page, shop.url)
  await page.goto(`${shop.url}/settings`)
  await page.getByRole('button', { name: 'Редагувати: Відправник Нової Пошти' }).click()
  const form = page.getByRole('dialog', { name: 'Відправник Нової Пошти' })

  // The key's senders come from NP; the organisation is picked by its name.
  const counterparty = form.getByRole('combobox', { name: 'Відправник (контрагент)' })
  await pick(page, counterparty, 'Чохли', 'Чохли для всіх ТОВ')
  await expect(counterparty).toHaveValue('Чохли для всіх ТОВ')
  // Its contact persons follow, each with the phone NP has for them.
  const contact = form.getByRole('combobox', { name: 'Контактна особа' })
  await expect(contact).toBeEnabled()
  await pick(page, contact, 'Мельник', 'Мельник Андрій Олегович')
  await expect(form.getByRole('textbox', { name: 'Телефон відправника' })).toHaveValue('0671112233')
  // The city is searched as typed, then its working branches are offered.
  const city = form.getByRole('combobox', { name: 'Місто відправника' })
  await pick(page, city, 'Льв', 'Львів')
  await expect(city).toHaveValue('Львів')
  const branch = form.getByRole('combobox', { name: 'Відділення відправлення' })
  await expect(branch).toBeEnabled()
  await pick(page, branch, '№1', 'Відділення №1')
  await expect(branch).toHaveValue('Відділення №1: вул. Тестова, 1')
  await page.screenshot({ path: '/tmp/np-sender-form-1366.png' })
  await form.getByRole('button', { name: 'Зберегти' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Задано (Чохли для всіх ТОВ, Львів, 0671112233)')).toBeVisible()

  const params = await apiAt<{ data: { settings: string } }>(
    page,
    shop.url,
    '/api/settings/get_params',
  )
  const nested = JSON.parse(params.data.settings) as {
    api: { nova_poshta: { sender: Record<string, unknown> } }
  }
  expect(nested.api.nova_poshta.sender).toMatchObject({
    counterparty_ref: SENDER_SHOP,
    counterparty_name: 'Чохли для всіх ТОВ',
    contact_ref: CONTACT_SHOP,
    phone: '0671112233',
    city_ref: CITY_LVIV,
    warehouse_ref: `${CITY_LVIV.slice(0, 8)}-wh-0001`,
  })
  // The lookups went to NP with the key, which the page never saw.
  const asked = shop.carrier.calls.map((c) => `${c.modelName}.${c.calledMethod}`)
  expect(asked).toContain('Counterparty.getCounterparties')
  expect(asked).toContain('Counterparty.getCounterpartyContactPersons')

  // A demo order of Kyiv: its branch picked in the order form, then its waybill.
  const list = await apiAt<{ data: Row[] }>(page, shop.url, '/api/orders/get_orders', {
    filter: { status: 'new' },
    per_page: 100,
  })
  const demo = list.data.find(
    (o) => o.delivery_method === 'nova_poshta' && o.city_ref === CITY_KYIV && !o.track,
  )
  expect(demo, 'a new demo order to Kyiv').toBeTruthy()
  const id = Number(demo?.id)
  await page.goto(`${shop.url}/orders/${String(id)}`)
  const main = page.getByRole('main')
  const wh = main.getByRole('combobox', { name: 'Відділення' })
  await wh.focus()
  await expect(wh.getByRole('option', { name: 'Відділення №2: вул. Тестова, 2' })).toHaveCount(1)
  await wh.selectOption({ label: 'Відділення №2: вул. Тестова, 2' })
  await page.keyboard.press('Control+s')
  await expect
    .poll(async () => {
      const got = await apiAt<{ data: Row }>(page, shop.url, `/api/orders/get/${String(id)}`)
      return got.data.warehouse_ref
    })
    .toBe(`${CITY_KYIV.slice(0, 8)}-wh-0002`)
  await page.goto(`${shop.url}/orders/${String(id)}`)
  await expect(main.getByRole('combobox', { name: 'Відділення' })).toBeVisible()
  await page.keyboard.press('Alt+KeyN')
  const dialog = page.getByRole('dialog', { name: `Накладна для замовлення №${String(id)}` })
  await expect(dialog.getByLabel('Вага, кг')).toBeFocused()
  await expectInView(page, dialog)
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toContainText(/Накладну створено: ТТН 2045910000\d{4}/)
  const made = [...shop.carrier.waybills.values()].at(-1)?.props
  // From the sender picked above, to the demo order's city and branch.
  expect(made).toMatchObject({
    Sender: SENDER_SHOP,
    ContactSender: CONTACT_SHOP,
    CitySender: CITY_LVIV,
    SenderAddress: `${CITY_LVIV.slice(0, 8)}-wh-0001`,
    SendersPhone: '380671112233',
    CityRecipient: CITY_KYIV,
  })
})

test('a Prom order naming only its branch, a payment and a total opens the waybill dialog ready, and the waybill is made', async ({
  page,
  shop,
}) => {
  test.slow()
  await signInAt(page, shop.url)
  await apiAt(page, shop.url, '/api/settings/set_param', {
    key: 'api.prom.accounts',
    value: { main: { name: 'Основний магазин', login_id: '3301', token: shop.prom.token } },
  })
  shop.prom.put(
    promOrder(515151, {
      client_last_name: 'Промчук',
      phone: '+380671234599',
      delivery_address: '',
      delivery_provider_data: {
        provider: 'nova_poshta',
        type: 'W2W',
        recipient_warehouse_id: `${CITY_KYIV.slice(0, 8)}-wh-0001`,
        declaration_number: null,
      },
      payment_option: { id: 4, name: 'Оплата на картку Monobank' },
      price: '870 грн',
      products: [],
    }),
  )
  const run = await apiAt<{ data: { runs: Row[] } }>(page, shop.url, '/api/import_runs/fetch_now')
  expect(run.data.runs[0]).toMatchObject({ status: 'ok', new_count: 1 })
  const found = await apiAt<{ data: Row[] }>(page, shop.url, '/api/orders/get_orders', {
    search: '0671234599',
  })
  const order = found.data.find((o) => o.prom_order === '515151')
  expect(order).toMatchObject({
    city_ref: CITY_KYIV,
    city_name: 'Київ',
    warehouse_ref: `${CITY_KYIV.slice(0, 8)}-wh-0001`,
    pay_method: 'card_mono',
    total: 870,
  })
  const id = Number(order?.id)

  await page.goto(`${shop.url}/orders/${String(id)}`)
  const main = page.getByRole('main')
  await expect(main.getByLabel('Прізвище', { exact: true })).toHaveValue('Промчук')
  await page.keyboard.press('Alt+KeyN')
  const dialog = page.getByRole('dialog', { name: `Накладна для замовлення №${String(id)}` })
  await expect(dialog.getByLabel('Вага, кг')).toBeFocused()
  // Ready: the recipient's city and branch as NP named them, the total as cash on delivery.
  await expect(dialog.getByText('Київ', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Накладений платіж, грн (0 — без нього)')).toHaveValue('870')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expectInView(page, dialog)
  await page.screenshot({ path: '/tmp/np-waybill-dialog-1366.png' })
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toContainText(/Накладну створено: ТТН 2045910000\d{4}/)
  const made = [...shop.carrier.waybills.values()].at(-1)?.props
  expect(made).toMatchObject({
    CityRecipient: CITY_KYIV,
    RecipientAddress: `${CITY_KYIV.slice(0, 8)}-wh-0001`,
    Cost: '870',
  })
})
