import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import type { CountLine } from '@shared/supply/inventory'
import { createFakeBridge } from '../../test/fakeBridge'
import { renderWithApp } from '../../test/renderApp'
import InventoryScreen from './InventoryScreen'

const routes = [{ path: '*', element: <InventoryScreen /> }]

const PRODUCTS = [
  { product_id: 1, barcode: '12-345', title: 'Чохол iPhone 15', expected: 2 },
  { product_id: 2, barcode: '67-890', title: 'Плівка Galaxy S24', expected: 1 },
]

/** A counting session kept the way the server keeps it: each scan adds one. */
function server(access = 10) {
  const counts = new Map<number, number>()
  let applied = 0
  const line = (id: number): CountLine => {
    const p = PRODUCTS.find((x) => x.product_id === id)!
    return {
      ...p,
      availability: 'available',
      counted: counts.get(id) ?? 0,
      scanned_at: '2026-11-23T10:00:00.000Z',
    }
  }
  const handler = (req: ApiRequest): ApiResponse | undefined => {
    const ok = (data: unknown): ApiResponse => ({ status: 200, ok: true, data: { data } })
    if (req.path === '/session') return ok({ id: 7, name: 'Марта', access })
    if (req.path === '/api/inventory/get_session') return ok([...counts.keys()].map(line))
    if (req.path === '/api/inventory/scan') {
      const { barcode } = req.body as { barcode: string }
      const p = PRODUCTS.find((x) => x.barcode === barcode)
      if (!p) return ok(null)
      counts.set(p.product_id, (counts.get(p.product_id) ?? 0) + 1)
      return ok(line(p.product_id))
    }
    if (req.path === '/api/inventory/apply') {
      applied++
      const n = counts.size
      counts.clear()
      return ok({ changed: n, counted: n })
    }
    return undefined
  }
  return { handler, counts, applied: () => applied }
}

describe('stock-taking screen', () => {
  it('counts fast scans one by one, highlights mismatches and alerts on an unknown code', async () => {
    const fake = server()
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [fake.handler] }) })
    const user = userEvent.setup({ delay: null })
    expect(await screen.findByText('Підрахунок порожній: відскануйте перший товар.')).toBeVisible()
    const field = screen.getByLabelText('Штрихкод')
    expect(document.activeElement).toBe(field)

    // A scanner: keystrokes with no pause between them, then Enter, three times in a row.
    await user.type(field, '12-345{Enter}12-345{Enter}67-890{Enter}')
    const table = await screen.findByRole('table', { name: 'Підраховані товари' })
    await waitFor(() => expect(fake.counts.get(1)).toBe(2))
    await waitFor(() => {
      const row = within(table).getByRole('row', { name: /Чохол iPhone 15/ })
      expect(row.getAttribute('data-mismatch')).toBe('false')
      expect(within(row).getByText('Збігається')).toBeVisible()
    })
    const film = within(table).getByRole('row', { name: /Плівка Galaxy S24/ })
    expect(film.getAttribute('data-mismatch')).toBe('false')
    expect(screen.getByText('Товарів: 2, з розбіжністю: 0')).toBeVisible()

    await user.type(field, '67-890{Enter}')
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('row', { name: /Плівка Galaxy S24/ })
          .getAttribute('data-mismatch'),
      ).toBe('true'),
    )
    expect(screen.getByText('Розбіжність: +1')).toBeVisible()

    await user.type(field, '000{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Товар зі штрихкодом «000» не знайдено',
    )
    expect(document.activeElement).toBe(field)
    expect((field as HTMLInputElement).value).toBe('')
  })

  it('a manager applies after confirming', async () => {
    const fake = server()
    fake.counts.set(1, 3)
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [fake.handler] }) })
    const user = userEvent.setup()
    await screen.findByRole('table', { name: 'Підраховані товари' })
    await user.click(screen.getByRole('button', { name: 'Застосувати підрахунок' }))
    await user.click(await screen.findByRole('button', { name: 'Впевнений !' }))
    await waitFor(() => expect(fake.applied()).toBe(1))
    expect(await screen.findByText('Підрахунок порожній: відскануйте перший товар.')).toBeVisible()
  })

  it('a packer counts but does not apply', async () => {
    const fake = server(3)
    fake.counts.set(1, 1)
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [fake.handler] }) })
    await screen.findByRole('table', { name: 'Підраховані товари' })
    expect(screen.getByLabelText('Штрихкод')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Застосувати підрахунок' })).toBeNull()
    expect(screen.getByText('Застосувати підрахунок може менеджер.')).toBeVisible()
  })
})
