import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import CallsDesk from './CallsDesk'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

const CALLS = [
  {
    id: 8,
    version: 2,
    status: 'new_order',
    phone: '0671234567',
    surname: 'Бойко',
    name: 'Анна',
    created_at: '2026-11-23T09:00:00.000Z',
  },
  {
    id: 7,
    version: 1,
    status: 'consult',
    phone: '0501112233',
    created_at: '2026-11-23T08:00:00.000Z',
  },
]

describe('/calls', () => {
  it('fills the form from the chosen call, links the saved order and sets a status without one', async () => {
    const user = userEvent.setup()
    const stored: unknown[] = []
    const handler: Handler = (req) => {
      if (req.path === '/api/calls/get_calls')
        return ok({ data: CALLS, total: 2, page: 1, per_page: 100 })
      if (req.path === '/api/orders/by_phone') {
        return ok({
          data: [
            {
              id: 900001,
              status: 'taken',
              total: 50,
              surname: null,
              name: null,
              created_at: '2026-10-01T10:00:00.000Z',
            },
          ],
        })
      }
      if (req.path === '/api/orders/save') {
        return ok({
          data: {
            order: { id: 900200, version: 1, status: 'new', phone: '0671234567' },
            items: [],
          },
        })
      }
      if (req.path === '/api/calls/store') {
        stored.push(req.body)
        return ok({ data: { ...CALLS[0], ...(req.body as object), version: 3 } })
      }
      return undefined
    }
    const { bridge } = fakeBridge(handler)
    render(
      <Providers bridge={bridge} url="/calls">
        <Routes>
          <Route path="/calls" element={<CallsDesk />} />
        </Routes>
      </Providers>,
    )
    await user.click(await screen.findByRole('button', { name: /067 123 45 67 Бойко Анна/ }))
    const form = screen.getByRole('region', { name: 'Замовлення з дзвінка' })
    expect(
      (within(form).getByRole('textbox', { name: /^Телефон/ }) as HTMLInputElement).value,
    ).toBe('0671234567')
    expect((within(form).getByRole('textbox', { name: 'Ім’я' }) as HTMLInputElement).value).toBe(
      'Анна',
    )
    expect(await within(form).findByRole('link', { name: '№900001' })).toBeVisible()
    await user.click(within(form).getByRole('button', { name: 'Зберегти' }))
    await waitFor(() =>
      expect(stored).toEqual([{ id: 8, version: 2, order_id: 900200, status: 'new_order' }]),
    )
    await user.click(screen.getByRole('button', { name: 'Не відповідає' }))
    await waitFor(() => expect(stored.at(-1)).toEqual({ id: 8, version: 3, status: 'not_answer' }))
  })
})
