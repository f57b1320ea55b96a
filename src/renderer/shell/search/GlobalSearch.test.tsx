import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { renderWithApp } from '../../test/renderApp'
import { createFakeBridge } from '../../test/fakeBridge'
import { GlobalSearch } from './GlobalSearch'

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.pathname + location.search}</output>
}

const routes = [
  {
    path: '*',
    element: (
      <>
        <GlobalSearch />
        <Where />
      </>
    ),
  },
]

const where = () => screen.getByTestId('where').textContent

describe('GlobalSearch', () => {
  it('goes where the classifier says on Enter', async () => {
    renderWithApp(routes)
    const box = await screen.findByRole('combobox', { name: 'Пошук' })
    for (const [typed, url] of [
      ['912345', '/orders/912345'],
      ['+38 (067) 123-45-67', '/orders?phone=0671234567'],
      ['20412345678901', '/orders?track=20412345678901'],
      ['12-345', '/products?barcode=12-345'],
    ]) {
      fireEvent.change(box, { target: { value: typed } })
      fireEvent.keyDown(box, { key: 'Enter' })
      expect(where()).toBe(url)
      expect((box as HTMLInputElement).value).toBe('')
    }
  })

  it('reads the input itself, so a scan that React has not rendered yet still lands', async () => {
    renderWithApp(routes)
    const box = (await screen.findByRole('combobox', { name: 'Пошук' })) as HTMLInputElement
    // A scanner's keystrokes: the DOM value is complete before any re-render.
    act(() => {
      box.value = '4820-0001-23'
      fireEvent.keyDown(box, { key: 'Enter' })
    })
    expect(where()).toBe('/products?barcode=4820-0001-23')
  })

  it('warns and stays put on input that matches no rule', async () => {
    renderWithApp(routes, { path: '/cart' })
    const box = await screen.findByRole('combobox', { name: 'Пошук' })
    fireEvent.change(box, { target: { value: '!!!' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(where()).toBe('/cart')
    expect((await screen.findAllByText(/Запит не розпізнано/)).length).toBeGreaterThan(0)
  })

  it('lists server matches after a pause, moves with arrows and opens the chosen one', async () => {
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === '/api/search'
            ? {
                status: 200,
                ok: true,
                data: {
                  data: {
                    target: '/products?title=x',
                    groups: [
                      { table: 'products', url: '/products?title=x', items: [] },
                      {
                        table: 'orders',
                        url: '/orders?surname=x',
                        items: [
                          {
                            id: 900001,
                            title: '№900001 · Павленко',
                            subtitle: '0671234567',
                            state: { enum: 'order_status', value: 'new' },
                            url: '/orders/900001',
                          },
                          {
                            id: 900002,
                            title: '№900002 · Павленко',
                            subtitle: '',
                            url: '/orders/900002',
                          },
                        ],
                      },
                    ],
                  },
                },
              }
            : undefined,
      ],
    })
    renderWithApp(routes, { bridge })
    const user = userEvent.setup()
    const box = await screen.findByRole('combobox', { name: 'Пошук' })
    await user.type(box, 'Павленко')
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(2)
    // The second line: the server's words, then the order's status by its label, not its code.
    expect(options[0]?.textContent).toContain('0671234567 · Нове')
    expect(options[0]?.textContent).not.toMatch(/\bnew\b/)
    expect(bridge.apiCalls.filter((c) => c.path === '/api/search')).toEqual([
      { method: 'POST', path: '/api/search', body: { q: 'Павленко' } },
    ])
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(options[1]?.getAttribute('aria-selected')).toBe('true')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(where()).toBe('/orders/900001'))
  })

  it('sends a name’s Enter where the server found it', async () => {
    const target = `/orders?surname=${encodeURIComponent('Коваленко**')}`
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === '/api/search'
            ? { status: 200, ok: true, data: { data: { target, groups: [] } } }
            : undefined,
      ],
    })
    renderWithApp(routes, { bridge })
    const box = await screen.findByRole('combobox', { name: 'Пошук' })
    fireEvent.change(box, { target: { value: 'Коваленко' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(where()).toBe(target))
  })
})
