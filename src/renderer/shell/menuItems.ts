import { canOpen } from '../app/rights'
import type { AuthUser } from '../app/session'
import type { IconName } from './Icon'

export interface MenuItem {
  /** The translation key under `shell:menu.` and the item's identity. */
  key: string
  path: string
  icon: IconName
  /** Also shown in the top bar's quick menu. */
  quick?: boolean
}

/** Spec section 2: the main items, in order. */
export const MAIN_MENU: readonly MenuItem[] = [
  { key: 'index', path: '/', icon: 'home', quick: true },
  { key: 'statistics', path: '/statistics', icon: 'chart', quick: true },
  { key: 'orders', path: '/orders', icon: 'orders', quick: true },
  { key: 'calls', path: '/calls', icon: 'phone', quick: true },
  { key: 'sms', path: '/sms', icon: 'sms' },
  { key: 'categories', path: '/categories', icon: 'folder', quick: true },
  { key: 'products', path: '/products', icon: 'box', quick: true },
  { key: 'prom_products', path: '/prom_products', icon: 'tag' },
  { key: 'export', path: '/export', icon: 'download' },
  { key: 'cart', path: '/cart', icon: 'cart', quick: true },
  { key: 'settings', path: '/settings', icon: 'settings' },
]

/** Spec section 2: the submenu "Other", in order. */
export const OTHER_MENU: readonly MenuItem[] = [
  { key: 'orders_images', path: '/orders_images', icon: 'image' },
  { key: 'action_logs', path: '/action_logs', icon: 'list' },
  { key: 'articles', path: '/articles', icon: 'article' },
  { key: 'payments', path: '/payments', icon: 'card' },
  { key: 'reviews', path: '/reviews', icon: 'star' },
  { key: 'inventory', path: '/inventory', icon: 'archive' },
  { key: 'attributes', path: '/attributes', icon: 'sliders' },
  { key: 'filters', path: '/filters', icon: 'filter' },
  { key: 'parsers', path: '/parsers', icon: 'robot' },
  { key: 'seo', path: '/seo', icon: 'globe' },
  // Packing mode; F2 opens it from anywhere.
  { key: 'packing', path: '/packing', icon: 'box' },
  // Not the spec's: the log of the marketplace orders' import.
  { key: 'import_runs', path: '/import_runs', icon: 'download' },
]

export const QUICK_MENU = MAIN_MENU.filter((item) => item.quick)

/** Whether a menu item is the current screen (its list, its records, its statistics type). */
export function isCurrent(item: MenuItem, pathname: string): boolean {
  if (item.path === '/') return pathname === '/'
  return pathname === item.path || pathname.startsWith(`${item.path}/`)
}

/** The items this user may open (a table's screen needs its read right, as the server asks). */
export function menuFor(items: readonly MenuItem[], user: AuthUser | null | undefined): MenuItem[] {
  return items.filter((item) => canOpen(user, item.key))
}
