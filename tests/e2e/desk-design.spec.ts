import type { Page } from '@playwright/test'
import { test, expect, apiPost } from './fixtures'
import { axeViolations, layoutProblems, type AxeFinding, type AxeScope } from './desk-checks'

/**
 * The desk's design gates over every screen of the menu, the order form, a record window, the
 * waybill dialog and the login screen, in the light and the dark theme: axe-core finds no
 * critical or serious WCAG 2.2 AA violation at 1366×768, and the layout check (desk-checks.ts)
 * finds nothing at 1366×768 or 1920×1080.
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const

/**
 * Layout cases another change owns: the orders list's columns and filters are being reworked
 * elsewhere, and their check waits for it.
 */
const LAYOUT_FIXME = new Set<string>([])

interface Findings {
  axe: string[]
  layout: string[]
}

function axeLines(screen: string, found: AxeFinding[]): string[] {
  return found.map((f) => `${screen}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(' | ')}`)
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Lists show their rows one after another: wait until they have landed.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/**
 * What axe looks at. The light theme gets every rule; the dark one only the rules that depend on
 * colour, since a theme changes colours and nothing else. The frame around the screens (top bar,
 * menus, right panel, footer) is the same on every screen: it is checked once, on the first, and
 * then only the screen itself (`main`), which keeps the gate fast.
 */
function axeScope(theme: string, whole: boolean): AxeScope {
  return {
    ...(whole ? {} : { include: '#main-content' }),
    ...(theme === 'dark' ? { rules: COLOUR_RULES } : {}),
  }
}
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

/** Runs both checks on what is on screen now, at each size, and files what they find. */
async function check(
  page: Page,
  screen: string,
  out: Findings,
  scope: AxeScope | null,
): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    )
    if (size.width === 1366 && scope)
      out.axe.push(...axeLines(screen, await axeViolations(page, scope)))
    if (LAYOUT_FIXME.has(screen)) continue
    const found = await page.evaluate(layoutProblems)
    out.layout.push(...found.map((p) => `${screen} @${size.width}: ${p}`))
  }
  await page.setViewportSize(SIZES[0])
}

async function setTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((th) => localStorage.setItem('shop.prefs.theme', JSON.stringify(th)), theme)
}

/** The menu's routes, read from the left menu itself (its "Other" part opened). */
async function menuRoutes(page: Page): Promise<string[]> {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Головне меню' })
  const other = nav.getByRole('button', { name: 'Інше' })
  if ((await other.getAttribute('aria-expanded')) === 'false') await other.click()
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  expect(hrefs.length).toBeGreaterThan(15)
  return hrefs
}

function report(out: Findings): void {
  expect.soft(out.axe, 'axe: critical and serious violations').toEqual([])
  expect.soft(out.layout, 'layout problems').toEqual([])
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`desk design, ${theme}`, () => {
    test(`menu screens pass axe and the layout check, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000)
      await setTheme(page, theme)
      const out: Findings = { axe: [], layout: [] }
      const routes = await menuRoutes(page)
      for (const [i, route] of routes.entries()) {
        await page.goto(route)
        await settle(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await check(page, route, out, axeScope(theme, i === 0))
      }
      report(out)
    })

    test(`forms, windows, dialogs and login pass axe and the layout check, ${theme}`, async ({
      page,
      anonPage,
    }) => {
      test.setTimeout(60_000)
      await setTheme(page, theme)
      const out: Findings = { axe: [], layout: [] }

      // The order form, with the waybill dialog over it (a Nova Poshta order offers it).
      const order = await apiPost<{ data: { id: number } }>(page.request, '/api/orders/store', {
        phone: '0671112233',
        surname: 'Доступна',
        name: 'Олена',
        status: 'ready',
        delivery_method: 'nova_poshta',
        city_name: 'Київ',
        warehouse_name: 'Відділення №1',
        total: 450,
      })
      await page.goto(`/orders/${String(order.data.id)}`)
      await settle(page)
      await check(page, 'order form', out, axeScope(theme, false))
      const waybill = page.getByRole('button', { name: /Накладна|Створити накладну/ }).first()
      await waybill.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await page.waitForLoadState('networkidle')
      await check(page, 'waybill dialog', out, axeScope(theme, true))
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      // A record window over a list.
      await page.goto('/payments')
      await settle(page)
      await page
        .getByRole('button', { name: /^Редагувати / })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await check(page, 'record window', out, axeScope(theme, true))

      // The login screen.
      await anonPage.goto('/login')
      await setTheme(anonPage, theme)
      await anonPage.reload()
      await expect(anonPage.getByRole('heading').first()).toBeVisible()
      await expect(anonPage.locator('html')).toHaveAttribute('data-theme', theme)
      await check(anonPage, 'login', out, axeScope(theme, true))
      report(out)
    })
  })
}
