/**
 * Where a screen appears in the left menu. A table says it in its declaration
 * (`menu` in `src/shared/resources/tables/*.ts`), a page that is not a table in `PAGES` below;
 * the shell's menus (`src/renderer/shell/menuItems.ts`) are built from both, each list ordered
 * by `at`. A screen without `menu` is not in the menu.
 */
export interface MenuPlace {
  /** The main list, or the submenu "Other". */
  in: 'main' | 'other'
  /** Position in that list: the list is sorted by it (gaps leave room for new items). */
  at: number
  icon: MenuIcon
  /** Also in the top bar's quick menu. */
  quick?: true
}

/** The shell's icons a menu item may use (the shell checks each is one of its icons). */
export type MenuIcon =
  | 'home'
  | 'chart'
  | 'orders'
  | 'phone'
  | 'sms'
  | 'folder'
  | 'box'
  | 'tag'
  | 'download'
  | 'cart'
  | 'settings'
  | 'image'
  | 'list'
  | 'article'
  | 'card'
  | 'star'
  | 'archive'
  | 'sliders'
  | 'filter'
  | 'robot'
  | 'globe'

/** The menu's pages that are not a table's list, by their key under `shell:menu.`. */
export const PAGES: Readonly<Record<string, { path: string; menu: MenuPlace }>> = {
  index: { path: '/', menu: { in: 'main', at: 10, icon: 'home', quick: true } },
  statistics: { path: '/statistics', menu: { in: 'main', at: 20, icon: 'chart', quick: true } },
  export: { path: '/export', menu: { in: 'main', at: 90, icon: 'download' } },
  // Packing mode; F2 opens it from anywhere.
  packing: { path: '/packing', menu: { in: 'other', at: 110, icon: 'box' } },
}
