import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react'
import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import { rememberedFit, rememberFitLater } from './rememberedFit'

/** A row's height (px): the stylesheet's `.rl-table tbody tr` says the same. */
export const ROW_HEIGHT = 28

/**
 * The scroll box's height: the window's less the frame around the box (what sits above it, and
 * below it the pager, the screen's padding and the footer), or a fixed one where a list sits
 * inside another screen. Set here rather than in the stylesheet so the first draw knows it
 * without measuring: `frame` is a first guess, then the box's top as the last layout placed it.
 */
const BOX = { frame: 260, below: 84, min: 200, compact: 320, border: 2 } as const

/** The frame last measured per list: the next visit starts from it. */
const frames = new Map<string, number>()

function boxStyle(compact: boolean | undefined, frame: number): CSSProperties {
  return compact
    ? { maxHeight: BOX.compact }
    : { maxHeight: `calc(100vh - ${frame}px)`, minHeight: BOX.min }
}

/** The box's inner size when the rows fill it, as `boxStyle` makes it. */
function boxRect(compact: boolean | undefined, frame: number): Rect {
  const outer = compact ? BOX.compact : Math.max(BOX.min, window.innerHeight - frame)
  return { width: window.innerWidth, height: outer - BOX.border }
}

/** The frame above and below `box` as the last layout placed it, or null where nothing lays out. */
function frameOf(box: HTMLElement): number | null {
  const top = box.getBoundingClientRect().top + window.scrollY
  // A document that lays nothing out (a unit test's) has nothing to tell.
  if (box.offsetParent === null || top <= 0) return null
  return Math.round(top + BOX.below)
}

type Observe = (
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
) => () => void

export interface Box {
  style: CSSProperties
  initialRect: Rect
  /** The virtualizer's `observeElementRect`: the box's size, told again when it changes. */
  observe: Observe
}

/** Boxes the virtualizer has met, and whether each has scrolled since. */
const boxesMet = new WeakMap<Element, { scrolled: boolean }>()

/**
 * The virtualizer's `scrollToFn`: the library's own, less the write it makes when it first
 * meets a new box, to the top where the box already is. `scrollTo` lays out the whole new page
 * to clamp the offset, in the middle of the commit that drew it.
 */
export function scrollBox(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  const box = instance.scrollElement
  if (box) {
    let met = boxesMet.get(box)
    if (!met) {
      const state = { scrolled: false }
      met = state
      boxesMet.set(box, state)
      box.addEventListener('scroll', () => (state.scrolled = true), { once: true, passive: true })
    }
    if (!met.scrolled && offset + (options.adjustments ?? 0) === 0) return
  }
  elementScroll(offset, options, instance)
}

/**
 * The scroll box's size for the virtualizer, known from the window's height and the box's top
 * without measuring while React commits the table. The library's default measures the box in
 * the commit: a forced layout of the whole new page inside it, and, when the box was still
 * empty or its answer differed, a second drawing of the table before the first paint. Here the
 * box's top is read after a frame (layout is done by then), again when the window or the
 * screen around the box changes size, and only a change of it draws the table again. A table
 * committed without its rows to be measured (`bare`, see useAvailableWidth) reads its top in
 * that commit, when the layout is small and already done for the width: the rows' first paint
 * then has the box's height.
 */
export function useBox(
  scrollRef: RefObject<HTMLDivElement | null>,
  compact: boolean | undefined,
  key: string,
  list?: string,
  bare = false,
): Box {
  const [frame, setFrame] = useState(
    () => frames.get(key) ?? rememberedFit(list, 'frame') ?? BOX.frame,
  )
  const current = useRef(frame)
  const report = useRef<(() => void) | null>(null)
  useLayoutEffect(() => {
    const box = scrollRef.current
    if (!bare || compact || !box) return
    const next = frameOf(box)
    if (next === null || Math.abs(next - current.current) < 2) return
    current.current = next
    frames.set(key, next)
    setFrame(next)
  }, [bare, compact, scrollRef, key])
  useEffect(() => {
    const box = scrollRef.current
    if (compact || !box) return
    let raf = 0
    let forget = () => {}
    const measure = () => {
      const next = frameOf(box)
      if (next === null) return
      if (list !== undefined) {
        forget()
        forget = rememberFitLater(list, 'frame', next)
      }
      if (Math.abs(next - current.current) < 2) return
      current.current = next
      frames.set(key, next)
      setFrame(next)
      report.current?.()
    }
    const later = () => {
      cancelAnimationFrame(raf)
      raf = requestAnimationFrame(measure)
    }
    later()
    window.addEventListener('resize', later)
    const around = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null
    if (box.parentElement) around?.observe(box.parentElement)
    return () => {
      cancelAnimationFrame(raf)
      forget()
      window.removeEventListener('resize', later)
      around?.disconnect()
    }
  }, [compact, scrollRef, key, list])
  const observe = useCallback<Observe>(
    (_, onRect) => {
      const send = () => onRect(boxRect(compact, current.current))
      report.current = send
      // The frame may have been measured since the virtualizer took its initial rect.
      send()
      window.addEventListener('resize', send)
      return () => {
        window.removeEventListener('resize', send)
        report.current = null
      }
    },
    [compact],
  )
  return { style: boxStyle(compact, frame), initialRect: boxRect(compact, frame), observe }
}
