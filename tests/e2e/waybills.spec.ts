import { readFile } from 'node:fs/promises'
import type { ChildProcess } from 'node:child_process'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { CITY_KYIV, startFakeCarrier, type FakeCarrier } from '../fake-carrier/index.mjs'
import { apiAt, signInAt } from './fixtures'
import { startServer, stopServer } from './server'

/**
 * Nova Poshta waybills in web mode, against a server of its own whose Nova Poshta is
 * the fake carrier (its API and its printable forms): the order form's waybill by keyboard puts
 * the TTN on the order and in the tracking tab; NP's refusal of a field shows beside it; the
 * marking and the courier's register open as their PDFs.
 */
const DEMO_KEY = 'demo0000000000000000000000000000'
const SENDER = {
  counterparty_ref: 'aaaa-0001',
  contact_ref: 'bbbb-0002',
  phone: '0501112233',
  city_ref: CITY_KYIV,
  warehouse_ref: '8d5a980d-wh-0001',
}

const test = base.extend<object, { shop: { url: string; carrier: FakeCarrier } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // TTNs of their own, far from the demo shop's and the other suites' numbers.
      const carrier = await startFakeCarrier({ apiKey: DEMO_KEY, firstTtn: 20459000000001 })
      let child: ChildProcess | null = null
      try {
        const started = await startServer({
          NOVA_POSHTA_API_URL: carrier.url,
          NOVA_POSHTA_PRINT_URL: carrier.printUrl,
        })
        child = started.child
        await use({ url: started.url, carrier })
      } finally {
        if (child) await stopServer(child)
        await carrier.close()
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
})

/** A Nova Poshta order ready to go, with the shop's key and sender set. */
async function readyOrder(page: Page, url: string, phone: string): Promise<number> {
  await apiAt(page, url, '/api/settings/set_param', {
    key: 'api.nova_poshta.api_key',
    value: DEMO_KEY,
  })
  await apiAt(page, url, '/api/settings/set_param', {
    key: 'api.nova_poshta.sender',
    value: SENDER,
  })
  const order = await apiAt<{ data: { id: number } }>(page, url, '/api/orders/store', {
    phone,
    surname: 'Накладенко',
    name: 'Олена',
    status: 'ready',
    delivery_method: 'nova_poshta',
    city_name: 'Київ',
    city_ref: CITY_KYIV,
    warehouse_name: 'Відділення №1: вул. Тестова, 1',
    warehouse_ref: '8d5a980d-wh-0001',
    total: 450,
  })
  return order.data.id
}

async function openForm(page: Page, url: string, id: number) {
  await page.goto(`${url}/orders/${String(id)}`)
  const main = page.getByRole('main')
  await expect(main.getByLabel('Прізвище', { exact: true })).toHaveValue('Накладенко')
  return main
}

/** The TTN the waybill dialog says it made (the suite's fake gives 2045900000xxxx). */
async function madeTtn(dialog: Locator): Promise<string> {
  await expect(dialog.getByRole('status')).toContainText(/Накладну створено: ТТН 2045900000\d{4}/)
  return ((await dialog.getByRole('status').textContent()) ?? '').replace(/\D/g, '')
}

/** Signed in, a ready order of this phone open in its form, and its waybill dialog's locator. */
async function orderToShip(page: Page, url: string, phone: string) {
  await signInAt(page, url)
  const id = await readyOrder(page, url, phone)
  const main = await openForm(page, url, id)
  const dialog = page.getByRole('dialog', { name: `Накладна для замовлення №${String(id)}` })
  return { id, main, dialog }
}

