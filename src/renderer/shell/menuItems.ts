import { PAGES, type MenuIcon, type MenuPlace } from '@shared/menu'
import { RESOURCE_DEFS } from '@shared/resources/registry'
import { canOpen } from '../app/rights'
import type { AuthUser } from '../app/session'

export interface MenuItem {
  /** The translation key under `shell:menu.` and the item's identity. */
  key: string
  path: string
  /** The shell passes it to `Icon`, so each `MenuIcon` must be one of the shell's icons. */
  icon: MenuIcon
  /** Also shown in the top bar's quick menu. */
  quick?: boolean
}

/** Every screen that declares a place in the menu: the pages, then the tables. */
const PLACED = [
  ...Object.entries(PAGES).map(([key, page]) => ({ key, path: page.path, ...page.menu })),
  ...RESOURCE_DEFS.flatMap((def) =>
    def.menu ? [{ key: def.table, path: `/${def.table}`, ...def.menu }] : [],
  ),
]

function menuOf(list: MenuPlace['in']): MenuItem[] {
  return PLACED.filter((item) => item.in === list).sort((a, b) => a.at - b.at)
}

/** The main items, in order, from the declarations' `menu`. */
export const MAIN_MENU: readonly MenuItem[] = menuOf('main')

/** The submenu "Other", in order, from the declarations' `menu`. */
export const OTHER_MENU: readonly MenuItem[] = menuOf('other')

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
