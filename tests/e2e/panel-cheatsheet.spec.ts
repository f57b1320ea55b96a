import type { Page } from '@playwright/test'
import { MARKER, apiPost, expect, test } from './fixtures'

/** The right panel's cheat-sheet against the real server and its demo settings. */

interface Settings {
  info: {
    rekvizity_payment: { cards: { card: string }[]; current: number }
    phones: { phone: string }[]
  }
}

async function settings(page: Page): Promise<Settings> {
  const res = await apiPost<{ data: { settings: string } }>(
    page.request,
    '/api/settings/get_params',
  )
  return JSON.parse(res.data.settings) as Settings
}

async function openCheatSheet(page: Page) {
  await page
    .getByRole('tablist', { name: 'Бічна панель' })
    .getByRole('tab', { name: 'Шпаргалка' })
    .click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'Реквізити для оплати' })).toBeVisible()
  return panel
}

// Both tests change the shop's one current card: one after the other.
test.describe.configure({ mode: 'serial' })

test('switching the current card is saved for every desk and survives a reload', async ({
  page,
  consoleErrors,
}) => {
  const before = await settings(page)
  const cards = before.info.rekvizity_payment.cards.map((c) => c.card)
  expect(cards.length).toBeGreaterThan(1)
  const target = cards[(before.info.rekvizity_payment.current + 1) % cards.length] ?? ''
  try {
    const panel = await openCheatSheet(page)
    const card = panel.getByRole('listitem', { name: target, exact: true })
    await expect(card).not.toHaveAttribute('aria-current', 'true')
    await card.getByRole('button', { name: `Зробити поточною картку ${target}` }).click()
    await expect(page.getByText('Запис збережено!')).toBeVisible()
    await expect(card).toHaveAttribute('aria-current', 'true')
    await expect(panel.locator('[aria-current="true"]')).toHaveCount(1)
    expect((await settings(page)).info.rekvizity_payment.current).toBe(cards.indexOf(target))

    await page.reload()
    const again = await openCheatSheet(page)
    await expect(again.getByRole('listitem', { name: target, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(again.getByRole('listitem', { name: target, exact: true })).toContainText(
      'Поточна',
    )
  } finally {
    await apiPost(page.request, '/api/settings/set_param', {
      key: 'info.rekvizity_payment.current',
      value: before.info.rekvizity_payment.current,
    })
  }
  expect(consoleErrors).toEqual([])
})

test('copying shows the toast with the value', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const s = await settings(page)
  const first = s.info.rekvizity_payment.cards[0]?.card ?? ''
  const phone = s.info.phones[0]?.phone ?? ''
  const panel = await openCheatSheet(page)

  await panel.getByRole('button', { name: `Копіювати номер картки ${first}` }).click()
  await expect(page.getByText(`В БУФЕР-ОБМІНУ: ${first}`)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
  // The toast shows over the panel's corner, where its copy buttons are, but takes no click:
  // the point at its middle belongs to the page beneath it.
  const toast = page.locator('.toast', { hasText: `В БУФЕР-ОБМІНУ: ${first}` })
  await expect(toast).toBeInViewport({ ratio: 1 })
  const box = await toast.boundingBox()
  expect(box).not.toBeNull()
  const takesTheClick = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.toaster') != null,
    [box!.x + box!.width / 2, box!.y + box!.height / 2],
  )
  expect(takesTheClick).toBe(false)

  await panel.getByRole('button', { name: `Копіювати реквізити картки ${first}` }).click()
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(new RegExp(`^Номер картки: ${first}\\nОтримувач: .+\\nБанк: .+`))

  await panel.getByRole('button', { name: `Копіювати: ${phone}` }).click()
  await expect(page.getByText(`В БУФЕР-ОБМІНУ: ${phone}`)).toBeVisible()

  await panel.getByRole('button', { name: 'Копіювати шаблон «Відправлено, ТТН»' }).click()
  await expect(
    page.getByText(/^В БУФЕР-ОБМІНУ: Ваше замовлення №\{order\} відправлено/),
  ).toBeVisible()
})

test('phones show their operator; the list is edited in a form, not as JSON', async ({ page }) => {
  const before = (await settings(page)).info.phones
  try {
    const panel = await openCheatSheet(page)
    const phones = panel.getByRole('region', { name: 'Телефони' })
    await expect(phones).toContainText('067 512 34 56 Київстар')
    await phones.getByRole('button', { name: 'Редагувати: Телефони' }).click()
    const dialog = page.getByRole('dialog', { name: 'Редагувати: Телефони' })
    await dialog.getByRole('button', { name: 'Додати рядок' }).click()
    const last = dialog.getByRole('group', { name: `Рядок ${before.length + 1}` })
    await last.getByRole('textbox', { name: 'Телефон' }).fill('+38 (093) 111-22-33')
    await dialog.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText('Запис збережено!')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(phones).toContainText('093 111 22 33 lifecell')

    // A blank row is refused beside its field; nothing is saved.
    await phones.getByRole('button', { name: 'Редагувати: Телефони' }).click()
    await dialog.getByRole('button', { name: 'Додати рядок' }).click()
    await dialog.getByRole('button', { name: 'Зберегти' }).click()
    const blank = dialog
      .getByRole('group', { name: `Рядок ${before.length + 2}` })
      .getByRole('textbox', { name: 'Телефон' })
    await expect(blank).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('button', { name: 'Скасувати' }).click()
    expect((await settings(page)).info.phones).toHaveLength(before.length + 1)
  } finally {
    await apiPost(page.request, '/api/settings/set_param', { key: 'info.phones', value: before })
  }
})

test('a template with {sum} is refused, by the form and by the API, naming the placeholders', async ({
  page,
}) => {
  const valid =
    '{name}, {surname}, {order}, {total}, {prepayment}, {card}, {card_name}, {bank}, {ttn}'
  const templates = { payment_sms: 'До сплати {sum} грн', prepayment_viber: '', send_ttn: '' }
  const api = await page.request.post('/api/settings/set_param', {
    data: { key: 'templates_sms', value: templates },
    headers: MARKER,
  })
  expect(api.status()).toBe(422)
  const body = (await api.json()) as { errors: Record<string, string[]> }
  expect(body.errors['value.payment_sms']).toEqual([`Невідомий заповнювач {sum}. Можна: ${valid}.`])

  const panel = await openCheatSheet(page)
  await panel.getByRole('button', { name: 'Редагувати: Шаблони SMS' }).click()
  const dialog = page.getByRole('dialog', { name: 'Редагувати: Шаблони SMS' })
  const payment = dialog.getByRole('textbox', { name: 'SMS про оплату' })
  const before = await payment.inputValue()
  await payment.fill('До сплати {sum} грн')
  const saves: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/settings/set_param')) saves.push(req.url())
  })
  await dialog.getByRole('button', { name: 'Зберегти' }).click()
  await expect(payment).toHaveAttribute('aria-invalid', 'true')
  await expect(payment).toHaveAccessibleDescription(`Невідомий заповнювач {sum}. Можна: ${valid}.`)
  expect(saves).toEqual([])

  // The listed placeholders go in where the cursor was.
  await payment.fill('До сплати  грн')
  await payment.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(10, 10))
  await dialog.getByRole('button', { name: /^Вставити \{total\}/ }).click()
  await expect(payment).toHaveValue('До сплати {total} грн')
  await expect(payment).toBeFocused()
  await dialog.getByRole('button', { name: 'Скасувати' }).click()
  const after = await settings(page)
  expect(
    (after as unknown as { templates_sms: Record<string, string> }).templates_sms.payment_sms,
  ).toBe(before)
})
