import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { useGo } from './useGo'

afterEach(cleanup)

/** Called each time the frame is drawn. */
const drawn = vi.fn()

/** A frame that navigates but shows no address, around a screen that shows it. */
function Frame({ onDraw }: { onDraw: () => void }) {
  onDraw()
  const go = useGo()
  return (
    <>
      <button type="button" onClick={() => go('/packing')}>
        packing
      </button>
      <button type="button" onClick={() => go('/orders?page=2', { replace: true })}>
        replace
      </button>
      <Outlet />
    </>
  )
}

function Address() {
  const { pathname, search } = useLocation()
  return <output data-testid="at">{pathname + search}</output>
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ element: <Frame onDraw={drawn} />, children: [{ path: '*', element: <Address /> }] }],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('useGo', () => {
  it('goes to the address and pushes it onto the history', async () => {
    const router = renderAt('/orders')
    await act(async () => screen.getByRole('button', { name: 'packing' }).click())
    expect(screen.getByTestId('at').textContent).toBe('/packing')
    await act(async () => router.navigate(-1))
    expect(screen.getByTestId('at').textContent).toBe('/orders')
  })

  it('replaces the current entry when asked', async () => {
    const router = renderAt('/home')
    await act(async () => router.navigate('/orders'))
    await act(async () => screen.getByRole('button', { name: 'replace' }).click())
    expect(screen.getByTestId('at').textContent).toBe('/orders?page=2')
    await act(async () => router.navigate(-1))
    expect(screen.getByTestId('at').textContent).toBe('/home')
  })

  it('does not draw its component again when the address changes', async () => {
    const router = renderAt('/orders')
    const before = drawn.mock.calls.length
    await act(async () => router.navigate('/orders?page=2'))
    await act(async () => router.navigate('/products'))
    expect(screen.getByTestId('at').textContent).toBe('/products')
    expect(drawn.mock.calls.length).toBe(before)
  })
})
