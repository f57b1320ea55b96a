import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import StatisticsScreen from './StatisticsScreen'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

const result = (count: number) => ({
  totals: { count, sum: count * 100 },
  series: [{ bucket: '2026-11-02', count, sum: count * 100 }],
  by_status: [
    { key: 'new', label: null, count: count - 1, sum: (count - 1) * 100 },
    { key: 'sent', label: null, count: 1, sum: 100 },
  ],
})

function renderAt(url: string, handler: Handler) {
  const { bridge, calls } = fakeBridge(handler)
  render(
    <Providers bridge={bridge} url={url}>
      <Routes>
        <Route path="/statistics/:type?" element={<StatisticsScreen />} />
      </Routes>
    </Providers>,
  )
  return calls
}

describe('StatisticsScreen', { timeout: 20_000 }, () => {
  it('asks for the URL’s period with the one before, and shows totals and tables', async () => {
    const calls = renderAt('/statistics/orders?from=2026-11-01&to=2026-11-03', (req) =>
      req.path === '/api/statistics/orders'
        ? ok({ data: { period: result(5), compare: result(2) } })
        : undefined,
    )
    const table = await screen.findByRole('table', { name: 'Замовлення за статусами' })
    expect(calls.find((c) => c.path === '/api/statistics/orders')?.body).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      group: 'day',
      compare_from: '2026-10-29',
      compare_to: '2026-10-31',
    })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'НазваЗамовленьСума замовленьЗамовлень (попер.)Сума замовлень (попер.)',
      'Нове4400,001100,00',
      'Відправлено1100,001100,00',
      'Разом5500,002200,00',
    ])
    // The series has a row for every day of the period, empty days too.
    const series = screen.getByRole('table', { name: 'Замовлення за періодами' })
    expect(within(series).getAllByRole('row')).toHaveLength(5)
    expect(screen.getByText('Попередній період: 29.10.2026 – 31.10.2026')).toBeVisible()
    expect(
      screen.getByRole('button', { name: 'Експорт CSV: Замовлення за статусами' }),
    ).toBeVisible()
  })

  it('names sites by the shop’s sites setting and sources in words, not by their keys', async () => {
    const sales = (count: number) => ({
      totals: { revenue: count * 100, count, average: 100 },
      series: [],
      by_pay_method: [],
      by_site: [
        { key: 'caseshop', label: null, count, sum: count * 100 },
        { key: 'gone', label: null, count: 1, sum: 100 },
      ],
      by_source: [{ key: 'phone', label: null, count, sum: count * 100 }],
    })
    renderAt('/statistics/sales?from=2026-11-01&to=2026-11-03', (req) =>
      req.path === '/api/statistics/sales'
        ? ok({ data: { period: sales(3), compare: null } })
        : req.path === '/api/settings/get_params'
          ? ok({
              data: {
                settings: JSON.stringify({ sites: { caseshop: 'Case Shop' } }),
                auth: { id: 1, name: 'Адмін', access: 10 },
              },
            })
          : undefined,
    )
    const bySite = await screen.findByRole('table', { name: 'За сайтами' })
    await within(bySite).findByText('Case Shop')
    // A site since removed from the setting keeps its key: it still names the orders.
    expect(within(bySite).getByText('gone')).toBeVisible()
    const bySource = screen.getByRole('table', { name: 'За джерелами' })
    expect(within(bySource).getByText('Телефон')).toBeVisible()
    expect(within(bySource).queryByText('phone')).toBeNull()
  })

  it('tells a packer statistics are for managers, and asks nothing', async () => {
    const calls = renderAt('/statistics/sales', (req) =>
      req.path === '/session' ? ok({ data: { id: 3, name: 'Ігор', access: 3 } }) : undefined,
    )
    await screen.findByText('Статистика доступна менеджерам і адміністраторам.')
    expect(calls.some((c) => c.path.startsWith('/api/statistics/'))).toBe(false)
  })

  it('says what went wrong when the server refuses', async () => {
    renderAt('/statistics/cash', (req) =>
      req.path === '/api/statistics/cash'
        ? { ok: false, status: 500, data: null, message: 'Помилка сервера' }
        : undefined,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Не вдалося завантажити статистику: Помилка сервера')
  })
})
