import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { apiPost, expect, loginThroughApi, serverUrl, test as base } from './fixtures'

/**
 * The record flows every generic table must pass in the browser: create, edit, clone, delete
 * with the confirm dialog, a validation error beside its field, and a stale edit refused.
 * Each table's suite describes its fields; labels come from the Ukrainian bundle, falling back
 * to the field name exactly as the UI does.
 */

type Bundle = Record<string, { title?: string; fields?: Record<string, string> }>
const bundle = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../src/renderer/i18n/uk/resources.json'), 'utf8'),
) as Bundle

/**
 * One login per worker, its cookie reused by every test's context: the server allows only a
 * few logins a minute (its brute-force guard), and these suites open many pages.
 */
export const test = base.extend<object, { session: string }>({
  session: [
    // Playwright reads fixture dependencies from the destructuring pattern.
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: serverUrl() })
      await loginThroughApi(context.request)
      const state = JSON.stringify(await context.storageState())
      await context.close()
      await use(state)
    },
    { scope: 'worker' },
  ],
  storageState: async ({ session }, use) => {
    await use(JSON.parse(session) as Exclude<Parameters<typeof use>[0], undefined>)
  },
  page: async ({ context, consoleErrors: _errors }, use) => {
    const page = await context.newPage()
    await use(page)
  },
})

export function label(table: string, field: string): string {
  return bundle[table]?.fields?.[field] ?? field
}

export const SAVED = 'Запис збережено!'
export const STALE = 'Запис змінив інший користувач. Оновіть сторінку.'
export const CONFIRM_TITLE = 'Ви впевнені в своєму рішенні ?'

/** A value for one control: text typed, an option value chosen, or a box ticked. */
export type Input = string | { select: string } | { check: boolean }
export type Values = Record<string, Input>

export interface ResourceSuite {
  table: string
  /** The field that names a row (the row buttons' names, the confirm text). */
  titleField: string
  /** A unique-enough title per run; the table's search box finds the record by it. */
  makeTitle: (tag: string) => string
  /** What the user types into a new record (besides the title). */
  create: Values
  /** A record stored through the API for the edit, clone, delete and stale-edit flows. */
  seed: (title: string) => Record<string, unknown>
  /** A field changed by the edit flow, and the text the list then shows. */
  edit: { field: string; value: string; shown: string }
  /** Changes a copy needs before it can be stored (unique fields). */
  cloneChanges?: (title: string) => Values
  /** A bad value and the message shown beside the field. */
  invalid: { values: Values; field: string; message: string | RegExp; fromServer?: boolean }
  /**
   * The table's records open in a form of its own, never the generic one, whether from the list
   * (its "Створити", a row's view, edit or copy) or at `/{table}/{id}` (orders: the order desk's
   * form); the table's own spec covers them. Only the list's delete is tested here.
   */
  ownForm?: true
}

export async function fill(scope: Locator, table: string, values: Values): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const control = scope.getByLabel(label(table, field), { exact: true })
    if (typeof value === 'string') await control.fill(value)
    else if ('select' in value) await control.selectOption(value.select)
    else await control.setChecked(value.check)
  }
}

