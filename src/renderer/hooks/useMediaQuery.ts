import { useCallback, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, updated as the window resizes. */
export function useMediaQuery(query: string): boolean {
  // A stable subscribe keeps React from re-subscribing (and missing a change) on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

/** Spec section 9: the left menu state is remembered only from 990 px. */
export const LEFT_MENU_MEMORY_QUERY = '(min-width: 990px)'
/** Spec section 9: the right sidebar collapses below 992 px. */
export const RIGHT_PANEL_QUERY = '(min-width: 992px)'
