import { render } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom'
import { RecordWindowsProvider } from '../resources/record/RecordWindowsProvider'
import { Providers } from '../app/Providers'
import { usePrefs } from '../app/prefsStore'
import { useInformerStore } from '../shell/informers'
import { createI18n } from '../i18n'
import { createFakeBridge, type FakeBridge } from './fakeBridge'

/** Renders routes inside the app's providers with a fake bridge, starting at `path`. */
export function renderWithApp(
  routes: RouteObject[],
  {
    path = '/',
    bridge = createFakeBridge(),
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { path?: string; bridge?: FakeBridge; queryClient?: QueryClient } = {},
) {
  // Stores are module singletons; every test starts from the defaults.
  usePrefs.setState(usePrefs.getInitialState(), true)
  useInformerStore.setState({ list: null })
  // As RootRoute does in the app: the record windows any screen may open.
  const root: RouteObject = {
    element: (
      <RecordWindowsProvider>
        <Outlet />
      </RecordWindowsProvider>
    ),
    children: routes,
  }
  const router = createMemoryRouter([root], { initialEntries: [path] })
  const view = render(
    <Providers bridge={bridge} queryClient={queryClient} i18n={createI18n()}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router, bridge, queryClient }
}
