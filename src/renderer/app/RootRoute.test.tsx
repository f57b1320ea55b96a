import { describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { createI18n } from '../i18n'
import { createFakeBridge } from '../test/fakeBridge'
import { Providers } from './Providers'
import { RootRoute } from './RootRoute'

function Where() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

describe('RootRoute', () => {
  it('goes where the desktop app tells it (the tray’s new orders, a sign-out’s login)', async () => {
    const bridge = createFakeBridge()
    const router = createMemoryRouter(
      [{ element: <RootRoute />, children: [{ path: '*', element: <Where /> }] }],
      { initialEntries: ['/calls'] },
    )
    render(
      <Providers bridge={bridge} queryClient={new QueryClient()} i18n={createI18n()}>
        <RouterProvider router={router} />
      </Providers>,
    )
    expect(await screen.findByText('at /calls')).toBeVisible()
    // Main pushes once the window listens; the window's listener is set up in an effect, which
    // a busy test run may not have run yet when the first screen shows: push until it lands.
    const pushUntilThere = (route: string) =>
      waitFor(() => {
        act(() => bridge.pushNavigate(route))
        expect(screen.getByText(`at ${route}`)).toBeVisible()
      })
    await pushUntilThere('/orders?status=new')
    await pushUntilThere('/login')
  })
})
