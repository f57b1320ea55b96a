import { useEffect, useState, type RefObject } from 'react'
import { usePrefs } from '../../app/prefsStore'
import { setListPref } from '../listPrefs'

/** The width last measured per list: the next visit draws its columns for it at once. */
const measured = new Map<string, number>()

/**
 * How long a new width must hold before it is remembered: a window dragged wider changes it
 * every frame.
 */
const REMEMBER_AFTER_MS = 1000

/**
 * The width a list's columns had at the window's present width, as the workstation remembers
 * it from an earlier start (`fit` in the list's preferences), or null.
 */
function remembered(list: string | undefined): number | null {
  const fit = list ? usePrefs.getState().lists[list]?.fit : undefined
  return fit && fit.window === window.innerWidth ? fit.width : null
}

/**
 * The px a list's data columns may take: its box's inner width (without its scrollbar) less
 * the checkbox and actions columns, which keep the width of their buttons. Measured after
 * layout (a ResizeObserver's report), again whenever the box changes size (the window, the
 * right panel). Until then it is the width last measured in this window, or for a list with
 * remembered preferences (`list`) the one remembered for the window's width, so the first draw
 * of the day shows the columns that fit instead of all of them for a moment; else `null`.
 */
export function useAvailableWidth(
  box: RefObject<HTMLElement | null>,
  key: string,
  list?: string,
): number | null {
  const [width, setWidth] = useState<number | null>(() => measured.get(key) ?? remembered(list))
  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver !== 'function') return
    let remember: number | undefined
    const measure = () => {
      // A document that lays nothing out (a unit test's) has nothing to tell.
      if (el.clientWidth === 0) return
      const fixed = Array.from(
        el.querySelectorAll<HTMLElement>('thead th.rl-select, thead th.rl-actions-head'),
      ).reduce((sum, th) => sum + th.getBoundingClientRect().width, 0)
      const next = Math.floor(el.clientWidth - fixed)
      measured.set(key, next)
      setWidth((old) => (old !== null && Math.abs(old - next) < 2 ? old : next))
      if (list === undefined) return
      window.clearTimeout(remember)
      remember = window.setTimeout(() => {
        const at = remembered(list)
        if (at === null || Math.abs(at - next) >= 2) {
          setListPref(list, { fit: { window: window.innerWidth, width: next } })
        }
      }, REMEMBER_AFTER_MS)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      observer.disconnect()
      window.clearTimeout(remember)
    }
  }, [box, key, list])
  return width
}
