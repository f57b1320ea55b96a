import { useEffect, useState } from 'react'

/** Spec section 4: list items appear one after another, 100 ms apart. */
export const STAGGER_MS = 100
/**
 * No row waits longer than this many steps: rows of the first screen past the cap appear with
 * the last staggered one, so a tall window never waits seconds for its bottom rows.
 */
export const STAGGER_CAP = 12

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * For the rows rendered right after new data arrives (`dataKey` changes): the entrance delay
 * of the n-th row on screen, or `undefined` for no animation (rows below the first screen,
 * rows scrolled into view later, and everything when the user asked for reduced motion).
 */
export function useStagger(
  dataKey: number,
  onScreen: number,
): (visibleIndex: number) => number | undefined {
  // The dataset whose entrance has played out: any other one is entering. Derived, not set
  // while drawing: a state set during the render would draw the whole table twice.
  const [playedKey, setPlayedKey] = useState<number | null>(null)
  const active = dataKey !== playedKey && !prefersReducedMotion()
  useEffect(() => {
    if (!active) return
    const timer = window.setTimeout(() => setPlayedKey(dataKey), STAGGER_CAP * STAGGER_MS + 400)
    return () => window.clearTimeout(timer)
  }, [active, dataKey])

  return (visibleIndex) =>
    active && visibleIndex >= 0 && visibleIndex < onScreen
      ? Math.min(visibleIndex, STAGGER_CAP) * STAGGER_MS
      : undefined
}
