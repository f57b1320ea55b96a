import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { createQueryClient } from '../../../app/queryClient'
import { createFakeBridge } from '../../../test/fakeBridge'
import { renderWithApp } from '../../../test/renderApp'
import TasksTab from './TasksTab'

const routes = [{ path: '*', element: <TasksTab /> }]

const row = (id: number, title: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  title,
  status,
  mark: 'default',
  user_id: 1,
  instructed_user_id: null,
  ...extra,
})

function server(refuse: boolean) {
  const rows = [
    row(1, 'Стара виконана', '1'),
    row(2, 'Відкрита', '0', { mark: 'danger', user_id: 2, instructed_user_id: 1 }),
    row(3, 'Заблокована', '-1'),
  ]
  return (req: ApiRequest): ApiResponse | undefined => {
    if (req.path === '/api/tasks/get_tasks') {
      const refs = { user_id: { '1': 'Адміністратор', '2': 'Тарас' } }
      return {
        status: 200,
        ok: true,
        data: { data: rows, total: rows.length, page: 1, per_page: 500, refs },
      }
    }
    const set = /^\/api\/tasks\/set_status\/(\d+)\/(-?\d)$/.exec(req.path)
    if (set) {
      if (refuse) return { status: 409, ok: false, data: null, message: 'Задачу заблоковано.' }
      const task = rows.find((r) => r.id === Number(set[1]))!
      task.status = set[2]!
      task.version += 1
      return { status: 200, ok: true, data: { data: task } }
    }
    return undefined
  }
}

describe('the tasks tab', () => {
  it('lists open tasks first, in the mark colour, with who gave them', async () => {
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [server(false)] }) })
    const items = await screen.findAllByRole('listitem')
    expect(items.map((li) => li.querySelector('.task__title')?.textContent)).toEqual([
      'Заблокована',
      'Відкрита',
      'Стара виконана',
    ])
    expect(items[1]?.className).toContain('task--danger')
    expect(items[1]?.getAttribute('data-direction')).toBe('to-me')
    expect(within(items[1]!).getByText(/Мені від Тарас/)).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Виконано: Заблокована' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('ticks at once and rolls back with the server message when refused', async () => {
    const bridge = createFakeBridge({ handlers: [server(true)] })
    // The app's own query client: it turns a refused call into the server's error toast.
    renderWithApp(routes, { bridge, queryClient: createQueryClient() })
    const user = userEvent.setup()
    const box = await screen.findByRole('checkbox', { name: 'Виконано: Відкрита' })
    await user.click(box)
    expect(await screen.findByText('Задачу заблоковано.')).toBeInTheDocument()
    await waitFor(() => expect(box).toHaveProperty('checked', false))
    expect(bridge.apiCalls.some((c) => c.path === '/api/tasks/set_status/2/1')).toBe(true)
  })

  it('ticks and keeps it when the server agrees', async () => {
    const bridge = createFakeBridge({ handlers: [server(false)] })
    renderWithApp(routes, { bridge })
    const user = userEvent.setup()
    const box = await screen.findByRole('checkbox', { name: 'Виконано: Відкрита' })
    await user.click(box)
    await waitFor(() => expect(box).toHaveProperty('checked', true))
    await user.click(screen.getByRole('button', { name: 'Відкрити знову: Стара виконана' }))
    await waitFor(() =>
      expect(bridge.apiCalls.some((c) => c.path === '/api/tasks/set_status/1/0')).toBe(true),
    )
  })
})
