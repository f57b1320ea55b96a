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

const ROWS = [
  {
    id: 900011,
    version: 1,
    status: 'new',
    phone: '0671112233',
    surname: 'Петренко',
    order_way: 'prom',
    prom_order: '321456789',
  },
  {
    id: 900012,
    version: 1,
    status: 'new',
    phone: '0931112233',
    surname: 'Іваненко',
    order_way: 'rozetka',
    rozetka_order: '712345678',
  },
  {
    id: 900013,
    version: 1,
    status: 'sent',
    phone: '0501112233',
    surname: 'Коваль',
    track: '20450000123456',
    order_way: 'site',
  },
  {
    id: 900014,
    version: 1,
    status: 'sent',
    phone: '0441112233',
    surname: 'Мельник',
    track: '0501234567890',
    order_way: 'phone',
  },
]

function renderDesk(setStatus: Handler) {
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]))
  const handler: Handler = (req) => {
    if (req.path === '/api/orders/get_orders') {
      return ok({ data: ROWS, total: ROWS.length, page: 1, per_page: 50 })
    }
    if (req.path === '/api/orders/status_counts') {
      return ok({ data: { all: 4, statuses: { ...statuses, new: 2, sent: 2 } } })
    }
    if (req.path === '/api/orders/set_status') return setStatus(req)
    return undefined
  }
  const { bridge, calls } = fakeBridge(handler)
  render(
    <Providers bridge={bridge} url="/orders">
      <Routes>
        <Route path="/orders" element={<OrdersScreen />} />
      </Routes>
    </Providers>,
  )
  return { calls }
}

const box = (surname: string, id: number) =>
  screen.getByRole('checkbox', { name: `Обрати: №${id} ${surname}` })

