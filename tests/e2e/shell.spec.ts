import { test, expect, apiPost } from './fixtures'

interface InformerBody {
  data: { alias: string; count: number }[]
}

const informerCount = async (request: Parameters<typeof apiPost>[0], alias: string) => {
  const body = await apiPost<InformerBody>(request, '/api/settings/get_informers')
  return body.data.find((i) => i.alias === alias)?.count ?? -1
}

test('the new-orders badge shows the server count and opens the new orders', async ({ page }) => {
  // Other tests add new orders to the shared server meanwhile: each check reads the server
  // and the screen again until both agree.
  const newOrders = async () =>
    (
      await apiPost<{ total: number }>(page.request, '/api/orders/get_orders', {
        filter: { status: 'new' },
        per_page: 1,
      })
    ).total
  await expect(async () => {
    await page.goto('/')
    const count = await informerCount(page.request, 'new_orders')
    expect(count).toBe(await newOrders())
    const badge = page.getByRole('link', { name: `Нові замовлення: ${count}` })
    await expect(badge).toBeVisible({ timeout: 5_000 })
    await expect(badge).toContainText(String(count))
  }).toPass({ timeout: 30_000 })
  await page.getByRole('link', { name: /^Нові замовлення: \d+$/ }).click()
  await expect(page).toHaveURL('/orders?status=new')
  await expect(async () => {
    await page.reload()
    await expect(page.getByText(`Усього: ${await newOrders()}`)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
})

test('the informers bell lists every informer with its count', async ({ page }) => {
  const body = await apiPost<InformerBody>(page.request, '/api/settings/get_informers')
  await page.getByRole('button', { name: /^Інформери:/ }).click()
  const menu = page.getByRole('menu', { name: /^Інформери:/ })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: /Нові замовлення/ })).toContainText(
    String(body.data.find((i) => i.alias === 'new_orders')?.count),
  )
  // Six informers and the refresh item.
  await expect(menu.getByRole('menuitem')).toHaveCount(body.data.length + 1)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: /^Інформери:/ })).toBeFocused()
})

