import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RESOURCES, TABLE_NAMES, type TableName } from '@shared/resources/registry'
import { RootRoute } from './RootRoute'
import { MainLayout } from './layouts/MainLayout'
import { EmptyLayout } from './layouts/EmptyLayout'

/**
 * Every route of spec section 2, each in its layout, every screen loaded on demand. Table lists
 * and `/{table}/{id}` forms are the resource screens; the screens later work will build say so.
 */

/** Screens of later work: the route exists, the screen says it is not built yet. */
export const PENDING_ROUTES = [
  { path: 'statistics/:type?', titleKey: 'menu.statistics' },
  { path: 'export', titleKey: 'menu.export' },
] as const

type LazyModule = { default: ComponentType }
const screen = (load: () => Promise<LazyModule>) => async () => ({
  Component: (await load()).default,
})

const listScreen = screen(() => import('../resources/ListRoute'))

/** Tables whose list route is a screen of its own rather than the generic list. */
const OWN_SCREENS: Partial<Record<TableName, ReturnType<typeof screen>>> = {
  // The settings list, with the database's backups above it.
  settings: screen(() => import('../screens/settings/SettingsScreen')),
}

/**
 * Every table the registry lists has a route at its own name (`/orders`), whether the spec
 * names it or not (`/ttns`, `/users`): its own screen, or the generic list. Child tables
 * (order items) are edited inside their parent's form and have none.
 */
const TABLE_ROUTES: RouteObject[] = TABLE_NAMES.filter(
  (name) => RESOURCES[name].listed !== false,
).map((name) => ({ path: name, lazy: OWN_SCREENS[name] ?? listScreen }))
const formScreen = screen(() => import('../resources/FormRoute'))

function pendingScreen(titleKey: string) {
  return async () => {
    const { PendingScreen } = await import('../screens/pending/PendingScreen')
    return { Component: () => <PendingScreen titleKey={titleKey} /> }
  }
}

export const ROUTES: RouteObject[] = [
  {
    element: <RootRoute />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, lazy: screen(() => import('../screens/home/HomeScreen')) },
          ...TABLE_ROUTES,
          { path: 'test', lazy: screen(() => import('../screens/test/TestScreen')) },
          ...PENDING_ROUTES.map(({ path, titleKey }) => ({ path, lazy: pendingScreen(titleKey) })),
          { path: ':table/:id', lazy: formScreen },
          { path: '*', lazy: screen(() => import('../screens/not-found/NotFoundScreen')) },
        ],
      },
      {
        element: <EmptyLayout />,
        children: [
          { path: 'login', lazy: screen(() => import('../screens/login/LoginScreen')) },
          { path: 'calls_new', lazy: screen(() => import('../screens/calls-new/CallsNewScreen')) },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(ROUTES)
}
