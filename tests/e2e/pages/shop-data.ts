import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { MARKER, apiPost, expect, serverUrl } from '../fixtures'

/**
 * The records a test needs, made through the API as another desk would make them, so the
 * screen under test starts from a known shop. Each takes the test's own unique words, so
 * tests sharing a server never see each other's rows.
 */

/** Seven digits unique enough for one run: the tail of every code and name a test makes. */
export function uniqueDigits(): string {
  return String(Date.now()).slice(-7)
}

export interface NewProduct {
  barcode: string
  title: string
  price?: number
  quantity?: number
}

/** A product on the shelf (10 units unless told); its id. */
export async function createProduct(request: APIRequestContext, p: NewProduct): Promise<number> {
  const saved = await apiPost<{ data: { id: number } }>(request, '/api/products/store', {
    barcode: p.barcode,
    title_uk: p.title,
    type: 'chekhly',
    price: p.price ?? 150,
    quantity: p.quantity ?? 10,
  })
  return saved.data.id
}

export interface NewItem {
  product_id: number
  title: string
  quantity: number
  price?: number
}

/** An order of these items through the order desk's endpoint; its number. */
export async function createOrder(
  request: APIRequestContext,
  items: readonly NewItem[],
  values: Record<string, unknown>,
): Promise<number> {
  const saved = await apiPost<{ data: { order: { id: number } } }>(request, '/api/orders/save', {
    order: { phone: '0671234567', delivery_method: 'pickup', ...values },
    items: items.map((i) => ({ price: 150, ...i })),
  })
  return saved.data.order.id
}

/** The order's record as the server holds it. */
export async function orderRecord<T = { status: string }>(
  request: APIRequestContext,
  id: number,
): Promise<T> {
  return (await apiPost<{ data: T }>(request, `/api/orders/get/${id}`)).data
}

/**
 * A page signed in as a new colleague of this access level, in a browser context of its own
 * (made by `admin`); close it with `page.context().close()`.
 */
export async function signInColleague(
  browser: Browser,
  admin: Page,
  user: { login: string; name: string; access: number },
): Promise<Page> {
  const password = 'desk-pass-12'
  await apiPost(admin.request, '/api/users/store', { ...user, active: true, password })
  const context = await browser.newContext({
    baseURL: serverUrl(),
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1366, height: 768 },
  })
  const page = await context.newPage()
  const res = await page.request.post('/login', {
    headers: MARKER,
    data: { login: user.login, password },
  })
  expect(res.ok(), `login ${user.login}: ${res.status()}`).toBe(true)
  return page
}
