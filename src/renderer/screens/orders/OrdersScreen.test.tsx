import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { ListQuery } from '@shared/contract/http'
import OrdersScreen, { commonNextStatuses } from './OrdersScreen'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

const ROWS = [
  {
    id: 900003,
    version: 1,
    status: 'new',
    phone: '0671234567',
    surname: 'Коваль',
    name: 'Ірина',
    total: 599.5,
    track: '20450000000001',
    prom_order: '123456',
    user_id: 4,
  },
  {
    id: 900002,
    version: 1,
    status: 'not_call',
    phone: '0501112233',
    total: 10,
    rozetka_order: 'R1',
  },
  { id: 900001, version: 2, status: 'sent', phone: '0931112233', total: 20 },
]

function renderOrders(url: string, extra?: Handler) {
  const statuses = Object.fromEntries(
    [
      'new',
      'not_call',
      'prepayment',
      'drop_first',
      'refusal',
      'not_available',
      'pre_order',
      'drop_second',
      'ready',
      'sent',
      'arrived',
      'taken',
      'return',
      'problem',
    ].map((s) => [s, 0]),
  )
  const handler: Handler = (req) => {
    const own = extra?.(req)
    if (own) return own
    if (req.path === '/api/orders/get_orders') {
      return ok({
        data: ROWS,
        total: 3,
        page: 1,
        per_page: 50,
        refs: { user_id: { '4': 'Олена' } },
      })
    }
    if (req.path === '/api/orders/status_counts') {
      return ok({ data: { all: 3, statuses: { ...statuses, new: 1, not_call: 1, sent: 1 } } })
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
  return { calls, lists }
}

describe('the orders list', () => {
  it('shows the status tabs with their counts and filters by the chosen one', async () => {
    const user = userEvent.setup()
    const { lists } = renderOrders('/orders')
    const tabs = screen.getByRole('tablist', { name: 'Статуси замовлень' })
    const all = await within(tabs).findByRole('tab', { name: /Усі\s*3/ })
    expect(all.getAttribute('aria-selected')).toBe('true')
    expect(within(tabs).getAllByRole('tab')).toHaveLength(15)
    await user.click(within(tabs).getByRole('tab', { name: /Не додзвонилися\s*1/ }))
    await waitFor(() => expect(lists().at(-1)?.filter).toEqual({ status: 'not_call' }))
  })

  it('shows the operator, the carrier, the manager and the marketplace badges', async () => {
    renderOrders('/orders')
    const row = (await screen.findByRole('link', { name: '900003' })).closest('tr')!
    expect(within(row).getByText('Київстар')).toBeTruthy()
    expect(within(row).getByText('Нова пошта')).toBeTruthy()
    expect(within(row).getByText('Prom')).toBeTruthy()
    expect(within(row).getByText('Олена')).toBeTruthy()
    const other = screen.getByRole('link', { name: '900002' }).closest('tr')!
    expect(within(other).getByText('Rozetka')).toBeTruthy()
    expect(within(other).getByText('Vodafone')).toBeTruthy()
  })

  it('changes the status of the selected rows to one they all may take', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    renderOrders('/orders', (req) => {
      if (req.path !== '/api/orders/set_status') return undefined
      sent.push(req.body)
      return ok({ data: { changed: 2 } })
    })
    await user.click(await screen.findByRole('checkbox', { name: 'Вибрати замовлення №900003' }))
    await user.click(screen.getByRole('checkbox', { name: 'Вибрати замовлення №900002' }))
    const bar = screen.getByRole('group', { name: 'Дія з вибраними замовленнями' })
    const select = within(bar).getByRole('combobox', { name: 'Новий статус' })
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(offered).toContain('Передоплата')
    expect(offered).not.toContain('Відправлено')
    await user.selectOptions(select, 'Передоплата')
    await user.click(within(bar).getByRole('button', { name: 'Змінити статус' }))
    await waitFor(() => expect(sent).toEqual([{ ids: [900003, 900002], status: 'prepayment' }]))
    expect(await screen.findByText('Статус змінено. Замовлень: 2')).toBeTruthy()
  })

  it('offers no status that one of the selected may not take', () => {
    expect(commonNextStatuses([{ id: 1, version: 1, status: 'taken' }])).toEqual([])
    expect(
      commonNextStatuses([
        { id: 1, version: 1, status: 'sent' },
        { id: 2, version: 1, status: 'arrived' },
      ]),
    ).toEqual(['taken', 'return', 'problem'])
  })
})
