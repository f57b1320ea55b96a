import { test as base, expect, type Page } from '@playwright/test'
import { MARKER, signInAt } from './fixtures'
import { fakeNpShop, type FakeNpShop } from './fake-np-shop'

/**
 * The right panel's tracking tab in web mode, against a server of its own whose
 * Nova Poshta is the fake carrier: the live status of each card comes through the server's
 * `/apisite/nova_pochta/tracking`, "update all" through `update_status_all`.
 */

// What the fake Nova Poshta knows: one parcel per status code the spec colours.
const NP = {
  code1: '20470000000001',
  code5: '20470000000005',
  code6: '20470000000006',
  code7: '20470000000007',
  code9: '20470000000009',
  arrivedA: '59070000000011',
  arrivedB: '59070000000012',
}
const np = (code: string, status: string, date = '') => ({
  Status: status,
  StatusCode: code,
  ScheduledDeliveryDate: date,
})
const documents = {
  [NP.code1]: np('1', 'Відправник самостійно створив цю накладну'),
  [NP.code5]: np('5', 'Відправлення прямує до міста Київ', '24-11-2026 09:00:00'),
  [NP.code6]: np('6', 'Відправлення у місті Київ'),
  [NP.code7]: np('7', 'Прибув у відділення'),
  [NP.code9]: np('9', 'Відправлення отримано'),
  [NP.arrivedA]: np('7', 'Прибув у відділення'),
  [NP.arrivedB]: np('8', 'Прибув у відділення (завантажено в поштомат)'),
}

const test = base.extend<object, { shop: FakeNpShop<Record<never, never>> }>({
  shop: fakeNpShop({ carrier: { documents } }),
})

async function signIn(page: Page, url: string): Promise<string[]> {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  await signInAt(page, url)
  return errors
}

async function addTtn(page: Page, url: string, values: Record<string, unknown>) {
  const res = await page.request.post(`${url}/api/ttns/store`, { headers: MARKER, data: values })
  expect(res.ok(), await res.text()).toBe(true)
}

async function openTracking(page: Page, url: string) {
  await page.goto(url)
  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Трекінг' })
    .click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('button', { name: 'Додати ТТН' })).toBeVisible()
  return panel
}

test('each TTN status has its card colour; the payer and date are shown', async ({
  page,
  shop,
}) => {
  const errors = await signIn(page, shop.url)
  // Ukrposhta parcels: Nova Poshta is never asked about them, so the stored status shows.
  const cards = {
    created: '0507000000001',
    delivered: '0507000000002',
    ready: '0507000000003',
    taken: '0507000000004',
  }
  for (const [status, ttn] of Object.entries(cards)) {
    await addTtn(page, shop.url, {
      title: 'CaseShop',
      ttn,
      status,
      payer: 'Recipient',
      cost: 85,
      date_delivery: '2026-11-25',
    })
  }
  const panel = await openTracking(page, shop.url)
  const card = (ttn: string) => panel.getByRole('listitem', { name: ttn, exact: true })
  await expect(card(cards.created)).toHaveClass(/ttn-card--danger/)
  await expect(card(cards.delivered)).toHaveClass(/ttn-card--warning/)
  await expect(card(cards.ready)).toHaveClass(/ttn-card--success/)
  await expect(card(cards.taken)).toHaveClass(/ttn-card--secondary/)
  await expect(card(cards.taken)).toHaveClass(/ttn-card--taken/)
  expect(
    Number(await card(cards.taken).evaluate((el) => getComputedStyle(el).opacity)),
  ).toBeLessThan(1)
  await expect(card(cards.ready)).toContainText('CaseShop')
  await expect(card(cards.ready)).toContainText('Доставка: 25.11.2026')
  await expect(card(cards.ready)).toContainText('Платник: Одержувач (Платить одержувач)')
  await expect(card(cards.ready)).toContainText('Вартість: 85 грн')
  await expect(card(cards.ready)).toContainText('Перевізник: Укрпошта')
  expect(errors).toEqual([])
})

test('adding checks the number first, then shows "Запис додано!"', async ({ page, shop }) => {
  await signIn(page, shop.url)
  const panel = await openTracking(page, shop.url)
  await panel.getByRole('button', { name: 'Додати ТТН' }).click()
  const dialog = page.getByRole('dialog', { name: 'Нова ТТН' })
  const number = dialog.getByRole('textbox', { name: 'Номер ТТН' })
  await number.fill('12345')
  await dialog.getByRole('button', { name: 'Додати' }).click()
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText(/^Невірний номер посилки/)).toBeVisible()

  await dialog.getByRole('combobox', { name: 'Назва' }).selectOption({ label: 'VDMT' })
  await number.fill('2047 0000 0000 99')
  await dialog.getByRole('button', { name: 'Додати' }).click()
  await expect(page.getByText('Запис додано!')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const card = panel.getByRole('listitem', { name: '20470000000099', exact: true })
  await expect(card).toContainText('VDMT')
  // The fake does not know this number: Nova Poshta's own "not found" is shown, uncoloured.
  await expect(card.locator('.ttn-card__np')).toContainText('Номер не знайдено')
})

