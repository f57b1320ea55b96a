import { test as base, expect, type Page } from '@playwright/test'
import { startFakeUkrposhta, type FakeUkrposhta } from '../fake-ukrposhta/index.mjs'
import { apiAt, MARKER, signInAt } from './fixtures'
import { fakeNpShop, type FakeNpShop } from './fake-np-shop'

/**
 * Ukrposhta beside Nova Poshta (docs/choices.md, "Parcels and the orders that follow them"):
 * its cards say Укрпошта in its own words and colours, a carrier's "not found" on a ready parcel
 * is shown as a problem without moving it back, and its tracking token is set in the settings
 * form like the Nova Poshta key. A server of its own, with the fake Nova Poshta and Ukrposhta.
 */
const UP_PARCEL = '0501234567890'
const NP_READY = '20470000000301'

// The fake Nova Poshta knows nothing of NP_READY: it answers its "not found" (code 3).
const test = base.extend<object, { shop: FakeNpShop<{ ukrposhta: FakeUkrposhta }> }>({
  shop: fakeNpShop({
    carrier: { documents: {} },
    side: async () => ({ ukrposhta: await startFakeUkrposhta() }),
    env: ({ ukrposhta }) => ({ UKRPOSHTA_API_URL: ukrposhta.url }),
  }),
})

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

test('a Ukrposhta card speaks as Ukrposhta; "not found" leaves a ready parcel ready', async ({
  page,
  shop,
}) => {
  await signInAt(page, shop.url)
  await apiAt(page, shop.url, '/api/settings/set_param', {
    key: 'api.ukrposhta.token',
    value: shop.ukrposhta.token,
  })
  await apiAt(page, shop.url, '/api/ttns/store', { title: 'CaseShop', ttn: UP_PARCEL })
  await apiAt(page, shop.url, '/api/ttns/store', { title: 'VDMT', ttn: NP_READY, status: 'ready' })
  shop.ukrposhta.set(UP_PARCEL, '21700', 'Надійшло у відділення')

  const panel = await openTracking(page, shop.url)
  await panel.getByRole('button', { name: 'Оновити всі' }).click()
  await expect(page.getByText(/^Прибуло відправлень: \d+$/)).toBeVisible()

  const up = panel.getByRole('listitem', { name: UP_PARCEL, exact: true })
  await expect(up).toHaveClass(/ttn-card--success/)
  await expect(up.locator('.ttn-card__np')).toHaveText(/^Укрпошта: Надійшло у відділення/)
  await expect(up.locator('.ttn-card__np')).toHaveClass(/ttn-np--success/)
  await expect(up).toContainText('Перевізник: Укрпошта')
  await expect(up).not.toContainText('Нова Пошта')

  // Nova Poshta answers "not found" for the ready parcel: still ready, the problem shown.
  const np = panel.getByRole('listitem', { name: NP_READY, exact: true })
  await expect(np).toHaveClass(/ttn-card--success/)
  await expect(np).toHaveAttribute('data-status', 'ready')
  await expect(np.getByRole('note')).toHaveText(
    'Увага: перевізник не знаходить цей номер (статус не змінено)',
  )
  await expect(np.locator('.ttn-card__np')).toHaveText(/^Нова Пошта: Номер не знайдено/)
})

test('the Ukrposhta token is saved from the settings screen and shown masked after', async ({
  page,
  shop,
}) => {
  await signInAt(page, shop.url)
  await page.goto(`${shop.url}/settings`)
  const section = page.getByRole('region', { name: 'Налаштування магазину' })
  await section.getByRole('button', { name: 'Редагувати: Укрпошта' }).click()
  const win = page.getByRole('dialog', { name: 'Укрпошта' })
  const field = win.getByLabel('Токен відстеження Укрпошти')
  await expect(field).toHaveAttribute('type', 'password')
  await field.fill('up-token-from-the-form-4321')
  await win.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Запис збережено!')).toBeVisible()
  await expect(win).toBeHidden()
  await expect(section).toContainText('••••4321')
  await expect(section).not.toContainText('up-token-from-the-form')

  // Reopened, the form shows only the mask; the server asks Ukrposhta with the new token.
  await section.getByRole('button', { name: 'Редагувати: Укрпошта' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Укрпошта' })
      .getByText('Збережене значення: ••••4321. Введіть нове, щоб замінити.'),
  ).toBeVisible()
  const params = await apiAt<{ data: { settings: string } }>(
    page,
    shop.url,
    '/api/settings/get_params',
  )
  expect(params.data.settings).not.toContain('up-token-from-the-form')
  await apiAt(page, shop.url, '/api/ttns/store', { title: 'other', ttn: '0509999999999' })
  shop.ukrposhta.calls.length = 0
  const res = await page.request.post(`${shop.url}/api/ttns/update_status_all`, {
    headers: MARKER,
  })
  // The fake refuses any token but its own: the one typed in the form is what was sent.
  expect(res.status()).toBe(422)
  expect(shop.ukrposhta.calls.at(-1)?.token).toBe('up-token-from-the-form-4321')
})
