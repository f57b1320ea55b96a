import { useEffect, useState, type RefObject } from 'react'

/** The width last measured per list: the next visit draws its columns for it at once. */
const measured = new Map<string, number>()

/**
 * The px a list's data columns may take: its box's inner width (without its scrollbar) less
 * the checkbox and actions columns, which keep the width of their buttons. Measured after
 * layout (a ResizeObserver's report), again whenever the box changes size (the window, the
 * right panel), and `null` until first known.
 */
export function useAvailableWidth(box: RefObject<HTMLElement | null>, key: string): number | null {
  const [width, setWidth] = useState<number | null>(() => measured.get(key) ?? null)
  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver !== 'function') return
    const measure = () => {
      // A document that lays nothing out (a unit test's) has nothing to tell.
      if (el.clientWidth === 0) return
      const fixed = Array.from(
        el.querySelectorAll<HTMLElement>('thead th.rl-select, thead th.rl-actions-head'),
      ).reduce((sum, th) => sum + th.getBoundingClientRect().width, 0)
      const next = Math.floor(el.clientWidth - fixed)
      measured.set(key, next)
      setWidth((old) => (old !== null && Math.abs(old - next) < 2 ? old : next))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [box, key])
  return width
}
