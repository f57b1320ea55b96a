import type { Page } from '@playwright/test'
import { test, expect, apiPost, npOrder, settle, animationsDone } from './fixtures'
import { axeViolations, layoutProblems, type AxeFinding, type AxeScope } from './desk-checks'

/**
 * The desk's design gates over every screen of the menu, the order form, a record window, the
 * waybill dialog and the login screen, in the light and the dark theme: axe-core finds no
 * critical or serious WCAG 2.2 AA violation at 1366×768, and the layout check (desk-checks.ts)
 * finds nothing at 1366×768 or 1920×1080.
 *
 * Kept fast: each screen is opened once and checked in both themes; the dark theme runs only
 * the rules that depend on colour, and the layout (which a theme does not move) only at 1366;
 * the frame around the screens (top bar, menus, right panel, footer) is the same everywhere, so
 * after the first screen axe looks only at `main`.
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

interface Findings {
  axe: string[]
  layout: string[]
}

function axeLines(screen: string, found: AxeFinding[]): string[] {
  return found.map((f) => `${screen}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(' | ')}`)
}

/**
 * The theme as the app applies it (app/theme.ts sets these two on the root): the page stays as
 * it is, so one visit serves both themes. Only the top bar's theme button reads the preference
 * itself, and it is the same button in either.
 */
async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((th) => {
    document.documentElement.dataset.theme = th
    document.documentElement.style.colorScheme = th
  }, theme)
}

/**
 * Waits until what a new window size sets off has been drawn: charts (recharts'
 * `ResponsiveContainer`) learn their width from a ResizeObserver, whose callback runs in the
 * next frame and has the chart drawn again in a task after it. Until then a chart keeps its old
 * width, and at 1920 (two blocks side by side) overlapped the table beside it.
 */
async function resized(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  )
}

/** Both checks on what is on screen now, in each theme, filed under the screen's name. */
async function check(page: Page, screen: string, out: Findings, whole: boolean): Promise<void> {
  for (const theme of THEMES) {
    await applyTheme(page, theme)
    const scope: AxeScope = {
      ...(whole ? {} : { include: '#main-content' }),
      ...(theme === 'dark' ? { rules: COLOUR_RULES } : {}),
    }
    out.axe.push(...axeLines(`${screen}, ${theme}`, await axeViolations(page, scope)))
    for (const size of theme === 'light' ? SIZES : []) {
      await page.setViewportSize(size)
      await resized(page)
      await animationsDone(page)
      const found = await page.evaluate(layoutProblems)
      out.layout.push(...found.map((p) => `${screen} @${size.width}: ${p}`))
    }
    await page.setViewportSize(SIZES[0])
  }
  await applyTheme(page, 'light')
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

// The menu's screens in two halves, so two workers share them.
for (const half of [0, 1] as const) {
  test(`menu screens pass axe and the layout check in both themes, part ${half + 1}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const routes = await menuRoutes(page)
    const mine = routes.filter((_, i) => i % 2 === half)
    const out: Findings = { axe: [], layout: [] }
    for (const [i, route] of mine.entries()) {
      await page.goto(route)
      await settle(page, { rows: true })
      await check(page, route, out, i === 0)
    }
    report(out)
  })
}

test('forms, windows, dialogs and login pass axe and the layout check in both themes', async ({
  page,
  anonPage,
}) => {
  test.setTimeout(90_000)
  const out: Findings = { axe: [], layout: [] }

  // The order form, with the waybill dialog over it (a Nova Poshta order offers it).
  const order = await apiPost<{ data: { id: number } }>(
    page.request,
    '/api/orders/store',
    npOrder('Доступна'),
  )
  await page.goto(`/orders/${String(order.data.id)}`)
  await settle(page, { rows: true })
  await check(page, 'order form', out, false)
  await page
    .getByRole('button', { name: /накладну/i })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.waitForLoadState('networkidle')
  await check(page, 'waybill dialog', out, true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A record window over a list.
  await page.goto('/payments')
  await settle(page, { rows: true })
  await page
    .getByRole('button', { name: /^Редагувати / })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await check(page, 'record window', out, true)

  // The login screen.
  await anonPage.goto('/login')
  await expect(anonPage.getByRole('heading').first()).toBeVisible()
  await check(anonPage, 'login', out, true)
  report(out)
})
