import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

/**
 * The one date picker, as the payments list's date filter uses it:
 * a typed date is read 1000 ms after the last keystroke, today's mark without a label shows
 * 'No content provided', the title opens 12 years a page, and a swipe changes the month only
 * when quick, long and level enough.
 */
test.use({ hasTouch: true })

async function openCalendar(page: Page) {
  await page.goto('/payments')
  await page.getByRole('button', { name: 'Відкрити календар: Дата' }).click()
  return page.getByRole('dialog', { name: 'Календар: Дата' })
}

test('a typed date is read a second after the last keystroke', async ({ page, consoleErrors }) => {
  // The page's clock is the test's: the second is counted by the page's own timers, not by
  // the test's wall clock, which a busy machine stretches.
  await page.clock.install()
  await page.goto('/payments')
  const input = page.getByLabel('Дата', { exact: true })
  // A list's picker takes typing once its code has come after the rows (a disabled stand-in
  // before); key presses, unlike fill, do not wait for that.
  await expect(input).toBeEnabled()
  await page.clock.pauseAt(Date.now() + 60_000)
  await input.pressSequentially('15.11.2026')
  // Not at once: the list stays unfiltered while the user may still be typing.
  await page.clock.runFor(999)
  await expect(page).not.toHaveURL(/date=/)
  await page.clock.runFor(1)
  await expect(page).toHaveURL(/[?&]date=2026-11-15/)
  await expect(input).toHaveValue('15.11.2026')

  await input.fill('31.02.2026')
  await page.clock.runFor(1000)
  await expect(page.getByRole('alert')).toHaveText('Невірна дата: введіть дд.мм.рррр')
  await expect(page).toHaveURL(/[?&]date=2026-11-15/)
  expect(consoleErrors).toEqual([])
})

test('today’s mark has no label: its popover says No content provided', async ({ page }) => {
  const calendar = await openCalendar(page)
  const today = calendar.locator('.react-datepicker__day--today .dp-day')
  await today.hover()
  await expect(page.getByRole('tooltip')).toHaveText('No content provided')
  await calendar.getByRole('button', { name: 'Попередній місяць' }).hover()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('the title opens a year picker of 12 years a page', async ({ page }) => {
  const calendar = await openCalendar(page)
  const year = new Date().getFullYear()
  await calendar.getByRole('button', { name: /^Обрати рік:/ }).click()
  await expect(calendar.locator('.react-datepicker__year-text')).toHaveCount(12)
  const start = Math.ceil(year / 12) * 12 - 11
  await expect(calendar.getByText(`${start} – ${start + 11}`)).toBeVisible()
  await calendar.getByRole('button', { name: 'Попередні 12 років' }).click()
  await expect(calendar.getByText(`${start - 12} – ${start - 1}`)).toBeVisible()
  await expect(calendar.locator('.react-datepicker__year-text')).toHaveCount(12)
  await calendar.getByText(String(start - 12), { exact: true }).click()
  await expect(calendar.getByRole('button', { name: /^Обрати рік:/ })).toHaveText(
    new RegExp(`${start - 12}$`),
  )
})

/**
 * Touch start, a pause, touch end, as a finger on the calendar would: both in the page, so the
 * swipe lasts `ms` whatever the test runner's round trips take. A quick swipe passes 0: both
 * events in one task, so a busy moment of the page (the month just drawn) cannot stretch it
 * past the 300 ms a swipe may last.
 */
async function swipe(page: Page, dx: number, dy: number, ms: number) {
  const dialog = page.getByRole('dialog', { name: 'Календар: Дата' })
  await dialog.evaluate(
    async (el, { dx, dy, ms }) => {
      const box = el.getBoundingClientRect()
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      const fire = (type: string, px: number, py: number) => {
        const t = new Touch({ identifier: 1, target: el, clientX: px, clientY: py })
        const ended = type === 'touchend'
        el.dispatchEvent(
          new TouchEvent(type, {
            touches: ended ? [] : [t],
            changedTouches: [t],
            bubbles: true,
            cancelable: true,
          }),
        )
      }
      fire('touchstart', x, y)
      if (ms > 0) await new Promise((done) => setTimeout(done, ms))
      fire('touchend', x + dx, y + dy)
    },
    { dx, dy, ms },
  )
}

test('a quick level swipe changes the month; a slow or steep one does not', async ({ page }) => {
  const calendar = await openCalendar(page)
  const title = calendar.getByRole('button', { name: /^Обрати рік:/ })
  const start = await title.textContent()
  await swipe(page, -120, 10, 400) // too slow
  await expect(title).toHaveText(start ?? '')
  await swipe(page, -120, 100, 0) // too steep
  await expect(title).toHaveText(start ?? '')
  await swipe(page, -40, 0, 0) // too short
  await expect(title).toHaveText(start ?? '')
  await swipe(page, -120, 20, 0) // right to left: the next month
  await expect(title).not.toHaveText(start ?? '')
  await swipe(page, 120, 0, 0) // and back
  await expect(title).toHaveText(start ?? '')
})
