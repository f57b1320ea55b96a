import { test, expect } from './fixtures'

/**
 * The main layout in both themes and languages at the two common desk resolutions, saved under
 * test-results/ for a person to look at (issue 4: no overlapping or cut-off text).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const

for (const language of ['uk', 'ru'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`main layout, ${language}, ${theme}`, async ({ page, consoleErrors }, testInfo) => {
      await page.evaluate(
        ([lng, th]) => {
          localStorage.setItem('shop.prefs.language', JSON.stringify(lng))
          localStorage.setItem('shop.prefs.theme', JSON.stringify(th))
        },
        [language, theme],
      )
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await page.goto('/orders')
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await page.waitForLoadState('networkidle')
        // The list shows its rows one after another (100 ms each): wait until they have landed.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running'),
        )
        const file = testInfo.outputPath(
          `main-${language}-${theme}-${size.width}x${size.height}.png`,
        )
        await page.screenshot({ path: file })
        await testInfo.attach(`${language}-${theme}-${size.width}`, {
          path: file,
          contentType: 'image/png',
        })
      }
      expect(consoleErrors).toEqual([])
    })
  }
}
