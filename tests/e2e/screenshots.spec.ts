import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { test, expect, apiPost } from './fixtures'

/**
 * The screens a desk looks at all day, in both themes, at the two common desk resolutions:
 * each must show its heading, in the chosen theme and language, with no console error. The
 * pictures go under test-results/ for a person to look at; `npm run screenshots` writes the
 * 1366×768 ones into docs/screenshots/ (SCREENSHOTS_DIR), which the docs show.
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const

const keepDir = process.env.SCREENSHOTS_DIR
  ? resolve(import.meta.dirname, '../..', process.env.SCREENSHOTS_DIR)
  : null

interface Screen {
  name: string
  /** The address; a function when it needs a record of the demo shop. */
  path: string | ((request: Parameters<typeof apiPost>[0]) => Promise<string>)
}

const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/' },
  { name: 'orders', path: '/orders' },
  {
    name: 'order-form',
    path: async (request) => {
      const page = await apiPost<{ data: { id: number }[] }>(request, '/api/orders/get_orders', {
        filter: { status: 'new' },
        per_page: 1,
      })
      const first = page.data[0]
      if (!first) throw new Error('the demo shop has no new order')
      return `/orders/${first.id}`
    },
  },
  { name: 'calls', path: '/calls' },
]

for (const language of ['uk', 'ru'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`desk screens, ${language}, ${theme}`, async ({ page, consoleErrors }, testInfo) => {
      test.setTimeout(90_000)
      await page.evaluate(
        ([lng, th]) => {
          localStorage.setItem('shop.prefs.language', JSON.stringify(lng))
          localStorage.setItem('shop.prefs.theme', JSON.stringify(th))
        },
        [language, theme],
      )
      for (const screen of SCREENS) {
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page.request)
        for (const size of SIZES) {
          await page.setViewportSize(size)
          await page.goto(path)
          await expect(page.getByRole('banner')).toBeVisible()
          await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          await page.waitForLoadState('networkidle')
          // Lists show their rows one after another (100 ms each): wait until they have landed.
          await page.waitForFunction(() =>
            document.getAnimations().every((a) => a.playState !== 'running'),
          )
          const file = `${screen.name}-${language}-${theme}-${size.width}x${size.height}.png`
          const out = testInfo.outputPath(file)
          await page.screenshot({ path: out })
          await testInfo.attach(file, { path: out, contentType: 'image/png' })
          if (keepDir && language === 'uk' && size.width === 1366) {
            mkdirSync(keepDir, { recursive: true })
            await page.screenshot({ path: resolve(keepDir, `${screen.name}-${theme}.png`) })
          }
        }
      }
      expect(consoleErrors).toEqual([])
    })
  }
}