test('"update all" stores the new statuses and says how many arrived', async ({ page, shop }) => {
  await signIn(page, shop.url)
  await addTtn(page, shop.url, { title: 'VDMT', ttn: NP.arrivedA })
  await addTtn(page, shop.url, { title: 'It-Sell', ttn: NP.arrivedB })
  const panel = await openTracking(page, shop.url)
  await expect(panel.getByRole('listitem', { name: NP.arrivedA, exact: true })).toHaveClass(
    /ttn-card--danger/,
  )
  const asked = shop.carrier.calls.length
  await panel.getByRole('button', { name: 'Оновити всі' }).click()
  await expect(page.getByText('Прибуло відправлень: 2', { exact: true })).toBeVisible()
  expect(shop.carrier.calls.length).toBeGreaterThan(asked)
  await expect(panel.getByRole('listitem', { name: NP.arrivedA, exact: true })).toHaveClass(
    /ttn-card--success/,
  )
  await expect(panel.getByRole('listitem', { name: NP.arrivedB, exact: true })).toHaveClass(
    /ttn-card--success/,
  )
  // Nothing new since: the next press counts none.
  await panel.getByRole('button', { name: 'Оновити всі' }).click()
  await expect(page.getByText('Прибуло відправлень: 0', { exact: true })).toBeVisible()
})

test('Nova Poshta codes 1/5/6/7/9 colour the cards; code 5 shows the scheduled date', async ({
  page,
  shop,
}) => {
  await signIn(page, shop.url)
  // Stored as already ready / delivered, so "update all" elsewhere counts none of them.
  await addTtn(page, shop.url, { title: 'other', ttn: NP.code1 })
  await addTtn(page, shop.url, { title: 'other', ttn: NP.code5, status: 'delivered' })
  await addTtn(page, shop.url, { title: 'other', ttn: NP.code6, status: 'delivered' })
  await addTtn(page, shop.url, { title: 'other', ttn: NP.code7, status: 'ready' })
  await addTtn(page, shop.url, { title: 'other', ttn: NP.code9, status: 'delivered' })
  const panel = await openTracking(page, shop.url)
  const np = (ttn: string) =>
    panel.getByRole('listitem', { name: ttn, exact: true }).locator('.ttn-card__np')
  await expect(np(NP.code1)).toHaveClass(/ttn-np--danger/)
  await expect(np(NP.code1)).toContainText('Відправник самостійно створив цю накладну')
  await expect(np(NP.code5)).toHaveClass(/ttn-np--warning/)
  await expect(np(NP.code5)).toContainText('Очікувана доставка: 24.11.2026')
  await expect(np(NP.code6)).toHaveClass(/ttn-np--warning/)
  await expect(np(NP.code6)).not.toContainText('Очікувана доставка')
  await expect(np(NP.code7)).toHaveClass(/ttn-np--success/)
  await expect(np(NP.code9)).toHaveClass(/ttn-np--secondary/)
  const colour = (ttn: string) => np(ttn).evaluate((el) => getComputedStyle(el).color)
  expect(await colour(NP.code1)).not.toBe(await colour(NP.code7))
})

test('a failed carrier lookup is only logged; the cards stay', async ({ page, shop }) => {
  const errors = await signIn(page, shop.url)
  const warnings: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text())
  })
  await addTtn(page, shop.url, { title: 'other', ttn: '20470000000077' })
  shop.carrier.fail('http500')
  try {
    const panel = await openTracking(page, shop.url)
    const card = panel.getByRole('listitem', { name: '20470000000077', exact: true })
    await expect(card).toHaveClass(/ttn-card--danger/)
    await expect.poll(() => warnings.some((w) => w.startsWith('Нова Пошта'))).toBe(true)
    await expect(page.locator('.toast--error')).toHaveCount(0)
  } finally {
    shop.carrier.fail(null)
  }
  // The browser logs the carrier route's 502 itself; the app adds no error of its own.
  expect(errors.filter((e) => !e.includes('502'))).toEqual([])
})

test('copying a TTN shows the toast with the value', async ({ page, context, shop }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, shop.url)
  await addTtn(page, shop.url, { title: 'Returns', ttn: '0507000000077' })
  const panel = await openTracking(page, shop.url)
  await panel.getByRole('button', { name: 'Скопіювати ТТН 0507000000077' }).click()
  await expect(page.getByText('В БУФЕР-ОБМІНУ: 0507000000077')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0507000000077')
})
