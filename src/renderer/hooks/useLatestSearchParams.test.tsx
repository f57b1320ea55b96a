import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { useLatestSearchParams } from './useLatestSearchParams'

afterEach(cleanup)

const withParam = (latest: URLSearchParams, key: string, value: string) => {
  const next = new URLSearchParams(latest)
  next.set(key, value)
  return next
}

function Filters() {
  const [params, setParams] = useLatestSearchParams()
  return (
    <>
      <output data-testid="search">{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          // Two filters set before the screen renders the first one's address.
          setParams((latest) => withParam(latest, 'from', '2026-11-17'))
          setParams((latest) => withParam(latest, 'to', '2026-11-23'))
        }}
      >
        both
      </button>
      <button
        type="button"
        onClick={() => setParams((latest) => withParam(latest, 'status', 'new'))}
      >
        status
      </button>
    </>
  )
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/orders', element: <Filters /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('useLatestSearchParams', () => {
  it('builds a change on the one asked just before, not on the address still shown', async () => {
    renderAt('/orders?site=1')
    await act(async () => screen.getByRole('button', { name: 'both' }).click())
    expect(screen.getByTestId('search').textContent).toBe('site=1&from=2026-11-17&to=2026-11-23')
  })

  it('starts again from an address a link or Back brings', async () => {
    const router = renderAt('/orders?site=1')
    await act(async () => screen.getByRole('button', { name: 'both' }).click())
    await act(() => router.navigate('/orders?site=2'))
    await act(async () => screen.getByRole('button', { name: 'status' }).click())
    expect(screen.getByTestId('search').textContent).toBe('site=2&status=new')
    await act(() => router.navigate(-2))
    expect(screen.getByTestId('search').textContent).toBe('site=1&from=2026-11-17&to=2026-11-23')
    await act(async () => screen.getByRole('button', { name: 'status' }).click())
    expect(screen.getByTestId('search').textContent).toBe(
      'site=1&from=2026-11-17&to=2026-11-23&status=new',
    )
  })

  it('does not draw its screen again while a navigation away is still loading', async () => {
    const drawn = vi.fn()
    function Screen() {
      drawn()
      const [params] = useLatestSearchParams()
      return <output data-testid="search">{params.toString()}</output>
    }
    let arrive = () => {}
    const arrived = new Promise<null>((resolve) => {
      arrive = () => resolve(null)
    })
    const router = createMemoryRouter(
      [
        { path: '/orders', element: <Screen /> },
        { path: '/products', loader: () => arrived, element: <p>products</p> },
      ],
      { initialEntries: ['/orders?site=1'] },
    )
    render(<RouterProvider router={router} />)
    const before = drawn.mock.calls.length
    let leaving = Promise.resolve()
    act(() => {
      leaving = router.navigate('/products')
    })
    await act(async () => {
      await Promise.resolve()
    })
    expect(router.state.navigation.state).toBe('loading')
    expect(drawn.mock.calls.length).toBe(before)
    await act(async () => {
      arrive()
      await leaving
    })
    expect(screen.getByText('products')).toBeVisible()
  })

  it('replaces the entry when asked', async () => {
    function Replace() {
      const [params, setParams] = useLatestSearchParams()
      return (
        <button
          type="button"
          onClick={() => setParams(new URLSearchParams('x=2'), { replace: true })}
        >
          {params.toString()}
        </button>
      )
    }
    const router = createMemoryRouter(
      [
        { path: '/home', element: <p>home</p> },
        { path: '/orders', element: <Replace /> },
      ],
      {
        initialEntries: ['/home', '/orders?x=1'],
        initialIndex: 1,
      },
    )
    render(<RouterProvider router={router} />)
    await act(async () => screen.getByRole('button', { name: 'x=1' }).click())
    expect(router.state.location.search).toBe('?x=2')
    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/home')
  })
})
