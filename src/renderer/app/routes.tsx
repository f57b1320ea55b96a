import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom'
import type { ShopBridge } from '@shared/bridge'
import { sessionQuery } from './session'
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
  { path: 'test', titleKey: 'menu.test' },
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

/** What the loaders need to start a screen's requests before its code has arrived. */
export interface RouteContext {
  queryClient: QueryClient
  bridge: ShopBridge
}

/**
 * Loaders run as soon as a navigation starts, alongside the screen's lazy chunk: they start the
 * session check, and the list's rows as soon as the session is known (at once when it is
 * cached), and return without waiting (the screens read the cache). So the first paint waits
 * for the chunk or for session + rows, whichever is slower, not for chunk + session + rows.
 * The rows wait for the session because a visitor who is not signed in must not be sent
 * anything but the login screen (a 401 there is a console error for nothing).
 */
function sessionLoader(ctx: RouteContext | undefined): LoaderFunction | undefined {
  if (!ctx) return undefined
  return () => {
    void ctx.queryClient.prefetchQuery(sessionQuery(ctx.bridge))
    return null
  }
}

function listLoader(ctx: RouteContext | undefined): LoaderFunction | undefined {
  if (!ctx) return undefined
  return ({ request }) => {
    const url = new URL(request.url)
    void ctx.queryClient
      .fetchQuery(sessionQuery(ctx.bridge))
      .then(() => import('../resources/prefetch'))
      .then(({ prefetchList }) => prefetchList(ctx.queryClient, ctx.bridge, url))
      // No session: the guard sends the visitor to /login; there is nothing to prefetch.
      .catch(() => undefined)
    return null
  }
}

export function appRoutes(ctx?: RouteContext): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      hydrateFallbackElement: null,
      children: [
        {
          element: <MainLayout />,
          loader: sessionLoader(ctx),
          // Nothing to revalidate: the loaders only warm the query cache.
          shouldRevalidate: () => false,
          children: [
            { index: true, lazy: screen(() => import('../screens/home/HomeScreen')) },
            ...TABLE_LIST_ROUTES.map((path) => ({
              path,
              lazy: listScreen,
              loader: listLoader(ctx),
            })),
            ...PENDING_ROUTES.map(({ path, titleKey }) => ({
              path,
              lazy: pendingScreen(titleKey),
            })),
            { path: ':table/:id', lazy: formScreen },
            { path: '*', lazy: screen(() => import('../screens/not-found/NotFoundScreen')) },
          ],
        },
        {
          element: <EmptyLayout />,
          children: [
            { path: 'login', lazy: screen(() => import('../screens/login/LoginScreen')) },
            {
              path: 'calls_new',
              lazy: screen(() => import('../screens/calls-new/CallsNewScreen')),
            },
          ],
        },
      ],
    },
  ]
}

export const ROUTES: RouteObject[] = appRoutes()

export function createAppRouter(ctx?: RouteContext) {
  return createBrowserRouter(appRoutes(ctx))
}
