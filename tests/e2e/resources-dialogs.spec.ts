import { expect } from './fixtures'
import { label, test } from './resources-flows'

test.describe('record window: keyboard', () => {
  test('Esc closes an open date picker first, then the window; focus returns', async ({ page }) => {
    await page.goto('/payments')
    const create = page.getByRole('button', { name: 'Створити' })
    await create.click()
    const win = page.getByRole('dialog', { name: /новий запис/ })
    await expect(win).toBeVisible()
    await expect(win).toHaveAttribute('aria-modal', 'true')

    const date = win.getByLabel(label('payments', 'date'), { exact: true })
    await date.click()
    const calendar = page.locator('.react-datepicker')
    await expect(calendar).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await expect(win).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(win).toBeHidden()
    await expect(create).toBeFocused()
  })

  test('Tab and Shift+Tab stay inside the window', async ({ page }) => {
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Створити' }).click()
    const win = page.getByRole('dialog', { name: /новий запис/ })
    await expect(win).toBeVisible()
    const inside = () => win.evaluate((el) => el.contains(document.activeElement))
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await inside()).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await inside()).toBe(true)
    }
  })
})
