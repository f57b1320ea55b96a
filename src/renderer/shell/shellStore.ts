import { create } from 'zustand'
import { usePrefs } from '../app/prefsStore'
import { LEFT_MENU_MEMORY_QUERY, RIGHT_PANEL_QUERY, useMediaQuery } from '../hooks/useMediaQuery'
import type { RightTab } from '@shared/prefs'
import { useWindowKeydown } from '../hooks/useWindowKeydown'

/**
 * Shell state that is not remembered: on narrow windows the menu and the panel open over the
 * screen for a moment and start closed next time (they are remembered only when the window is wide).
 */
export const useShellStore = create<{ leftOpenNarrow: boolean; rightOpenNarrow: boolean }>()(
  () => ({ leftOpenNarrow: false, rightOpenNarrow: false }),
)

export function useLeftMenu(): { open: boolean; wide: boolean; toggle: () => void } {
  const wide = useMediaQuery(LEFT_MENU_MEMORY_QUERY)
  const remembered = usePrefs((s) => s.leftMenuOpen)
  const narrow = useShellStore((s) => s.leftOpenNarrow)
  const open = wide ? remembered : narrow
  const toggle = () => {
    if (wide) usePrefs.getState().set('leftMenuOpen', !open)
    else useShellStore.setState({ leftOpenNarrow: !open })
  }
  return { open, wide, toggle }
}

export function useRightPanel(): {
  open: boolean
  wide: boolean
  tab: RightTab
  setOpen: (open: boolean) => void
  setTab: (tab: RightTab) => void
} {
  const wide = useMediaQuery(RIGHT_PANEL_QUERY)
  const remembered = usePrefs((s) => s.rightSidebarOpen)
  const narrow = useShellStore((s) => s.rightOpenNarrow)
  const tab = usePrefs((s) => s.rightTab)
  return {
    open: wide ? remembered : narrow,
    wide,
    tab,
    setOpen: (open) => {
      if (wide) usePrefs.getState().set('rightSidebarOpen', open)
      else useShellStore.setState({ rightOpenNarrow: open })
    },
    setTab: (next) => usePrefs.getState().set('rightTab', next),
  }
}

/** Esc closes a menu or panel opened over the screen on a narrow window. */
export function useCloseOverlaysOnEscape(): void {
  const anyOpen = useShellStore((s) => s.leftOpenNarrow || s.rightOpenNarrow)
  useWindowKeydown((event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    // A dialog above the shell handles its own Esc first.
    if (document.querySelector('[aria-modal="true"]')) return
    useShellStore.setState({ leftOpenNarrow: false, rightOpenNarrow: false })
  }, anyOpen)
}
