import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { test, expect } from './fixtures'

/**
 * KiB of brotli the scripts of a cold load of `/orders` weigh: every script the page asks for
 * before its first rows show (the entry and its preloads, the screen's chunks, the contract's
 * schemas, the messages), in a fresh browser with a session. The target is 150
 * (docs/performance.md, "JS sent on a cold load"); this budget is the figure reached, so that
 * code added to the first screen's way (a barrel import, a shell part drawn before the rows)
 * fails here. Lower it when the figure drops. Sizes, not times: the same build asks for the
 * same files whatever the machine's speed, since what may wait waits until the app's data has
 * been still after the rows (`useFirstIdle`, `useIdleAfter`).
 */
const COLD_LOAD_BUDGET_KIB = 221

const ASSETS = resolve(import.meta.dirname, '../../out/renderer')

/** A built script's size as sent: its precompressed `.br` (written for files of 1 KiB and up). */
function brotliBytes(pathname: string): number {
  const file = resolve(ASSETS, `.${pathname}`)
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size
  return brotliCompressSync(readFileSync(file)).length
}

test('a cold load of the orders list asks for no more script than its budget before the rows', async ({
  browser,
  adminState,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: adminState })
  await context.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (document.querySelector('.rl-table tbody tr[data-index]')) {
        performance.mark('rows')
        seen.disconnect()
      }
    })
    seen.observe(document, { childList: true, subtree: true })
  })
  const page = await context.newPage()
  await page.goto('/orders')
  await expect(page.locator('.rl-table tbody tr[data-index]').first()).toBeVisible()
  const scripts = await page.evaluate(() => {
    const rows = performance.getEntriesByName('rows')[0]?.startTime ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < rows)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
  })
  const sizes = scripts.map((pathname) => [pathname, brotliBytes(pathname)] as const)
  const kib = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024
  const list = sizes
    .sort((a, b) => b[1] - a[1])
    .map(([pathname, bytes]) => `${(bytes / 1024).toFixed(1)} KiB ${pathname}`)
    .join('\n')
  console.log(`${kib.toFixed(1)} KiB of scripts in ${sizes.length} files before the rows`)
  expect(kib, `scripts asked for before the rows:\n${list}`).toBeLessThanOrEqual(
    COLD_LOAD_BUDGET_KIB,
  )
  await context.close()
})