describe('the orders list', () => {
  it('shows the phone’s operator, the track’s carrier and the marketplace badges', async () => {
    renderDesk(() => undefined)
    const row = (surname: string) =>
      within(screen.getByRole('cell', { name: surname }).closest('tr')!)
    await screen.findByRole('cell', { name: 'Петренко' })
    expect(row('Петренко').getByText('Київстар')).toBeVisible()
    expect(row('Петренко').getByText('Prom №321456789')).toBeVisible()
    expect(row('Іваненко').getByText('lifecell')).toBeVisible()
    expect(row('Іваненко').getByText('Rozetka №712345678')).toBeVisible()
    expect(row('Коваль').getByText('Vodafone')).toBeVisible()
    expect(row('Коваль').getByText('Нова Пошта')).toBeVisible()
    expect(row('Коваль').getByText('Сайт')).toBeVisible()
    expect(row('Мельник').getByText('Укрпошта')).toBeVisible()
    // A landline has no operator; a site order no badge.
    expect(row('Мельник').queryByText(/Київстар|Vodafone|lifecell/)).toBeNull()
    expect(row('Коваль').queryByText(/Prom №|Rozetka №/)).toBeNull()
  })

  it('selects rows by click, Shift-click, Space and the page box, and sets one status for them', async () => {
    const user = userEvent.setup()
    const { calls } = renderDesk(() => ok({ data: { changed: 3 } }))
    await screen.findByRole('cell', { name: 'Петренко' })
    expect(screen.queryByRole('region', { name: 'Дії з обраними замовленнями' })).toBeNull()

    await user.click(box('Петренко', 900011))
    await user.keyboard('{Shift>}')
    await user.click(box('Коваль', 900013))
    await user.keyboard('{/Shift}')
    let bar = screen.getByRole('region', { name: 'Дії з обраними замовленнями' })
    expect(within(bar).getByText('Обрано: 3')).toBeVisible()
    expect((box('Іваненко', 900012) as HTMLInputElement).checked).toBe(true)
    expect((box('Мельник', 900014) as HTMLInputElement).checked).toBe(false)

    // Space on the focused box, and the arrows move between the boxes.
    box('Коваль', 900013).focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(box('Мельник', 900014))
    await user.keyboard(' ')
    expect(within(bar).getByText('Обрано: 4')).toBeVisible()
    const page = screen.getByRole('checkbox', { name: 'Обрати всі на сторінці' })
    expect((page as HTMLInputElement).checked).toBe(true)
    await user.click(page)
    expect(screen.queryByRole('region', { name: 'Дії з обраними замовленнями' })).toBeNull()

    // New and sent orders share only "Проблема" among the allowed statuses.
    await user.click(box('Петренко', 900011))
    await user.keyboard('{Shift>}')
    await user.click(box('Коваль', 900013))
    await user.keyboard('{/Shift}')
    bar = screen.getByRole('region', { name: 'Дії з обраними замовленнями' })
    const select = within(bar).getByLabelText('Новий статус')
    const allowed = within(select).getByRole('group', { name: 'Можна для всіх обраних' })
    expect(
      within(allowed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Проблема'])
    await user.selectOptions(select, 'problem')
    await user.click(within(bar).getByRole('button', { name: 'Змінити статус' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/orders/set_status')?.body).toEqual({
        ids: [900011, 900012, 900013],
        status: 'problem',
      }),
    )
    // The selection is cleared, and the rows and counts are asked again.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Дії з обраними замовленнями' })).toBeNull(),
    )
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/orders/status_counts').length).toBeGreaterThan(1),
    )
  })

  it('shows the server’s refusal of a bulk change in full and keeps the selection', async () => {
    const user = userEvent.setup()
    const message =
      '№900013, №900014: Статус «Відправлено» не можна змінити на «Нове». Дозволено: …'
    renderDesk(() => ({ ok: false, status: 422, data: null, message }))
    await screen.findByRole('cell', { name: 'Петренко' })
    await user.click(screen.getByRole('checkbox', { name: 'Обрати всі на сторінці' }))
    const bar = screen.getByRole('region', { name: 'Дії з обраними замовленнями' })
    const others = within(bar).getByRole('group', { name: /Не для всіх обраних/ })
    expect(
      within(others)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Нове')
    await user.selectOptions(within(bar).getByLabelText('Новий статус'), 'new')
    await user.click(within(bar).getByRole('button', { name: 'Змінити статус' }))
    expect((await within(bar).findByRole('alert')).textContent).toBe(message)
    expect(within(bar).getByText('Обрано: 4')).toBeVisible()
  })

  it('filters by a period of days, the site, the source and the payment method', async () => {
    const { lists } = renderOrders(
      '/orders?created_at_from=2026-11-01&created_at_to=2026-11-07&order_way=prom&pay_method=iban&site=main',
    )
    await waitFor(() =>
      expect(lists().at(-1)?.filter).toEqual({
        created_at_from: '2026-11-01',
        created_at_to: '2026-11-07',
        order_way: 'prom',
        pay_method: 'iban',
        site: 'main',
      }),
    )
    expect(((await screen.findByLabelText('Створено з')) as HTMLInputElement).value).toBe(
      '01.11.2026',
    )
    expect((screen.getByLabelText('Створено по') as HTMLInputElement).value).toBe('07.11.2026')
    // The pickers' code loads after the rows: then the fields can be typed in, same values.
    await waitFor(() =>
      expect((screen.getByLabelText('Створено з') as HTMLInputElement).disabled).toBe(false),
    )
    expect((screen.getByLabelText('Створено з') as HTMLInputElement).value).toBe('01.11.2026')
    expect((screen.getByLabelText('Створено по') as HTMLInputElement).disabled).toBe(false)
    expect((screen.getByLabelText('Джерело замовлення') as HTMLSelectElement).value).toBe('prom')
    // No chips for the period: it has its own controls.
    expect(screen.queryByRole('button', { name: /Прибрати фільтр/ })).toBeNull()
  })

  it('shows the 14 status tabs and all, with their counts, and a tab filters the list', async () => {
    const user = userEvent.setup()
    const { lists } = renderOrders('/orders?page=2')
    const tabs = screen.getByRole('tablist', { name: 'Статуси замовлень' })
    const all = await within(tabs).findByRole('tab', { name: 'Усі 3' })
    expect(all.getAttribute('aria-selected')).toBe('true')
    expect(within(tabs).getAllByRole('tab')).toHaveLength(15)
    expect(within(tabs).getByRole('tab', { name: 'Нове 2' })).toBeVisible()
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