test('Alt+N and Enter make the waybill: its TTN is on the order and in the tracking tab; Alt+M shows its marking', async ({
  page,
  shop,
}) => {
  test.slow()
  const { id, main, dialog } = await orderToShip(page, shop.url, '0671234567')

  await page.keyboard.press('Alt+KeyN')
  await expect(dialog.getByLabel('Вага, кг')).toBeFocused()
  await expect(dialog.getByLabel('Накладений платіж, грн (0 — без нього)')).toHaveValue('450')
  await page.keyboard.press('Enter')
  const ttn = await madeTtn(dialog)
  expect(ttn).toHaveLength(14)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The form follows: its TTN field, its version (a save after the waybill is no conflict).
  await expect(main.getByLabel('ТТН / трек', { exact: true })).toHaveValue(ttn)
  const saved = shop.carrier.waybills
  expect([...saved.values()].some((w) => w.ttn === ttn)).toBe(true)
  const stored = await apiAt<{ data: { track: string; version: number } }>(
    page,
    shop.url,
    `/api/orders/get/${id}`,
  )
  // Stored once, then the waybill's TTN: the dialog's Enter did not also save the order form
  // the dialog was opened from (which raced the waybill and could end in a false conflict).
  expect(stored.data).toMatchObject({ track: ttn, version: 2 })
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // Web mode: the page asks the server, which fetched the PDF from NP with the key it holds.
  const answer = page.waitForResponse((r) =>
    r.url().endsWith(`/apisite/nova_pochta/marking/${ttn}`),
  )
  await page.keyboard.press('Alt+KeyM')
  const marking = await answer
  const body = await marking.text()
  expect(body).not.toContain(DEMO_KEY)
  const pdf = Buffer.from((JSON.parse(body) as { data: { pdf: string } }).data.pdf, 'base64')
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const preview = page.getByRole('dialog', { name: `Маркування ТТН ${ttn}` })
  await expect(preview.getByTitle(`Перегляд: Маркування ТТН ${ttn}`)).toHaveAttribute(
    'src',
    /^blob:/,
  )
  await expect(preview.getByRole('button', { name: 'Друкувати' })).toBeFocused()
  expect(shop.carrier.prints.at(-1)).toBe(`/orders/printMarking100x100/orders[]/${ttn}/type/pdf`)
  // Printed through the bridge: web mode opens the PDF in the browser's viewer to print...
  const viewer = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  const tab = await viewer
  expect(tab.url()).toMatch(/^blob:/)
  await tab.close()
  // ...and saves it as the marking's PDF file.
  const downloading = page.waitForEvent('download')
  await preview.getByRole('button', { name: 'Зберегти PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`marking-${ttn}.pdf`)
  const file = await readFile(await download.path())
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await page.keyboard.press('Escape')
  await expect(preview).toBeHidden()

  // The tracking tab lists the new parcel.
  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Трекінг' })
    .click()
  await expect(
    page.getByRole('tabpanel').getByRole('listitem', { name: ttn, exact: true }),
  ).toBeVisible()
})

test('a new TTN instead of the old: the old waybill is deleted at NP and leaves the tracking tab', async ({
  page,
  shop,
}) => {
  test.slow()
  const { main, dialog } = await orderToShip(page, shop.url, '0671234568')

  await page.keyboard.press('Alt+KeyN')
  await expect(dialog.getByLabel('Вага, кг')).toBeFocused()
  await page.keyboard.press('Enter')
  const old = await madeTtn(dialog)
  await page.keyboard.press('Escape')
  await expect(main.getByLabel('ТТН / трек', { exact: true })).toHaveValue(old)

  await page.keyboard.press('Alt+KeyN')
  const send = dialog.getByRole('button', { name: 'Створити накладну' })
  await expect(send).toBeDisabled()
  await dialog
    .getByLabel(`Створити нову ТТН замість ${old} (стару буде видалено в Новій Пошті)`)
    .check()
  await send.click()
  const ttn = await madeTtn(dialog)
  expect(ttn).not.toBe(old)
  await expect(
    dialog.getByText(`Стару ТТН ${old} видалено в Новій Пошті та зі списку відстеження.`),
  ).toBeVisible()
  expect([...shop.carrier.waybills.values()].map((w) => w.ttn)).not.toContain(old)
  await page.keyboard.press('Escape')
  await expect(main.getByLabel('ТТН / трек', { exact: true })).toHaveValue(ttn)

  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Трекінг' })
    .click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('listitem', { name: ttn, exact: true })).toBeVisible()
  await expect(panel.getByRole('listitem', { name: old, exact: true })).toHaveCount(0)
})

test('a waybill deleted from the order form leaves NP, the order and the tracking list', async ({
  page,
  shop,
}) => {
  test.slow()
  const { id, main, dialog } = await orderToShip(page, shop.url, '0671234569')
  await page.keyboard.press('Alt+KeyN')
  await expect(dialog.getByLabel('Вага, кг')).toBeFocused()
  await page.keyboard.press('Enter')
  const ttn = await madeTtn(dialog)
  await page.keyboard.press('Escape')
  const field = main.getByLabel('ТТН / трек', { exact: true })
  await expect(field).toHaveValue(ttn)

  const parcelsOf = async (number: string) =>
    (
      await apiAt<{ data: { ttn: string }[] }>(page, shop.url, '/api/ttns/get_ttns', {
        search: number,
      })
    ).data.map((p) => p.ttn)
  expect(await parcelsOf(ttn)).toEqual([ttn])

  await main.getByRole('button', { name: 'Видалити накладну' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`Видалити накладну ТТН ${ttn} у Новій Пошті?`)
  await confirm.getByRole('button', { name: 'Впевнений !' }).click()
  await expect(page.getByText(`Накладну ТТН ${ttn} видалено в Новій Пошті.`)).toBeVisible()
  await expect(field).toHaveValue('')
  expect([...shop.carrier.waybills.values()].map((w) => w.ttn)).not.toContain(ttn)
  await expect(main.getByRole('button', { name: 'Видалити накладну' })).toHaveCount(0)

  expect(await parcelsOf(ttn)).toEqual([])
  // The form follows the stored order's version: a save now is no conflict.
  await main.getByLabel('Ім’я', { exact: true }).fill('Олеся')
  await page.keyboard.press('Control+s')
  await expect(page.getByText(`Замовлення №${String(id)} збережено`)).toBeVisible()
  const stored = await apiAt<{ data: { name: string; track: string | null } }>(
    page,
    shop.url,
    `/api/orders/get/${String(id)}`,
  )
  expect(stored.data).toMatchObject({ name: 'Олеся', track: null })
})

test("NP's refusal of the recipient's phone shows beside the phone, and the order keeps no TTN", async ({
  page,
  shop,
}) => {
  await signInAt(page, shop.url)
  // A landline: we store it, NP does not take it for a private recipient.
  const id = await readyOrder(page, shop.url, '0441234567')
  const main = await openForm(page, shop.url, id)
  await page.keyboard.press('Alt+KeyN')
  const dialog = page.getByRole('dialog', { name: `Накладна для замовлення №${String(id)}` })
  await expect(dialog.getByLabel('Вага, кг')).toBeFocused()
  await page.keyboard.press('Enter')
  const beside = dialog.locator('dd[data-field="phone"]').getByRole('alert')
  await expect(beside).toHaveText(
    'Нова Пошта не приймає цей телефон одержувача (RecipientsPhone is invalid [20000203072])',
  )
  await expect(dialog.getByRole('alert').first()).toHaveText(
    'Нова Пошта не прийняла накладну: виправте позначені поля.',
  )
  await page.keyboard.press('Escape')
  // What to fix stays beside the waybill's buttons once the dialog is closed.
  await expect(
    main.getByRole('list', { name: 'Що виправити в замовленні для накладної' }),
  ).toContainText('Нова Пошта не приймає цей телефон одержувача')
  const stored = await apiAt<{ data: { track: string | null } }>(
    page,
    shop.url,
    `/api/orders/get/${id}`,
  )
  expect(stored.data.track).toBeNull()
})

test("the courier's register gathers the day's waybills and opens as its PDF", async ({
  page,
  shop,
}) => {
  test.slow()
  await signInAt(page, shop.url)
  const id = await readyOrder(page, shop.url, '0671234568')
  await apiAt(page, shop.url, '/api/waybills/create', { order_id: id })
  await page.goto(shop.url)
  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Трекінг' })
    .click()
  await page.getByRole('tabpanel').getByRole('button', { name: "Реєстр для кур'єра" }).click()
  const dialog = page.getByRole('dialog', { name: "Реєстр для кур'єра (Нова Пошта)" })
  const list = dialog.getByRole('list', { name: 'Накладні дня' })
  await expect(list.getByRole('checkbox').first()).toBeVisible()
  await dialog.getByRole('button', { name: /Сформувати реєстр \(\d+\)/ }).press('Enter')
  await expect(dialog.getByRole('status')).toContainText(/Реєстр 105-\d{8} сформовано/)
  await page.keyboard.press('Enter')
  const preview = page.getByRole('dialog', { name: /Реєстр 105-\d{8}/ })
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/)
  expect(shop.carrier.prints.at(-1)).toMatch(/^\/scanSheet\/printScanSheet\/refs\[\]\//)
})
