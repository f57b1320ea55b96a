import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** Positions by history entry, for this window's life. */
const positions = new Map<string, number>()
/**
 * Give up after this long: the content never grew tall enough (filtered out rows, say). A slow
 * desk computer may take seconds to bring a busy screen's rows (the orders' status tabs and list).
 */
const RETRY_MS = 10_000

/**
 * React Router's `<ScrollRestoration>` restores a position once, right after the screen
 * renders. A list whose rows arrive a moment later (virtual rows measured after mount, rows
 * shown one by one) is still short then, so the browser clamps the position. On back/forward
 * this keeps asking for the saved position, frame by frame, until the page is tall enough, and
 * puts it back if the page shrinks under it for a moment, until the person moves it.
 */
export function useScrollRetry(): void {
  const location = useLocation()
  const type = useNavigationType()
  const lastY = useRef(0)
  const current = useRef(location.key)

  useEffect(() => {
    const onScroll = () => {
      lastY.current = window.scrollY
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useLayoutEffect(() => {
    // The browser reports the clamped position of the outgoing screen only on a later scroll
    // event, so the last value seen is still the outgoing screen's.
    positions.set(current.current, lastY.current)
    current.current = location.key
    const target = positions.get(location.key)
    if (type !== 'POP' || !target) return
    const started = performance.now()
    let frame = 0
    /** Where this last put the page; null before the first frame. */
    let placed: number | null = null
    const tick = () => {
      if (performance.now() - started > RETRY_MS) return
      const room = document.documentElement.scrollHeight - window.innerHeight
      const want = Math.min(target, room)
      if (Math.abs(window.scrollY - want) > 1) {
        // Neither where this put it nor clamped to the bottom of a page that shrank under it:
        // the person moved it (by the scrollbar, which raises none of the events below).
        const moved =
          placed !== null &&
          Math.abs(window.scrollY - placed) > 1 &&
          Math.abs(window.scrollY - room) > 1
        if (moved) return
        window.scrollTo(0, want)
        placed = want
      }
      // Kept watching for the whole while: rows re-rendered by a refetch may shrink the page
      // for a moment, and the browser's clamp would otherwise stand.
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    const stop = () => cancelAnimationFrame(frame)
    // A person who scrolls, touches, clicks or types meanwhile takes over.
    const TAKEOVER = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const
    for (const event of TAKEOVER) {
      window.addEventListener(event, stop, { once: true, passive: true })
    }
    return () => {
      stop()
      for (const event of TAKEOVER) window.removeEventListener(event, stop)
    }
  }, [location.key, type])
}