let counter = 0
export function tag(): string {
  counter += 1
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`
}

async function seedRecord(page: Page, suite: ResourceSuite, title: string) {
  const body = await apiPost<{ data: { id: number; version: number } }>(
    page.request,
    `/api/${suite.table}/store`,
    { ...suite.seed(title), [suite.titleField]: title },
  )
  return body.data
}

export function listUrl(suite: ResourceSuite, title: string): string {
  return `/${suite.table}?search=${encodeURIComponent(title)}`
}

async function rowCount(page: Page, suite: ResourceSuite, title: string): Promise<number> {
  const body = await apiPost<{ total: number }>(
    page.request,
    `/api/${suite.table}/get_${suite.table}`,
    { search: title, per_page: 10 },
  )
  return body.total
}

export function defineResourceSuite(suite: ResourceSuite): void {
  const { table } = suite

  test.describe(`${table}: records`, () => {
    test('create a record in the record window', async ({ page, consoleErrors }) => {
      test.skip(suite.ownForm === true, 'the table’s own form is covered by its own spec')
      const title = suite.makeTitle(tag())
      await page.goto(`/${table}`)
      await page.getByRole('button', { name: 'Створити' }).click()
      const win = page.getByRole('dialog', { name: /новий запис/ })
      await expect(win).toBeVisible()
      await fill(win, table, { ...suite.create, [suite.titleField]: title })
      await win.getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByText(SAVED)).toBeVisible()
      await expect(win).toBeHidden()
      await page.goto(listUrl(suite, title))
      await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible()
      expect(consoleErrors).toEqual([])
    })

    test('create a record on its own page', async ({ page }) => {
      test.skip(suite.ownForm === true, 'the table’s own form is covered by its own spec')
      const title = suite.makeTitle(tag())
      await page.goto(`/${table}/new`)
      const form = page.getByRole('main')
      await expect(form.getByRole('heading', { level: 1 })).toContainText('новий запис')
      await fill(form, table, { ...suite.create, [suite.titleField]: title })
      await form.getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByText(SAVED)).toBeVisible()
      // The new record continues as its own page, in edit mode.
      await expect(page).toHaveURL(new RegExp(`/${table}/\\d+$`))
      await expect(form.getByRole('heading', { level: 1 })).toContainText('редагування')
      await expect(form.getByLabel(label(table, suite.titleField), { exact: true })).toHaveValue(
        title,
      )
      expect(await rowCount(page, suite, title)).toBe(1)
    })

    test('edit a record from its row', async ({ page }) => {
      test.skip(suite.ownForm === true, 'the table’s own form is covered by its own spec')
      // Wide enough that the edited column is drawn: at 1366 beside the right panel the last
      // columns of a list give way (docs/choices.md, "Nothing scrolls sideways").
      await page.setViewportSize({ width: 1920, height: 1080 })
      const title = suite.makeTitle(tag())
      await seedRecord(page, suite, title)
      await page.goto(listUrl(suite, title))
      // Viewing first: read-only, with a way into editing.
      await page.getByRole('button', { name: `Переглянути ${title}` }).click()
      const view = page.getByRole('dialog', { name: /перегляд/ })
      const titleControl = view.getByLabel(label(table, suite.titleField), { exact: true })
      await expect(titleControl).toHaveValue(title)
      await expect(titleControl).toBeDisabled()
      await expect(view.getByRole('button', { name: 'Зберегти' })).toHaveCount(0)
      await view.getByRole('button', { name: 'Редагувати' }).click()
      const win = page.getByRole('dialog', { name: /редагування/ })
      await expect(win.getByLabel(label(table, suite.titleField), { exact: true })).toBeEditable()
      await fill(win, table, { [suite.edit.field]: suite.edit.value })
      await win.getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByText(SAVED)).toBeVisible()
      await expect(win).toBeHidden()
      await expect(page.getByRole('cell', { name: suite.edit.shown, exact: true })).toBeVisible()
    })

    test('clone a record into a new one', async ({ page }) => {
      test.skip(suite.ownForm === true, 'the table’s own form is covered by its own spec')
      const title = suite.makeTitle(tag())
      const original = await seedRecord(page, suite, title)
      await page.goto(listUrl(suite, title))
      await page.getByRole('button', { name: `Копіювати ${title}` }).click()
      const win = page.getByRole('dialog', { name: /копія/ })
      // The copy starts with the original's values.
      await expect(win.getByLabel(label(table, suite.titleField), { exact: true })).toHaveValue(
        title,
      )
      const copyTitle = `${title}К`
      await fill(win, table, {
        [suite.titleField]: copyTitle,
        ...(suite.cloneChanges?.(copyTitle) ?? {}),
      })
      await win.getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByText(SAVED)).toBeVisible()
      await expect(win).toBeHidden()
      await page.goto(listUrl(suite, copyTitle))
      await expect(page.getByRole('cell', { name: copyTitle, exact: true })).toBeVisible()
      // Both exist: the copy is a new record, not the original renamed.
      expect(await rowCount(page, suite, copyTitle)).toBe(1)
      const again = await apiPost<{ data: Record<string, unknown> }>(
        page.request,
        `/api/${table}/get/${original.id}`,
      )
      expect(again.data[suite.titleField]).toBe(title)
    })

    test('delete asks the confirm dialog first', async ({ page }) => {
      const title = suite.makeTitle(tag())
      const seeded = await seedRecord(page, suite, title)
      await page.goto(listUrl(suite, title))
      const remove = page.getByRole('button', { name: `Видалити ${title}` })
      await remove.click()
      const dialog = page.getByRole('alertdialog', { name: CONFIRM_TITLE })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(`Видалити запис «${title}» (№${seeded.id})?`)
      await expect(dialog.getByRole('button', { name: 'Впевнений !' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Ні, передумав' }).click()
      await expect(dialog).toBeHidden()
      await expect(remove).toBeFocused()
      expect(await rowCount(page, suite, title)).toBe(1)

      await remove.click()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(await rowCount(page, suite, title)).toBe(1)

      await remove.click()
      await dialog.getByRole('button', { name: 'Впевнений !' }).click()
      await expect(page.getByText('Нічого не знайдено')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      expect(await rowCount(page, suite, title)).toBe(0)
    })

    test('a bad value is shown beside its field', async ({ page }) => {
      test.skip(suite.ownForm === true, 'the table’s own form is covered by its own spec')
      const title = suite.makeTitle(tag())
      const stores: string[] = []
      page.on('request', (req) => {
        if (req.url().endsWith(`/api/${table}/store`)) stores.push(req.url())
      })
      await page.goto(`/${table}`)
      await page.getByRole('button', { name: 'Створити' }).click()
      const win = page.getByRole('dialog', { name: /новий запис/ })
      await fill(win, table, {
        ...suite.create,
        [suite.titleField]: title,
        ...suite.invalid.values,
      })
      await win.getByRole('button', { name: 'Зберегти' }).click()
      const control = win.getByLabel(label(table, suite.invalid.field), { exact: true })
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(control).toHaveAccessibleDescription(suite.invalid.message)
      // Checked in the browser first: only a rule the server alone knows costs a request.
      expect(stores.length).toBe(suite.invalid.fromServer ? 1 : 0)
      // The window stays open with what was typed.
      for (const [field, value] of Object.entries(suite.invalid.values)) {
        if (typeof value !== 'string') continue
        await expect(win.getByLabel(label(table, field), { exact: true })).toHaveValue(value)
      }
      expect(await rowCount(page, suite, title)).toBe(0)
    })

    test('a stale edit is refused with its message', async ({ page, context }) => {
      test.skip(suite.ownForm === true, 'the table’s own form is covered by its own spec')
      const title = suite.makeTitle(tag())
      const seeded = await seedRecord(page, suite, title)
      const other = await context.newPage()
      // One user opens the record from the list, the other from a link to its page.
      await page.goto(listUrl(suite, title))
      await page.getByRole('link', { name: String(seeded.id), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${table}/${seeded.id}$`))
      await other.goto(`/${table}/${seeded.id}`)
      const field = label(table, suite.edit.field)
      const first = page.getByRole('main')
      const second = other.getByRole('main')
      await expect(second.getByLabel(field, { exact: true })).toBeEditable()

      await fill(first, table, { [suite.edit.field]: suite.edit.value })
      await first.getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByText(SAVED)).toBeVisible()

      await fill(second, table, { [suite.titleField]: `${title}Б` })
      await second.getByRole('button', { name: 'Зберегти' }).click()
      await expect(second.getByRole('alert')).toContainText(STALE)
      // What the second user typed stays for them to copy; the stored record is the first's.
      await expect(second.getByLabel(label(table, suite.titleField), { exact: true })).toHaveValue(
        `${title}Б`,
      )
      const stored = await apiPost<{ data: Record<string, unknown> }>(
        page.request,
        `/api/${table}/get/${seeded.id}`,
      )
      expect(stored.data[suite.titleField]).toBe(title)
      expect(stored.data['version']).toBe(seeded.version + 1)
      await other.close()
    })
  })
}
