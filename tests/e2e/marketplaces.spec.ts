import { expect, test } from '@playwright/test'
import { promOrder, startFakeProm, type FakeProm } from '../fake-prom/index.mjs'
import { post, signIn } from './own-server'
import { ADMIN_LOGIN, ADMIN_PASSWORD, startServer, stopServer, type StartedServer } from './server'

/**
 * "Fetch now" on the orders screen: a server of its own (no demo data) pulls from the fake
 * Prom it is pointed at (PROM_API_URL); the new order appears in the list and opens in the
 * order form with its link to the Prom cabinet.
 */
test.describe.configure({ mode: 'serial' })

let prom: FakeProm
let server: StartedServer | null = null

test.beforeAll(async () => {
  test.setTimeout(120_000)
  prom = await startFakeProm()
  server = await startServer({
    SHOP_DEMO: '0',
    PROM_API_URL: prom.url,
    MARKETPLACE_IMPORT_MINUTES: '0',
  })
  const cookie = await signIn(server.url)
  const set = await post(
    server.url,
    '/api/settings/set_param',
    {
      key: 'api.prom.accounts',
      value: { main: { name: 'Основний магазин', login_id: '3301', token: prom.token } },
    },
    cookie,
  )
  expect(set.status, JSON.stringify(set.body)).toBe(200)
})

test.afterAll(async () => {
  if (server) await stopServer(server.child)
  await prom.close()
})

test('fetch now brings in the new Prom order, which opens with its Prom link', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  if (!server) throw new Error('no server')
  prom.put(promOrder(424242, { client_last_name: 'Прометенко', phone: '+380671112233' }))
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: { cookies: [], origins: [] },
  })
  const errors: string[] = []
  context.on('weberror', (e) => errors.push(String(e.error())))
  const login = await context.request.post('/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { login: ADMIN_LOGIN, password: ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const page = await context.newPage()
  await page.goto('/orders')
  await expect(page.getByRole('cell', { name: 'Прометенко', exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Отримати замовлення з маркетплейсів' }).click()
  await expect(
    page.getByText('Prom «Основний магазин»: нових 1, оновлено 0, з помилкою 0', { exact: true }),
  ).toBeVisible()
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Прометенко', exact: true }) })
  await expect(row).toHaveCount(1)

  // The shortcut runs the same pass: nothing new the second time.
  await page.keyboard.press('Alt+KeyM')
  await expect(
    page.getByText('Prom «Основний магазин»: нових 0, оновлено 0, з помилкою 0', { exact: true }),
  ).toBeVisible()
  await expect(row).toHaveCount(1)

  // The run log lists both passes.
  await page.getByRole('link', { name: 'Журнал імпорту' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Імпорт замовлень')
  await expect(page.getByRole('row').filter({ hasText: 'Основний магазин' })).toHaveCount(2)

  // The order desk's form of the imported order (found by its Prom number).
  const found = await context.request.post('/api/orders/get_orders', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { search: '424242' },
  })
  const [order] = ((await found.json()) as { data: { id: number }[] }).data
  await page.goto(`/orders/${String(order?.id)}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    `Замовлення №${String(order?.id)}`,
  )
  const link = page.getByRole('link', { name: 'Замовлення в кабінеті Prom (Основний магазин)' })
  await expect(link).toHaveAttribute('href', 'https://my.prom.ua/cms/order/edit/424242')
  await expect(page.getByLabel('Замовлення Prom', { exact: true })).toHaveValue('424242')
  expect(errors).toEqual([])
  await context.close()
})
