import { useSyncExternalStore } from 'react'

/**
 * One query's answer, kept as its `change` events tell it. Reading `matches` on a render
 * evaluates the query then and there: for a width, a layout of the page when the page has
 * changed (the viewport's width depends on its scrollbar), in the middle of React's drawing,
 * and React reads a snapshot several times per render and commit. (One sampled profile put
 * 12 ms of a page turn in `matchMedia`; traces did not confirm a gain: docs/performance-log.md.)
 * `prefers-reduced-motion` is read directly where needed: no layout behind it.
 */
export interface QueryStore {
  subscribe: (onChange: () => void) => () => void
  read: () => boolean
}

const stores = new Map<string, QueryStore>()

/** The kept answer of `query` (evaluated the first time it is asked for). */
export function mediaQuery(query: string): QueryStore {
  const known = stores.get(query)
  if (known) return known
  const list = window.matchMedia(query)
  let matches = list.matches
  const listeners = new Set<() => void>()
  list.addEventListener('change', (event) => {
    matches = event.matches
    for (const listener of listeners) listener()
  })
  const store: QueryStore = {
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    read: () => matches,
  }
  stores.set(query, store)
  return store
}

/** Whether a CSS media query matches now, updated as the window resizes. */
export function useMediaQuery(query: string): boolean {
  const store = mediaQuery(query)
  return useSyncExternalStore(store.subscribe, store.read)
}

/** Spec section 9: the left menu state is remembered only from 990 px. */
export const LEFT_MENU_MEMORY_QUERY = '(min-width: 990px)'
/** Spec section 9: the right sidebar collapses below 992 px. */
export const RIGHT_PANEL_QUERY = '(min-width: 992px)'
