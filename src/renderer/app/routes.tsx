import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RootRoute } from './RootRoute'
import { MainLayout } from './layouts/MainLayout'
import { EmptyLayout } from './layouts/EmptyLayout'

/**
 * Every route of spec section 2, each in its layout, every screen loaded on demand. Table lists
 * and `/{table}/{id}` forms are the resource screens; the screens later work will build say so.
 */

/** Spec routes whose screen is the generic list of the table of the same name. */
export const TABLE_LIST_ROUTES = [
  'orders',
  'orders_images',
  'action_logs',
  'parsers',
  'seo',
  'sms',
  'articles',
  'filters',
  'settings',
  'categories',
  'products',
  'attributes',
  'prom_products',
  'payments',
  'reviews',
  'inventory',
  'cart',
  // Until the calls desk screen (the order form beside the calls) is built: the calls list.
  'calls',
  // Not routes of the spec: the lists of the right panel's tables and of the staff accounts,
  // so every table has its list (reached by address; the right panel's tabs will link here).
  'ttns',
  'tasks',
  'cash_flows',
  'users',
] as const

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
          ...TABLE_LIST_ROUTES.map((path) => ({ path, lazy: listScreen })),
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
