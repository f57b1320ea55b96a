import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { ListQuery } from '@shared/contract/http'
import { ORDER_STATUSES } from '@shared/rules/order-status'
import OrdersScreen from './OrdersScreen'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

function renderOrders(url: string) {
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]))
  const handler: Handler = (req) => {
    if (req.path === '/api/orders/get_orders') {
      const data = [{ id: 900001, version: 1, status: 'not_call', phone: '0501112233' }]
      return ok({ data, total: 1, page: 1, per_page: 50 })
    }
    if (req.path === '/api/orders/status_counts') {
      return ok({ data: { all: 3, statuses: { ...statuses, new: 2, not_call: 1 } } })
    }
    return undefined
  }
  const { bridge, calls } = fakeBridge(handler)
  render(
    <Providers bridge={bridge} url={url}>
      <Routes>
        <Route path="/orders" element={<OrdersScreen />} />
      </Routes>
    </Providers>,
  )
  const lists = () =>
    calls.filter((c) => c.path === '/api/orders/get_orders').map((c) => c.body as ListQuery)
  return { lists }
}

describe('the orders list', () => {
  it('shows the 14 status tabs and all, with their counts, and a tab filters the list', async () => {
    const user = userEvent.setup()
    const { lists } = renderOrders('/orders?page=2')
    const tabs = screen.getByRole('tablist', { name: 'Статуси замовлень' })
    const all = await within(tabs).findByRole('tab', { name: 'Усі 3' })
    expect(all.getAttribute('aria-selected')).toBe('true')
    expect(within(tabs).getAllByRole('tab')).toHaveLength(15)
    expect(within(tabs).getByRole('tab', { name: 'Нове 2' })).toBeTruthy()
    await user.click(within(tabs).getByRole('tab', { name: 'Не додзвонилися 1' }))
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ filter: { status: 'not_call' } }))
    expect(lists().at(-1)?.page ?? 1).toBe(1)
    await waitFor(() =>
      expect(
        within(tabs).getByRole('tab', { name: 'Не додзвонилися 1' }).getAttribute('aria-selected'),
      ).toBe('true'),
    )
  })
})
