import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import HomeScreen from './HomeScreen'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

const today = (revenue: number | null) => ({
  data: {
    day: '2026-11-23',
    new_orders: 7,
    sent: 3,
    revenue,
    calls: 4,
    open_tasks: 2,
    ready_ttns: 1,
  },
})

function renderHome(handler: Handler) {
  const { bridge, calls } = fakeBridge(handler)
  render(
    <Providers bridge={bridge}>
      <HomeScreen />
    </Providers>,
  )
  return calls
}

const list = (data: object[]) => ok({ data, total: data.length, page: 1, per_page: 10 })

describe('HomeScreen', { timeout: 20_000 }, () => {
  it('shows today’s figures, each linking to its filtered list, my tasks and the latest calls', async () => {
    const calls = renderHome((req) => {
      if (req.path === '/api/statistics/today') return ok(today(1234.5))
      if (req.path === '/api/tasks/get_tasks') {
        return list([{ id: 5, version: 1, title: 'Передзвонити клієнту', status: '0' }])
      }
      if (req.path === '/api/calls/get_calls') {
        return list([
          {
            id: 9,
            version: 1,
            phone: '0671234567',
            surname: 'Коваленко',
            status: 'consult',
            created_at: '2026-11-23T08:05:00Z',
          },
        ])
      }
      return undefined
    })
    const summary = await screen.findByRole('region', { name: 'Сьогодні, 23.11.2026' })
    const link = (name: RegExp) => within(summary).getByRole('link', { name }).getAttribute('href')
    expect(link(/Нових замовлень/)).toBe('/orders?status=new')
    expect(link(/Відправлено/)).toBe('/orders?status=sent')
    expect(link(/Виторг/)).toBe('/statistics/sales?from=2026-11-23&to=2026-11-23&compare=0')
    expect(within(summary).getByRole('link', { name: /Виторг/ }).textContent).toMatch(/1\s234,50 ₴/)
    expect(link(/Дзвінків/)).toBe('/calls')
    expect(link(/Моїх відкритих завдань/)).toBe('/tasks?status=0&instructed_user_id=1')
    expect(link(/Посилок чекають отримання/)).toBe('/ttns?status=ready')
    const tasks = await screen.findByRole('link', { name: 'Передзвонити клієнту' })
    expect(tasks.getAttribute('href')).toBe('/tasks/5')
    expect(await screen.findByRole('link', { name: '0671234567 · Коваленко' })).toBeVisible()
    // Only the signed-in user's open tasks are asked for.
    const asked = calls.filter((c) => c.path === '/api/tasks/get_tasks').map((c) => c.body)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ filter: { status: '0', instructed_user_id: 1 } })
  })

  it('leaves the revenue out for those who may not see it', async () => {
    renderHome((req) =>
      req.path === '/api/statistics/today'
        ? ok(today(null))
        : req.path.endsWith('/get_tasks') || req.path.endsWith('/get_calls')
          ? list([])
          : undefined,
    )
    const summary = await screen.findByRole('region', { name: 'Сьогодні, 23.11.2026' })
    expect(within(summary).getAllByRole('link')).toHaveLength(5)
    expect(within(summary).queryByRole('link', { name: /Виторг/ })).toBeNull()
    expect(await screen.findByText('Відкритих завдань немає.')).toBeVisible()
    expect(await screen.findByText('Дзвінків ще немає.')).toBeVisible()
  })
})
