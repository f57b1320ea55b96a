import type { Page } from '@playwright/test'
import { apiPost, expect } from './fixtures'
import { defineResourceSuite, label, tag, test } from './resources-flows'

defineResourceSuite({
  table: 'orders',
  titleField: 'surname',
  makeTitle: (t) => `Тестенко${t}`,
  create: { phone: '+38 (067) 111-22-33', status: { select: 'prepayment' }, total: '250,50' },
  seed: () => ({ phone: '0671112233', status: 'new', total: 100 }),
  edit: { field: 'total', value: '777,25', shown: '777,25' },
  invalid: {
    values: { phone: '12345' },
    field: 'phone',
    message: /Невірний номер телефону/,
  },
  // Every way into an order is the order desk's form: its own tests are below.
  ownForm: true,
})

test.describe('orders: the order’s page is the desk’s form', () => {
  test('a new order is created on its own page and continues as that order', async ({ page }) => {
    const surname = `Сторінченко${tag()}`
    await page.goto('/orders/new')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Нове замовлення')
    await main.getByRole('textbox', { name: 'Телефон' }).fill('+38 (067) 111-22-33')
    await main.getByLabel(label('orders', 'surname'), { exact: true }).fill(surname)
    await main
      .getByRole('combobox', { name: label('orders', 'status'), exact: true })
      .selectOption('prepayment')
    await main.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page).toHaveURL(/\/orders\/\d+$/)
    const id = Number(/\/orders\/(\d+)$/.exec(page.url())?.[1])
    await expect(page.getByText(`Замовлення №${id} збережено`)).toBeVisible()
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Замовлення №${id}`)
    await expect(main.getByLabel(label('orders', 'surname'), { exact: true })).toHaveValue(surname)
    const stored = await apiPost<{ data: Record<string, unknown> }>(
      page.request,
      `/api/orders/get/${id}`,
    )
    expect(stored.data).toMatchObject({ phone: '0671112233', surname, status: 'prepayment' })
  })

  test('a stale save shows what changed and keeps what was typed', async ({ page, context }) => {
    const surname = `Застаренко${tag()}`
    const { data } = await apiPost<{ data: { id: number; version: number } }>(
      page.request,
      '/api/orders/store',
      { phone: '0671112233', surname, status: 'new' },
    )
    const other = await context.newPage()
    await page.goto(`/orders/${data.id}`)
    await other.goto(`/orders/${data.id}`)
    const first = page.getByRole('main')
    const second = other.getByRole('main')
    await expect(second.getByLabel(label('orders', 'comment'), { exact: true })).toBeEditable()

    await first.getByLabel(label('orders', 'comment'), { exact: true }).fill('Перший зберіг')
    await first.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText(`Замовлення №${data.id} збережено`)).toBeVisible()

    await second.getByLabel(label('orders', 'surname'), { exact: true }).fill(`${surname}Б`)
    await second.getByRole('button', { name: 'Зберегти' }).click()
    const conflict = second.getByRole('alertdialog', {
      name: 'Замовлення вже змінив інший користувач',
    })
    await expect(conflict.getByRole('row', { name: /Коментар/ })).toContainText('Перший зберіг')
    await expect(second.getByLabel(label('orders', 'surname'), { exact: true })).toHaveValue(
      `${surname}Б`,
    )
    // Mine is saved over theirs, at their version: nothing is refused as stale again.
    await conflict.getByRole('button', { name: 'Залишити мою' }).click()
    await expect(conflict).toBeHidden()
    await second.getByRole('button', { name: 'Зберегти' }).click()
    await expect(other.getByText(`Замовлення №${data.id} збережено`)).toBeVisible()
    const stored = await apiPost<{ data: Record<string, unknown> }>(
      page.request,
      `/api/orders/get/${data.id}`,
    )
    expect(stored.data).toMatchObject({ surname: `${surname}Б`, version: data.version + 2 })
    await other.close()
  })
})

test.describe('orders: list and defaults', () => {
  test('"Створити" opens the desk’s form, with the first site of the settings', async ({
    page,
  }) => {
    const params = await apiPost<{ data: { settings: string } }>(
      page.request,
      '/api/settings/get_params',
    )
    const sites = (JSON.parse(params.data.settings) as { sites?: Record<string, string> }).sites
    const first = Object.keys(sites ?? {})[0]
    expect(first).toBeTruthy()
    await page.goto('/orders')
    await page.getByRole('button', { name: 'Створити' }).click()
    await expect(page).toHaveURL(/\/orders\/new$/)
    const main = page.getByRole('main')
    await expectDeskForm(page, 'Нове замовлення')
    await expect(
      main.getByRole('combobox', { name: label('orders', 'site'), exact: true }),
    ).toHaveValue(first!)
    await expect(
      main.getByRole('combobox', { name: label('orders', 'status'), exact: true }),
    ).toHaveValue('new')
  })

  test('the URL filters the list and follows its controls', async ({ page }) => {
    const phone = `067${String(Date.now()).slice(-7)}`
    const surname = `Фільтренко${tag()}`
    for (const status of ['ready', 'sent']) {
      await apiPost(page.request, '/api/orders/store', { phone, surname, status })
    }
    // A global-search jump: every order of this phone, whatever the status.
    await page.goto(`/orders?phone=${phone}`)
    await expect(page.getByRole('cell', { name: surname, exact: true })).toHaveCount(2)
    await expect(page.getByRole('button', { name: /Прибрати фільтр/ })).toBeVisible()

    // Narrowed by the status select (folded behind "more filters"): the URL keeps both.
    await page.getByRole('button', { name: 'Більше фільтрів' }).click()
    await page.getByLabel(label('orders', 'status'), { exact: true }).selectOption('sent')
    await expect(page).toHaveURL(/phone=\d+.*status=sent|status=sent.*phone=\d+/)
    await expect(page.getByRole('cell', { name: surname, exact: true })).toHaveCount(1)

    // A reload (or a shared link) opens the same list.
    await page.reload()
    await expect(page.getByRole('cell', { name: surname, exact: true })).toHaveCount(1)
    await expect(page.getByLabel(label('orders', 'status'), { exact: true })).toHaveValue('sent')

    // Sorting by a header goes to the URL and marks the column.
    await page.goto('/orders?status=new')
    const header = page.getByRole('columnheader', { name: label('orders', 'total') })
    await header.getByRole('button').click()
    await expect(page).toHaveURL(/sort=total/)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await header.getByRole('button').click()
    await expect(page).toHaveURL(/sort=-total/)
    await expect(header).toHaveAttribute('aria-sort', 'descending')
  })
})

test.describe('orders: long lists and order items', () => {
  test('a long page renders only the rows on screen and scrolls to the last', async ({ page }) => {
    const { total } = await apiPost<{ total: number }>(page.request, '/api/orders/get_orders', {
      per_page: 1,
    })
    expect(total).toBeGreaterThan(100)
    const started = Date.now()
    await page.goto('/orders?per_page=500&sort=id')
    const body = page.getByRole('rowgroup').nth(1)
    await expect(body.getByRole('row').first()).toBeVisible()
    const shown = await body.locator('tr[data-index]').count()
    console.log(
      `orders per_page=500: ${total} rows, ${shown} in the DOM, ${Date.now() - started} ms to the first row`,
    )
    expect(shown).toBeLessThan(60)
    await page.locator('.rl-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight))
    const last = body.locator(`tr[data-index="${Math.min(total, 500) - 1}"]`)
    await expect(last).toBeVisible()

    // Into a record and back: the list is where it was (spec: scroll positions are restored).
    await last.getByRole('link').click()
    await expect(page).toHaveURL(/\/orders\/\d+$/)
    await page.goBack()
    await expect(last).toBeInViewport()
  })

  test('a row’s view, edit and copy open the desk’s form, never a window', async ({ page }) => {
    const surname = `Рядочко${tag()}`
    const { data } = await apiPost<{ data: { id: number } }>(page.request, '/api/orders/store', {
      phone: '0501234567',
      surname,
      status: 'new',
    })
    const list = `/orders?search=${encodeURIComponent(surname)}`
    await page.goto(list)
    await page.getByRole('button', { name: `Редагувати ${surname}` }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${data.id}$`))
    await expectDeskForm(page, `Замовлення №${data.id}`)
    await expect(page.getByLabel(label('orders', 'surname'), { exact: true })).toBeEditable()

    await page.goto(list)
    await page.getByRole('button', { name: `Переглянути ${surname}` }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${data.id}\\?mode=view$`))
    await expect(page.getByLabel(label('orders', 'surname'), { exact: true })).toBeDisabled()
    // The view's "edit" is the desk's form too.
    await page.getByRole('link', { name: 'Редагувати' }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${data.id}$`))
    await expectDeskForm(page, `Замовлення №${data.id}`)

    await page.goto(list)
    await page.getByRole('button', { name: `Копіювати ${surname}` }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/new\\?clone=${data.id}$`))
    await expect(page.getByLabel(label('orders', 'surname'), { exact: true })).toHaveValue(surname)
    await expect(page.getByRole('textbox', { name: 'Штрихкод або назва товару' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

/**
 * The order desk's form, not the generic one: its heading, its items section and its carrier
 * pickers, and none of the raw fields the generic form shows (the city's Nova Poshta ref).
 */
async function expectDeskForm(page: Page, heading: string) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(main.getByRole('textbox', { name: 'Штрихкод або назва товару' })).toBeVisible()
  await expect(main.getByRole('combobox', { name: 'Місто' })).toBeVisible()
  await expect(main.getByRole('combobox', { name: 'Відділення' })).toBeVisible()
  await expect(main.getByText(label('orders', 'city_ref'))).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test.describe('orders: references are pickers', () => {
  test('an order’s manager is chosen by typing part of the name', async ({ page }) => {
    const mark = tag()
    const name = `Марина Менеджерка${mark}`
    const manager = await apiPost<{ data: { id: number } }>(page.request, '/api/users/store', {
      login: `manager${mark}`,
      name,
      access: 5,
      active: true,
      password: 'manager-pass-1',
    })
    const surname = `Менеджеренко${mark}`
    const order = await apiPost<{ data: { id: number } }>(page.request, '/api/orders/store', {
      phone: '0501234567',
      surname,
      status: 'new',
    })
    await page.goto(`/orders/${order.data.id}`)
    const field = page.getByRole('combobox', { name: label('orders', 'user_id'), exact: true })
    await field.fill(`енеджерка${mark}`)
    const option = page.getByRole('option', { name: new RegExp(name) })
    await expect(option).toBeVisible()
    await field.press('ArrowDown')
    await field.press('Enter')
    await expect(field).toHaveValue(name)
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText(`Замовлення №${order.data.id} збережено`)).toBeVisible()

    const saved = await apiPost<{ data: { user_id: number } }>(
      page.request,
      `/api/orders/get/${order.data.id}`,
    )
    expect(saved.data.user_id).toBe(manager.data.id)
    // The list names the manager, and the form shows the name again after a reload.
    await page.reload()
    await expect(
      page.getByRole('combobox', { name: label('orders', 'user_id'), exact: true }),
    ).toHaveValue(name)
  })
})
