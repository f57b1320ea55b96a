import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import CallsNewScreen from './CallsNewScreen'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

describe('/calls_new', () => {
  it('turns a typed-in call into an order and records the call linked to it', async () => {
    const user = userEvent.setup()
    const saved: unknown[] = []
    const calls: unknown[] = []
    const handler: Handler = (req) => {
      if (req.path === '/api/orders/by_phone') return ok({ data: [] })
      if (req.path === '/api/products/get_products') {
        const data = [
          {
            id: 5,
            version: 1,
            barcode: '77-1',
            title_uk: 'Чохол',
            price: 300,
            availability: 'available',
          },
        ]
        return ok({ data, total: 1, page: 1, per_page: 10 })
      }
      if (req.path === '/api/orders/save') {
        saved.push(req.body)
        return ok({
          data: {
            order: { id: 900100, version: 1, status: 'new', phone: '0931234567', name: 'Олег' },
            items: [
              {
                id: 1,
                version: 1,
                order_id: 900100,
                product_id: 5,
                title: 'Чохол',
                price: 300,
                quantity: 1,
              },
            ],
          },
        })
      }
      if (req.path === '/api/calls/store') {
        calls.push(req.body)
        return ok({ data: { id: 42, version: 1 } })
      }
      return undefined
    }
    const { bridge } = fakeBridge(handler)
    render(
      <Providers bridge={bridge} url="/calls_new">
        <Routes>
          <Route path="/calls_new" element={<CallsNewScreen />} />
        </Routes>
      </Providers>,
    )
    expect(await screen.findByRole('heading', { name: 'Нове замовлення з дзвінка' })).toBeVisible()
    const phone = await screen.findByRole('textbox', { name: /Телефон/ })
    await waitFor(() => expect(document.activeElement).toBe(phone))
    await user.keyboard('093 123 45 67{Tab}{Tab}Олег')
    await user.click(screen.getByRole('textbox', { name: 'Штрихкод або назва товару' }))
    await user.keyboard('77-1{Enter}')
    await screen.findByDisplayValue('Чохол')
    await user.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(saved[0]).toMatchObject({ order: { phone: '0931234567', name: 'Олег' } })
    expect(calls[0]).toEqual({
      phone: '0931234567',
      surname: null,
      name: 'Олег',
      site: null,
      status: 'new_order',
      order_id: 900100,
    })
    expect(await screen.findByRole('button', { name: 'Наступний дзвінок' })).toBeVisible()
  })
})