test('the right tab and the left menu survive a reload', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Бічна панель' })
  await expect(tabs.getByRole('tab', { name: 'Шпаргалка' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await tabs.getByRole('tab', { name: 'Каса' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Залишок')
  await page.getByRole('button', { name: 'Згорнути меню' }).click()
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).not.toContainText(
    'Замовлення',
  )
  await page.reload()
  await expect(tabs.getByRole('tab', { name: 'Каса' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: 'Розгорнути меню' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Головне меню' })
  await expect(menu.getByRole('link', { name: 'Замовлення' })).toBeVisible()
  await expect(menu).not.toContainText('Замовлення')
})

test('the left menu state is remembered only at 990 px and wider', async ({ page }) => {
  await page.setViewportSize({ width: 980, height: 700 })
  await page.reload()
  // Narrow: starts as a rail whatever was remembered, and opening it is not remembered.
  await expect(page.getByRole('button', { name: 'Розгорнути меню' })).toBeVisible()
  await page.getByRole('button', { name: 'Розгорнути меню' }).click()
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toContainText('Замовлення')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Розгорнути меню' })).toBeVisible()
  await page.getByRole('button', { name: 'Розгорнути меню' }).click()
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toContainText('Замовлення')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).not.toContainText(
    'Замовлення',
  )
  await page.setViewportSize({ width: 1366, height: 768 })
  await expect(page.getByRole('button', { name: 'Згорнути меню' })).toBeVisible()
})

test('the right panel collapses below 992 px and its open state is remembered when wide', async ({
  page,
}) => {
  const panel = page.getByRole('complementary', { name: 'Бічна панель' })
  await expect(panel.getByRole('tablist')).toBeVisible()
  await page.setViewportSize({ width: 991, height: 768 })
  await expect(panel.getByRole('tablist')).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Розгорнути бічну панель' })).toBeVisible()
  await page.setViewportSize({ width: 992, height: 768 })
  await expect(panel.getByRole('tablist')).toBeVisible()
  await panel.getByRole('button', { name: 'Згорнути бічну панель' }).click()
  await expect(panel.getByRole('tablist')).toHaveCount(0)
  await page.reload()
  await expect(panel.getByRole('button', { name: 'Розгорнути бічну панель' })).toBeVisible()
  await panel.getByRole('button', { name: 'Відкрити панель: Трекінг' }).click()
  await expect(panel.getByRole('tab', { name: 'Трекінг' })).toHaveAttribute('aria-selected', 'true')
})

test('the confirm dialog shows the spec texts and Esc closes it without deleting', async ({
  page,
}) => {
  await page.goto('/orders')
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^9\d{5}$/ }) })
  const deleteButton = row.first().getByRole('button', { name: /^Видалити/ })
  await expect(deleteButton).toBeVisible()
  const before = await page.getByText(/^Усього: \d+$/).innerText()
  await deleteButton.click()
  const dialog = page.getByRole('alertdialog', { name: 'Ви впевнені в своєму рішенні ?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Впевнений !' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Ні, передумав' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()
  await expect(page.getByText(/^Усього: \d+$/)).toHaveText(before)
})

test('the tracking tab opens when the ready-TTN count grows', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Бічна панель' })
  await expect(tabs.getByRole('tab', { name: 'Шпаргалка' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const bell = page.getByRole('button', { name: /^Інформери:/ })
  // The bell says 0 until the first list arrives; the demo's counts are never all 0. A TTN
  // stored before that list would be in the panel's baseline, and nothing would grow.
  await expect(bell).toHaveAccessibleName(/Інформери: [1-9]\d*/)
  const before = await informerCount(page.request, 'ttns_ready')
  const ttn = `204${String(Date.now()).slice(-11)}`
  await apiPost(page.request, '/api/ttns/store', { ttn, title: 'other', status: 'ready' })
  expect(await informerCount(page.request, 'ttns_ready')).toBe(before + 1)
  // Informers refresh every 60 s; the bell's refresh asks now.
  await bell.click()
  await page.getByRole('menuitem', { name: 'Оновити зараз' }).click()
  await expect(tabs.getByRole('tab', { name: 'Трекінг' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Трекінг')
})

test('the shell works from the keyboard: skip link, menus, tabs', async ({ page }) => {
  await expect(page.getByRole('banner')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Перейти до вмісту' })).toBeFocused()
  const fast = page.getByRole('button', { name: 'Швидкі посилання' })
  await fast.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'Швидкі посилання' })
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: 'Кошик' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/cart')
  await expect(menu).toBeHidden()

  const tab = page.getByRole('tab', { name: 'Шпаргалка' })
  await tab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Задачі' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Задачі' })).toHaveAttribute('aria-selected', 'true')
})

test('the fast links open outside services in a new window', async ({ page }) => {
  await page.getByRole('button', { name: 'Швидкі посилання' }).click()
  const menu = page.getByRole('menu', { name: 'Швидкі посилання' })
  for (const item of await menu.getByRole('menuitem').all()) {
    const href = await item.getAttribute('href')
    if (href?.startsWith('http')) {
      expect(href).toMatch(/^https:\/\//)
      expect(await item.getAttribute('target')).toBe('_blank')
      expect(await item.getAttribute('rel')).toContain('noopener')
    }
  }
  await expect(menu.getByRole('menuitem', { name: 'Перевірити всі статуси' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Дзвінки' })).toHaveAttribute('href', '/calls')
  const popup = page.context().waitForEvent('page')
  await menu.getByRole('menuitem', { name: 'Вікно нового замовлення з дзвінка' }).click()
  const callsWindow = await popup
  await expect(callsWindow).toHaveURL(/\/calls_new$/)
  await expect(
    callsWindow.getByRole('heading', { name: 'Нове замовлення з дзвінка' }),
  ).toBeVisible()
})

test('the footer shows the server and copies its address', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Веб-версія')
  await expect(footer).toContainText(/v\d+\.\d+\.\d+/)
  await footer.getByRole('button', { name: 'Скопіювати адресу сервера' }).click()
  await expect(page.getByText(`В БУФЕР-ОБМІНУ: ${baseURL}`)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseURL)
})

test('pointing at a menu item loads its screen’s code, so the click asks for none', async ({
  page,
}) => {
  const productsCode = /\/assets\/ProductsScreen-[^/]*\.js$/
  await page.goto('/')
  const products = page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Товари', exact: true })
  await expect(products).toBeVisible()
  const loaded = page.waitForResponse((r) => productsCode.test(r.url()))
  await products.hover()
  await loaded
  const askedOnClick: string[] = []
  page.on('request', (r) => {
    if (productsCode.test(r.url())) askedOnClick.push(r.url())
  })
  await products.click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.locator('main h1')).toBeVisible()
  expect(askedOnClick).toEqual([])
})

test('the main menu’s screens are fetched while the app is idle, before anyone points at them', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const ownCode = /\/ProductsScreen-[^/]+\.js$/
  // The pointer stays away from the menu: the products screen's code is asked for once the
  // orders list has been left alone.
  const preloaded = page.waitForResponse((r) => ownCode.test(r.url()))
  await page.goto('/orders')
  await expect(page.locator('tbody tr[data-index]').first()).toBeVisible()
  await preloaded
  const before = scripts.length
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Товари', exact: true })
    .click()
  await expect(page).toHaveURL('/products')
  await expect(page.locator('tbody tr[data-index]').first()).toBeVisible()
  expect(scripts.slice(before).filter((path) => ownCode.test(path))).toEqual([])
})
