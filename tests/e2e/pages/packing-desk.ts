import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { scan } from './scanner'

/**
 * The packing desk (`/packing`, `/packing/{id}`) as a packer uses it: scans into the scan
 * field, reads the progress, the red refusal screen and the packed note, and presses its keys.
 */
export class PackingDesk {
  readonly scanner: Locator
  /** The red screen of a refused scan ("СКАН ВІДХИЛЕНО" and why). */
  readonly alert: Locator
  /** "Відскановано N з M шт." */
  readonly progress: Locator
  /** "Запакував …" once F8 is accepted. */
  readonly packed: Locator
  /** The stop of an order that may not ship yet, with its reasons. */
  readonly hold: Locator
  /** "Дозволив …" once a manager has let a stopped order through. */
  readonly released: Locator
  /** The packing slip's preview. */
  readonly slip: Locator

  constructor(readonly page: Page) {
    this.scanner = page.getByLabel('Сканер', { exact: true })
    this.alert = page.getByTestId('packing-alert')
    this.progress = page.getByTestId('packing-progress')
    this.packed = page.getByTestId('packing-packed')
    this.hold = page.getByTestId('packing-hold')
    this.released = page.getByTestId('packing-released')
    this.slip = page.getByTestId('packing-slip')
  }

  /** Opens the desk at this address and waits until the scan field holds the keys. */
  async open(path = '/packing'): Promise<void> {
    await this.page.goto(path)
    await this.expectReady()
  }

  /** F2 from anywhere, pressed again until the shell's key handler (mounted late on a busy machine) takes it. */
  async openWithF2(): Promise<void> {
    await expect(async () => {
      await this.page.keyboard.press('F2')
      await expect(this.heading()).toBeVisible({ timeout: 2_000 })
    }).toPass()
    await expect(this.scanner).toBeFocused()
  }

  async expectReady(): Promise<void> {
    await expect(this.heading()).toBeVisible()
    await expect(this.scanner).toBeFocused()
  }

  /** The desk's own heading, or the open order's. */
  heading(order?: number): Locator {
    return order === undefined
      ? this.page.getByRole('heading', { level: 1, name: 'Пакування' })
      : this.page.getByRole('heading', { name: `Замовлення №${order}` })
  }

  scan(code: string | number): Promise<void> {
    return scan(this.page, String(code))
  }

  /** Scans an order's number and waits until it is the open one. */
  async openOrder(order: number): Promise<void> {
    await this.scan(order)
    await expect(this.heading(order)).toBeVisible()
  }

  async expectProgress(done: number, of: number): Promise<void> {
    await expect(this.progress).toHaveText(`Відскановано ${done} з ${of} шт.`)
  }

  /** The red screen is up and says this. */
  async expectRefused(reason: string): Promise<void> {
    await expect(this.alert).toContainText('СКАН ВІДХИЛЕНО')
    await expect(this.alert).toContainText(reason)
  }

  /** F8: packed. */
  async finish(): Promise<void> {
    await this.page.keyboard.press('F8')
  }
}
