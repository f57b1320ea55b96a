import { useLayoutEffect, useState, type RefObject } from 'react'
import { rememberFitLater, rememberedFit } from './rememberedFit'

/** The width last measured per list: the next visit draws its columns for it at once. */
const measured = new Map<string, number>()

export interface AvailableWidth {
  /** `null` where nothing lays out (a unit test's document). */
  width: number | null
  /**
   * Nothing is known yet for this list at this window's width: the table is committed without
   * its rows, its box measured, and the rows drawn for that width before the first paint.
   */
  measuring: boolean
}

/**
 * The px a list's data columns may take: its box's inner width (without its scrollbar) less
 * the checkbox and actions columns, which keep the width of their buttons. Measured after
 * layout (a ResizeObserver's report), again whenever the box changes size (the window, the
 * right panel). The first draw uses the width last measured in this window, or for a list with
 * remembered preferences (`list`) the one remembered for the window's width, without
 * measuring; with neither, the box is measured as the table is first committed, before its
 * rows are drawn (`measuring`): laying out the header costs little, laying out a page of rows
 * in every declared column about as much as drawing it.
 */
export function useAvailableWidth(
  box: RefObject<HTMLElement | null>,
  key: string,
  list?: string,
): AvailableWidth {
  const [width, setWidth] = useState<number | null>(
    () => measured.get(key) ?? rememberedFit(list, 'width'),
  )
  const [measuring, setMeasuring] = useState(
    () =>
      typeof ResizeObserver === 'function' &&
      measured.get(key) === undefined &&
      rememberedFit(list, 'width') === null,
  )
  useLayoutEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver !== 'function') return
    const unknown = measured.get(key) === undefined && rememberedFit(list, 'width') === null
    let forget = () => {}
    const measure = () => {
      // Whatever the measure finds, the rows are drawn next.
      setMeasuring(false)
      // A document that lays nothing out (a unit test's) has nothing to tell.
      if (el.clientWidth === 0) return
      const fixed = Array.from(
        el.querySelectorAll<HTMLElement>('thead th.rl-select, thead th.rl-actions-head'),
      ).reduce((sum, th) => sum + th.getBoundingClientRect().width, 0)
      const next = Math.floor(el.clientWidth - fixed)
      measured.set(key, next)
      setWidth((old) => (old !== null && Math.abs(old - next) < 2 ? old : next))
      if (list === undefined) return
      forget()
      forget = rememberFitLater(list, 'width', next)
    }
    // Nothing known for this window's width: measured before the first paint, so the columns
    // that do not fit are never shown (after it they would jump away in view).
    if (unknown) measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      observer.disconnect()
      forget()
    }
  }, [box, key, list])
  return { width, measuring }
}
