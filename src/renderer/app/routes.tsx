import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom'
import type { ShopBridge } from '@shared/bridge'
import { RESOURCES, TABLE_NAMES, isTableName } from '@shared/resources/registry'
import { SESSION_FRESH_MS, SESSION_KEY, sessionQuery, type Session } from './session'
import { OWN_SCREENS, PAGE_SCREENS, listScreen, screen } from './screenCode'
import { RootRoute } from './RootRoute'
import { ScreenError } from './screenFallbacks'
import type * as Prefetch from '../resources/prefetch'
import { MainLayout } from './layouts/MainLayout'
import { EmptyLayout } from './layouts/EmptyLayout'

/**
 * Every route, each in its layout, every screen loaded on demand. Table lists
 * and `/{table}/{id}` forms are the resource screens.
 */

/**
 * Every table the registry lists has a route at its own name (`/orders`), whether the spec
 * names it or not (`/ttns`, `/users`): its own screen, or the generic list. Child tables
 * (order items) are edited inside their parent's form and have none.
 */
function tableRoutes(ctx: RouteContext | undefined): RouteObject[] {
  return TABLE_NAMES.filter((name) => RESOURCES[name].listed !== false).map((name) => ({
    path: name,
    lazy: OWN_SCREENS[name] ?? listScreen,
    loader: listLoader(ctx),
  }))
}
const formScreen = screen(() => import('../resources/FormRoute'))

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
    prefetchListAt(ctx, new URL(request.url))
    return null
  }
}

/** The prefetch code once it has arrived (it is asked for with the first list). */
let prefetchCode: typeof Prefetch | undefined

/**
 * The list at `url`'s rows, once the session says someone is signed in (see the loaders). With
 * the session known and the prefetch code here (a page turn, a filter, another list), the
 * request leaves in the click's own task: an `import()` of a module already loaded still
 * answers a task later, behind the drawing the navigation starts (25-35 ms of a page turn).
 */
export function prefetchListAt(ctx: RouteContext, url: URL): void {
  const session = knownSession(ctx)
  if (session && prefetchCode) {
    // Nobody signed in: the guard sends the visitor to /login; nothing to prefetch.
    if (session.user) prefetchCode.prefetchList(ctx.queryClient, ctx.bridge, url)
    return
  }
  // The prefetch code is asked for with the session, not after it: its chunk would otherwise
  // be one more round trip between the session's answer and the rows' request.
  const code = import('../resources/prefetch')
  void Promise.all([ctx.queryClient.fetchQuery(sessionQuery(ctx.bridge)), code])
    .then(([answer, loaded]) => {
      prefetchCode = loaded
      if (!answer.user) return
      loaded.prefetchList(ctx.queryClient, ctx.bridge, url)
    })
    .catch(() => undefined)
}

/** The session's answer while it is fresh (as `fetchQuery` would return it without asking). */
function knownSession(ctx: RouteContext): Session | undefined {
  const query = ctx.queryClient.getQueryCache().find<Session>({ queryKey: SESSION_KEY })
  if (!query || query.state.data === undefined || query.isStaleByTime(SESSION_FRESH_MS)) {
    return undefined
  }
  return query.state.data
}

/** Whether a path is a table's list (`/orders`), the routes that have a list loader. */
function isListPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean)
  if (parts.length !== 1) return false
  try {
    const name = decodeURIComponent(parts[0] ?? '')
    return isTableName(name) && RESOURCES[name].listed !== false
  } catch {
    // A malformed address (`/%E0`): the router shows it as not found.
    return false
  }
}

export function appRoutes(ctx?: RouteContext): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      hydrateFallbackElement: null,
      // The sign-in screens, and the shell itself, have no frame to keep.
      errorElement: <ScreenError />,
      children: [
        {
          element: <MainLayout />,
          loader: sessionLoader(ctx),
          // Nothing to revalidate: the loaders only warm the query cache.
          shouldRevalidate: () => false,
          children: [
            {
              // A screen that fails shows why in its place, with the shell still around it.
              errorElement: <ScreenError />,
              children: [
                { index: true, lazy: PAGE_SCREENS.home },
                ...tableRoutes(ctx),
                { path: 'test', lazy: screen(() => import('../screens/test/TestScreen')) },
                {
                  path: 'statistics/:type?',
                  lazy: PAGE_SCREENS.statistics,
                },
                // An order's page is the order desk's form, not the generic one.
                {
                  path: 'orders/:id',
                  lazy: screen(() => import('../screens/order-form/OrderFormRoute')),
                },
                // A name both products and orders carry: the first matches of each.
                {
                  path: 'search',
                  lazy: screen(() => import('../screens/search/SearchResultsScreen')),
                },
                // A table's rows as an XLSX or CSV file.
                { path: 'export', lazy: PAGE_SCREENS.export },
                // Packing mode: `/packing/900123` opens that order at once.
                {
                  path: 'packing/:code?',
                  lazy: PAGE_SCREENS.packing,
                },
                { path: ':table/:id', lazy: formScreen },
                { path: '*', lazy: screen(() => import('../screens/not-found/NotFoundScreen')) },
              ],
            },
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
  // The first address's rows are set going before the router asks for its screen's code: that
  // is some twenty chunks, which would take the browser's six connections to the server first,
  // with the session, the prefetch code and the rows queued behind them. (The loader asks again;
  // the same queries in flight are not sent twice.)
  if (ctx && isListPath(window.location.pathname)) {
    prefetchListAt(ctx, new URL(window.location.href))
  }
  return createBrowserRouter(appRoutes(ctx))
}
