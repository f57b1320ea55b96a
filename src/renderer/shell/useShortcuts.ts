import { useEffect } from 'react'
import { matchesGlobal as matches } from '@shared/shortcuts-global'
import { useWindowKeydown } from '../hooks/useWindowKeydown'
import { useBridge } from '../platform'

export const SEARCH_INPUT_ID = 'global-search'

const dialogOpen = () => document.querySelector('[aria-modal="true"]') !== null

/** `/` (when not typing) or Ctrl+K anywhere focuses the global search (src/shared/shortcuts.ts). */
export function useShortcuts(): void {
  useWindowKeydown((event) => {
    if (!matches('search', event) || dialogOpen()) return
    const input = document.getElementById(SEARCH_INPUT_ID)
    if (!(input instanceof HTMLInputElement)) return
    event.preventDefault()
    input.focus()
    input.select()
  })
}

/** Packing mode's key: F2 opens `/packing` from anywhere but an open dialog. */
export function usePackingShortcut(open: () => void): void {
  useWindowKeydown((event) => {
    if (!matches('packing', event) || dialogOpen()) return
    event.preventDefault()
    open()
  })
}

/** The window event that opens the shortcuts sheet (the footer's button sends it). */
export const OPEN_SHORTCUTS = 'shop:shortcuts'

/**
 * `?` (when not typing), F1, the footer's button and the desktop app's Help menu (a push from
 * main) open the shortcuts sheet. Opening is idempotent and refused over an open dialog, so an
 * F1 that both the menu and the page see opens one sheet.
 */
export function useHelpShortcut(open: () => void): void {
  const bridge = useBridge()
  useWindowKeydown((event) => {
    if (!matches('help', event) || dialogOpen()) return
    event.preventDefault()
    open()
  })
  useEffect(() => {
    window.addEventListener(OPEN_SHORTCUTS, open)
    const off = bridge.app.onShowShortcuts(() => {
      if (!dialogOpen()) open()
    })
    return () => {
      window.removeEventListener(OPEN_SHORTCUTS, open)
      off()
    }
  }, [bridge, open])
}
