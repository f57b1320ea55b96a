import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { ADMIN_LOGIN, ADMIN_PASSWORD } from './server'

export { expect }
export { ADMIN_LOGIN, ADMIN_PASSWORD }

/** The header the server requires on every API call (its CSRF guard). */
export const MARKER = { 'X-Requested-With': 'XMLHttpRequest' }

export function serverUrl(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suites through playwright.config.ts')
  return url
}

/** Logs a request context in through the API; the cookie lands in the context's jar. */
export async function loginThroughApi(request: APIRequestContext): Promise<void> {
  const res = await request.post('/login', {
    headers: MARKER,
    data: { login: ADMIN_LOGIN, password: ADMIN_PASSWORD },
  })
  if (!res.ok()) throw new Error(`Login failed: ${res.status()} ${await res.text()}`)
}

/** POST to the shop API with the marker header; returns the parsed JSON body or throws. */
export async function apiPost<T = unknown>(
  request: APIRequestContext,
  path: string,
  data: unknown = {},
): Promise<T> {
  const res = await request.post(path, { headers: MARKER, data })
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as T
}

/** A ready order to a Nova Poshta branch: one that offers the waybill dialog. */
export const npOrder = (surname: string) => ({
  phone: '0671112233',
  surname,
  name: 'Олена',
  status: 'ready',
  delivery_method: 'nova_poshta',
  city_name: 'Київ',
  warehouse_name: 'Відділення №1',
  total: 450,
})

/**
 * For suites with a server of their own (a fake carrier behind it, a kept folder): signs the
 * page's request context in there, so the page's cookie jar holds that server's session.
 */
export async function signInAt(page: Page, url: string): Promise<void> {
  const res = await page.request.post(`${url}/login`, {
    headers: MARKER,
    data: { login: ADMIN_LOGIN, password: ADMIN_PASSWORD },
  })
  expect(res.ok(), `login at ${url}: ${res.status()}`).toBe(true)
}

/** POST to the API of a suite's own server; the parsed JSON body, or the test fails. */
export async function apiAt<T>(
  page: Page,
  url: string,
  path: string,
  data: unknown = {},
): Promise<T> {
  const res = await page.request.post(`${url}${path}`, { headers: MARKER, data })
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

/** Waits until no animation runs on the page: lists show their rows one after another. */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))

/**
 * Waits until the screen just opened has drawn: its heading shows and its requests are answered;
 * with `rows`, until the rows a list shows one after another have landed as well.
 */
export async function settle(page: Page, { rows = false }: { rows?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  if (rows) await animationsDone(page)
}

/**
 * Console errors a test should not see, in any page of the context. None are expected: a
 * visitor without a session is recognised by `POST /session` answering "nobody", not by a 401.
 */
function watchConsole(context: BrowserContext, errors: string[]): void {
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} @ ${msg.location().url}`)
  })
  context.on('weberror', (err) => errors.push(String(err.error())))
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

interface TestFixtures {
  /** Console errors and uncaught page errors seen during the test (in every page it opens). */
  consoleErrors: string[]
  /** A page whose context is logged in as the administrator, on its way to `/`. */
  page: Page
  /** A page of a separate context with no session. */
  anonPage: Page
}

interface WorkerFixtures {
  /** One login per worker: the server allows few login attempts per minute and address. */
  adminState: StorageState
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(serverUrl())
  },
  adminState: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const request = await playwrightRequest.newContext({ baseURL: serverUrl() })
      await loginThroughApi(request)
      const state = await request.storageState()
      await request.dispose()
      await use(state)
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => {
    await use(adminState)
  },
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = []
    watchConsole(context, errors)
    await use(errors)
  },
  page: async ({ context, consoleErrors: _errors }, use) => {
    const page = await context.newPage()
    // The home screen is asked for, not waited for: a test that starts elsewhere goes there at
    // once (half the tests do, and waiting for a home screen they leave took a second and a
    // half each), and one that starts here waits for what it looks for, as any test does.
    await page.goto('/', { waitUntil: 'commit' })
    await use(page)
  },
  anonPage: async ({ browser, baseURL, viewport, locale, timezoneId, consoleErrors }, use) => {
    // The test runner's browser.newContext() would apply the logged-in storageState otherwise.
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      baseURL: baseURL ?? serverUrl(),
      viewport,
      locale,
      timezoneId,
    })
    watchConsole(context, consoleErrors)
    await use(await context.newPage())
    await context.close()
  },
})
