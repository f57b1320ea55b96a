import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Profiler, memo } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { GoLink } from './GoLink'

afterEach(cleanup)

/** Called each time anything in the link's row is drawn (React's Profiler). */
const drawn = vi.fn()

/** A memoized row around the link, as a list's table draws it. */
const Row = memo(function Row() {
  return (
    <Profiler id="row" onRender={drawn}>
      <GoLink to="/orders/12">12</GoLink>
    </Profiler>
  )
})

function Address() {
  const { pathname, search } = useLocation()
  return <output data-testid="at">{pathname + search}</output>
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Row />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Address /> }],
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('GoLink', () => {
  it('is a link to its address, followed by the router on a plain click', async () => {
    const router = renderAt('/orders')
    const link = screen.getByRole('link', { name: '12' })
    expect(link.getAttribute('href')).toBe('/orders/12')
    await act(async () => {
      fireEvent.click(link)
    })
    expect(screen.getByTestId('at').textContent).toBe('/orders/12')
    await act(async () => router.navigate(-1))
    expect(screen.getByTestId('at').textContent).toBe('/orders')
  })

  it('leaves a click with a key held or another button to the browser', async () => {
    renderAt('/orders')
    const link = screen.getByRole('link', { name: '12' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      await act(async () => {
        link.dispatchEvent(event)
      })
      expect(event.defaultPrevented).toBe(false)
      expect(screen.getByTestId('at').textContent).toBe('/orders')
    }
  })

  it('is not drawn again when the address changes, in a row that is not', async () => {
    const router = renderAt('/orders')
    const before = drawn.mock.calls.length
    await act(async () => router.navigate('/orders?page=2'))
    await act(async () => router.navigate('/products'))
    expect(screen.getByTestId('at').textContent).toBe('/products')
    expect(drawn.mock.calls.length).toBe(before)
  })
})
