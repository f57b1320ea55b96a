import type { ChildProcess } from 'node:child_process'
import { test as base, expect, type Page } from '@playwright/test'
import { startFakeCarrier, type FakeCarrier } from '../fake-carrier/index.mjs'
import { signInAt } from './fixtures'
import { startServer, stopServer } from './server'

/**
 * `/test`, the workstation check, in web mode against a server of its own whose Nova Poshta is
 * the fake carrier (the shared server talks to the real endpoint). The demo data's key is the
 * one the fake accepts, so the lookup passes until the fake is told to fail.
 */
const DEMO_KEY = 'demo0000000000000000000000000000'
const test = base.extend<object, { shop: { url: string; carrier: FakeCarrier } }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const carrier = await startFakeCarrier({ apiKey: DEMO_KEY })
      let child: ChildProcess | null = null
      try {
        const started = await startServer({ NOVA_POSHTA_API_URL: carrier.url })
        child = started.child
        await use({ url: started.url, carrier })
      } finally {
        if (child) await stopServer(child)
        await carrier.close()
      }
    },
    // A server of its own starts here: up to the 60 s its health wait allows, on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
})

const check = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^${name}`) })

test('shows each check’s result: the server and carrier pass, a carrier failure shows its error', async ({
  page,
  shop,
}) => {
  test.slow()
  shop.carrier.fail(null)
  await signInAt(page, shop.url)
  await page.goto(`${shop.url}/test`)
  await expect(page.getByRole('heading', { name: 'Перевірка робочого місця' })).toBeVisible()

  const server = check(page, 'Сервер магазину')
  await expect(server.getByRole('status')).toHaveText('Гаразд')
  await expect(server).toContainText(`Адреса: ${shop.url}`)
  await expect(server).toContainText('Версія сервера: ')
  await expect(server).toContainText(/Відповідь за \d+ мс/)
  // The size in the formatter's words: a decimal comma, its own unit.
  await expect(server).toContainText(
    /База даних: вбудована \(PGlite\) [\d.]+, \d[\d\u202f\u00a0 ]*(,\d)? (Б|КБ|МБ)/,
  )

  const carrier = check(page, 'Нова Пошта')
  expect(shop.carrier.calls).toEqual([])
  await carrier.getByRole('button', { name: 'Перевірити: Нова Пошта' }).click()
  await expect(carrier.getByRole('status')).toHaveText('Гаразд')
  await expect(carrier).toContainText(/Пошук міста «Київ»: знайдено \d+, перше — Київ/)
  expect(shop.carrier.calls.some((c) => c.calledMethod === 'getCities')).toBe(true)

  shop.carrier.fail('http500')
  await carrier.getByRole('button', { name: 'Ще раз: Нова Пошта' }).click()
  await expect(carrier.getByRole('status')).toHaveText('Помилка')
  const error = carrier.locator('.workstation__error')
  await expect(error).toContainText('HTTP 500')
  shop.carrier.fail(null)

  // Web mode: no self-update and no log folder of the app, said plainly.
  await expect(page.getByRole('status', { name: 'Стан оновлень' })).toHaveText(
    'Оновлення: не застосовується у веб-версії.',
  )
  const logs = check(page, 'Журнал застосунку')
  await logs.getByRole('button', { name: /Відкрити теку журналу/ }).click()
  await expect(logs.getByRole('status')).toHaveText('Помилка')
  await expect(logs).toContainText('У веб-версії журнал веде сервер')
})

test('the scanner check shows the characters and the time between keystrokes', async ({
  page,
  shop,
}) => {
  await signInAt(page, shop.url)
  await page.goto(`${shop.url}/test`)
  const field = page.getByRole('textbox', { name: 'Поле для сканування' })
  // A scanner types a burst; Playwright's keyboard is as fast, so this reads as a scanner.
  await field.pressSequentially('4820000123457')
  await field.press('Enter')
  const result = page.getByRole('status', { name: 'Результат сканування' })
  await expect(result).toContainText('Прочитано 13 симв.: 4820000123457')
  await expect(result).toContainText(/Між натисканнями: у середньому \d+ мс, найбільше \d+ мс/)
  await expect(field).toHaveValue('')
})
