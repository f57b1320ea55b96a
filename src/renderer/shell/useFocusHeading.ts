import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a screen's code and first data may take before the heading is given up on. */
const WAIT_MS = 3_000

/** A field the person types or scans into. */
const FIELD = 'input, textarea, select, [contenteditable="true"]'

/**
 * After a move to another screen, the keyboard and the screen reader start at its heading: the
 * screen's `h1` (made focusable with tabIndex -1) takes the focus once it is drawn. Not on the
 * first load (the skip link comes first then), not under an open dialog, not when the new
 * screen put the focus somewhere itself, and never away from a field of the screen that holds
 * the focus (packing's scanner field stays through `/packing` → `/packing/{id}`: a scan right
 * after must not land on the heading).
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const main = document.getElementById('main-content')
    if (!main) return
    const before = main.querySelector('h1')
    const beforeText = before?.textContent
    const focusedBefore = document.activeElement
    const deadline = performance.now() + WAIT_MS
    let frame = 0
    const tryFocus = () => {
      if (document.querySelector('[aria-modal="true"]')) return
      const active = document.activeElement
      if (active && main.contains(active) && active.matches(FIELD)) return
      if (active !== focusedBefore && active !== main && active && main.contains(active)) return
      const h1 = main.querySelector<HTMLElement>('h1')
      const isNew = h1 && (h1 !== before || h1.textContent !== beforeText)
      if (h1 && (isNew || performance.now() > deadline)) {
        if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1
        h1.focus({ preventScroll: true })
        return
      }
      if (performance.now() <= deadline) frame = requestAnimationFrame(tryFocus)
    }
    frame = requestAnimationFrame(tryFocus)
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
