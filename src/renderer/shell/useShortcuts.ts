import { useWindowKeydown } from '../hooks/useWindowKeydown'

export const SEARCH_INPUT_ID = 'global-search'

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

/** `/` (when not typing) or Ctrl+K anywhere focuses the global search. */
export function useShortcuts(): void {
  useWindowKeydown((event) => {
    // `code` keeps Ctrl+K working with the Ukrainian or Russian layout active.
    const ctrlK =
      (event.ctrlKey || event.metaKey) && (event.code === 'KeyK' || event.key.toLowerCase() === 'k')
    // With the Ukrainian layout the same key types '.', so its position counts too.
    const slashKey = event.key === '/' || (event.code === 'Slash' && !event.shiftKey)
    const slash = slashKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)
    if (!ctrlK && !slash) return
    if (document.querySelector('[aria-modal="true"]')) return
    const input = document.getElementById(SEARCH_INPUT_ID)
    if (!(input instanceof HTMLInputElement)) return
    event.preventDefault()
    input.focus()
    input.select()
  })
}

/** Packing mode's key: F2 opens `/packing` from anywhere but an open dialog. */
export const PACKING_KEY = 'F2'

export function usePackingShortcut(open: () => void): void {
  useWindowKeydown((event) => {
    if (event.key !== PACKING_KEY || event.ctrlKey || event.altKey || event.metaKey) return
    if (document.querySelector('[aria-modal="true"]')) return
    event.preventDefault()
    open()
  })
}
