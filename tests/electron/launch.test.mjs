/* global window, document -- these callbacks run inside the app's pages (page.evaluate) */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { _electron } from 'playwright-core'

/**
 * Launches the built desktop app (run through tests/electron/run.mjs, which finds the binary):
 * embedded server in its utilityProcess, login through the UI, the calls_new window, the tray
 * count, and the guards. SHOP_E2E=1 exposes a read-only test hook in main (`__shopE2E`).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const LOGIN = 'admin'
const PASSWORD = 'admin-pass-1'
let app
let page
let userData
let launchEnv
const launchArgs = () => [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), root]

before(async () => {
  userData = mkdtempSync(join(tmpdir(), 'shop-electron-'))
  launchEnv = {
    ...process.env,
    SHOP_E2E: '1',
    SHOP_E2E_SHOW: '1',
    SHOP_USER_DATA: userData,
    SHOP_ADMIN_LOGIN: LOGIN,
    SHOP_ADMIN_PASSWORD: PASSWORD,
    SHOP_DEMO: '1',
  }
  app = await _electron.launch({
    executablePath: process.env.SHOP_ELECTRON_PATH,
    // Chromium refuses to run as root with its OS sandbox (CI containers).
    args: launchArgs(),
    cwd: root,
    timeout: 90_000,
    env: launchEnv,
  })
  page = await app.firstWindow({ timeout: 90_000 })
  await page.waitForURL(/^app:\/\/shop\//, { timeout: 90_000 })
})

after(async () => {
  await app?.close()
  rmSync(userData, { recursive: true, force: true })
})

test('the UI comes from app://shop/ with a strict CSP and no Node in the page', async () => {
  const csp = await page.evaluate(async () => {
    const res = await fetch('/')
    return res.headers.get('content-security-policy')
  })
  assert.match(csp ?? '', /default-src 'none'/)
  const globals = await page.evaluate(() => ({
    require: typeof window.require,
    process: typeof window.process,
    shop: Object.keys(window.shop ?? {}).sort(),
  }))
  assert.equal(globals.require, 'undefined')
  assert.equal(globals.process, 'undefined')
  assert.deepEqual(globals.shop, [
    'api',
    'app',
    'carrier',
    'clipboard',
    'connection',
    'informers',
    'notify',
    'prefs',
    'updates',
    'windows',
  ])
})

test('logs in against the embedded server; the cookie stays in main', async () => {
  await page.getByLabel('Логін').waitFor({ timeout: 60_000 })
  await page.getByLabel('Логін').fill(LOGIN)
  await page.getByLabel('Пароль').fill(PASSWORD)
  await page.getByRole('button', { name: 'Увійти' }).click()
  await page.getByRole('banner').waitFor({ timeout: 30_000 })
  assert.equal(await page.evaluate(() => document.cookie), '')
  const info = await page.evaluate(() => window.shop.app.info())
  assert.equal(info.platform, 'desktop')
  assert.match(info.serverUrl, /^http:\/\/127\.0\.0\.1:\d+/)
})

test('the tray shows new orders plus ready TTNs', async () => {
  await app.evaluate(() => globalThis.__shopE2E.refreshInformers())
  const res = await page.evaluate(() =>
    window.shop.api.request({ method: 'POST', path: '/api/settings/get_informers' }),
  )
  assert.equal(res.ok, true)
  const list = res.data.data
  const expected = list
    .filter((i) => i.alias === 'new_orders' || i.alias === 'ttns_ready')
    .reduce((sum, i) => sum + i.count, 0)
  assert.equal(await app.evaluate(() => globalThis.__shopE2E.trayCount()), expected)
  assert.match(await app.evaluate(() => globalThis.__shopE2E.trayTooltip()), /Нові замовлення: \d+/)
})

test('opens one frameless calls_new window at a time', async () => {
  const opened = app.waitForEvent('window')
  await page.evaluate(() => window.shop.windows.openCallsNew())
  const calls = await opened
  await calls.waitForURL(/\/calls_new$/)
  // The call answers once main has handled it: a second window would exist by then.
  await page.evaluate(() => window.shop.windows.openCallsNew())
  assert.equal(app.windows().length, 2)
  const frameless = await app.evaluate(({ BrowserWindow }) =>
    BrowserWindow.getAllWindows().some((w) => {
      // A frameless window has no title bar or borders: its content fills the window.
      const outer = w.getBounds()
      const inner = w.getContentBounds()
      return w.webContents.getURL().endsWith('/calls_new') && outer.height === inner.height
    }),
  )
  assert.equal(frameless, true)
  // The window may be gone before the answer comes back: that is the point.
  const closed = calls.waitForEvent('close')
  await calls.evaluate(() => window.shop.windows.closeSelf()).catch(() => undefined)
  await closed
  assert.equal(app.windows().length, 1)
})

test('window.open and outside navigation are refused', async () => {
  const opened = await page.evaluate(() => window.open('file:///etc/passwd') === null)
  assert.equal(opened, true)
  assert.equal(app.windows().length, 1)
  // A refused navigation never commits: no frame navigates within the time one would take.
  const navigated = page
    .waitForEvent('framenavigated', { timeout: 2_000 })
    .then(() => true)
    .catch(() => false)
  await page.evaluate(() => {
    window.location.href = 'file:///etc/passwd'
  })
  assert.equal(await navigated, false)
  assert.match(page.url(), /^app:\/\/shop\//)
})

/** What the OS does with a shop-backoffice:// link: starts the app again with it as argument. */
async function openLinkAsTheOsWould(link) {
  const second = spawn(process.env.SHOP_ELECTRON_PATH, [...launchArgs(), link], {
    cwd: root,
    env: launchEnv,
    stdio: 'ignore',
  })
  // The second instance hands the link to the running one and quits at once.
  const [code] = await once(second, 'exit')
  assert.equal(code, 0)
}

test('a deep link from a colleague opens the order in the running app', async () => {
  await openLinkAsTheOsWould('shop-backoffice://orders/900001')
  await page.waitForURL(/^app:\/\/shop\/orders\/900001$/, { timeout: 15_000 })
  await page.getByRole('main').getByRole('heading').first().waitFor()
  assert.equal(app.windows().length, 1)
})

test('an unknown deep link is refused and navigates nowhere', async () => {
  const before = page.url()
  await openLinkAsTheOsWould('shop-backoffice://users/1')
  await openLinkAsTheOsWould('shop-backoffice://orders/1?next=https://evil.example/')
  // The running app got both (the second instances have exited); it stayed where it was.
  await app.evaluate(() => globalThis.__shopE2E.openLink('shop-backoffice://settings'))
  assert.equal(page.url(), before)
})
