import type { ComponentType } from 'react'
import { RESOURCES, isTableName, type TableName } from '@shared/resources/registry'
import type { ScreenModule } from '../components/deferred'
import { screenAfterFailedLoad } from './screenFallbacks'
import { QUIET_MS } from '../hooks/useIdleAfter'

/**
 * Where each screen's code comes from, for the router's lazy routes and for the menu, which asks
 * for a screen's code as the pointer or the focus reaches its item, so a click finds it loaded.
 * (The menu cannot import the routes: they import the layout the menu is part of.)
 */

/** A route's `lazy`: the screen's module, asked for when the route is first entered. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>

/**
 * A screen's code as a route's `lazy`. When it cannot be fetched, the route gets a screen that
 * says so and asks again (React Router would otherwise keep the failure for good, behind its
 * own error page).
 */
export const screen =
  (load: () => Promise<ScreenModule>): ScreenLoader =>
  async () => {
    try {
      return { Component: (await load()).default }
    } catch {
      return { Component: screenAfterFailedLoad(load) }
    }
  }

export const listScreen = screen(() => import('../resources/ListRoute'))

/** Tables whose list route is a screen of its own rather than the generic list. */
export const OWN_SCREENS: Partial<Record<TableName, ScreenLoader>> = {
  // The settings list, with the database's backups above it.
  settings: screen(() => import('../screens/settings/SettingsScreen')),
  // The catalogue tree (brend > model > serie), with the generic list a click away.
  categories: screen(() => import('../screens/categories/CategoriesScreen')),
  // Marks and availability as badges, a shelf label per barcode.
  products: screen(() => import('../screens/products/ProductsScreen')),
  // The Prom selection, with each account's feed address above it.
  prom_products: screen(() => import('../screens/prom-products/PromProductsScreen')),
  // Reviews are published or hidden from their row.
  reviews: screen(() => import('../screens/reviews/ReviewsScreen')),
  // Each write's changes as a before/after table.
  action_logs: screen(() => import('../screens/action-logs/ActionLogsScreen')),
  // Each article's Markdown body previewed, safely.
  articles: screen(() => import('../screens/articles/ArticlesScreen')),
  // The generic list under the status tabs and their counts.
  orders: screen(() => import('../screens/orders/OrdersScreen')),
  // The calls beside the order form.
  calls: screen(() => import('../screens/calls/CallsDesk')),
  // Stock-taking: a counting session fed by the barcode scanner.
  inventory: screen(() => import('../screens/inventory/InventoryScreen')),
  // Supplier price lists: upload, dry run, apply; the site parsers' list too.
  parsers: screen(() => import('../screens/parsers/ParsersScreen')),
  // Order photos as thumbnails, with a photo added to an order by its number.
  orders_images: screen(() => import('../screens/orders-images/OrdersImagesScreen')),
}

/** The menu's screens that are not a table's list, by their address's first segment. */
export const PAGE_SCREENS = {
  home: screen(() => import('../screens/home/HomeScreen')),
  statistics: screen(() => import('../screens/statistics/StatisticsScreen')),
  export: screen(() => import('../screens/export/ExportScreen')),
  packing: screen(() => import('../screens/packing/PackingScreen')),
} satisfies Record<string, ScreenLoader>

/**
 * The loader of the screen an address shows, where the first segment tells it: a page
 * (`/statistics/sales`) or a table's list (`/products`); none for a record's page (`/orders/12`)
 * or what is no screen of the app.
 */
export function screenOf(path: string): ScreenLoader | undefined {
  const segments = path.split('/').filter(Boolean)
  const first = segments[0] ?? 'home'
  if (Object.hasOwn(PAGE_SCREENS, first)) return PAGE_SCREENS[first as keyof typeof PAGE_SCREENS]
  if (segments.length > 1 || !isTableName(first) || RESOURCES[first].listed === false)
    return undefined
  return OWN_SCREENS[first] ?? listScreen
}

/**
 * Asks for the code of the screen at `path` ahead of the navigation (once: the module system
 * keeps it). A failure is left to the navigation, which asks again and shows it where the screen
 * would be.
 */
export function preloadScreen(path: string): void {
  void screenOf(path)?.()
}

/** Waits the code preloading below uses; tests give their own. */
export interface PreloadWaits {
  /** Resolves at the browser's next idle moment. */
  idle: () => Promise<void>
  /** Resolves after `ms`. */
  sleep: (ms: number) => Promise<void>
}

const browserWaits: PreloadWaits = {
  idle: () =>
    new Promise((resolve) => {
      // Not in every engine (jsdom has none): a short wait is near enough there.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve())
      else window.setTimeout(resolve, 50)
    }),
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
}

/**
 * Asks for the code of the screens at `paths`, one after another, so the first visit to a screen
 * during the day finds it fetched and evaluated instead of waiting on its files. Each is asked
 * for only once the app has been quiet for `QUIET_MS` (`quietFor`: how long since it last
 * fetched, saved or drew a screen's data; 0 while it does) and the browser is idle: a desk user
 * turns pages right after a list appears, and a screen's code evaluated then would land on that
 * click. Ends early when `signal` aborts. A screen whose code cannot be fetched is left to its
 * navigation, which asks again and says so.
 */
export async function preloadScreensWhenIdle(
  paths: readonly string[],
  quietFor: () => number,
  signal: AbortSignal,
  waits: PreloadWaits = browserWaits,
): Promise<void> {
  for (const path of paths) {
    const load = screenOf(path)
    if (!load) continue
    for (;;) {
      const quiet = quietFor()
      if (quiet < QUIET_MS) await waits.sleep(QUIET_MS - quiet)
      else await waits.idle()
      if (signal.aborted) return
      if (quiet >= QUIET_MS && quietFor() >= QUIET_MS) break
    }
    await load()
  }
}
