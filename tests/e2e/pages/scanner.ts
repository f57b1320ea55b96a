import type { Page } from '@playwright/test'

/**
 * A barcode scanner as the desk's keyboard sees it: every character within a few milliseconds,
 * then Enter, into whatever has the focus.
 */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 })
  await page.keyboard.press('Enter')
}
