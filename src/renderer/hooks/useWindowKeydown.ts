import { useLayoutEffect, useRef } from 'react'

/**
 * A key handler on the window, live from the moment its screen is committed: attached in a
 * layout effect, so a shortcut pressed as soon as the screen paints is never lost (a passive
 * effect runs after paint, and the browser may hand a keystroke to the page first), and
 * attached once, always calling the latest `onKey`, so a re-render never leaves a gap or a
 * handler with stale values. `enabled` false detaches it.
 */
export function useWindowKeydown(onKey: (event: KeyboardEvent) => void, enabled = true): void {
  const latest = useRef(onKey)
  useLayoutEffect(() => {
    latest.current = onKey
  })
  useLayoutEffect(() => {
    if (!enabled) return
    const listener = (event: KeyboardEvent) => latest.current(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [enabled])
}
