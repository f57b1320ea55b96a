import { useSyncExternalStore } from 'react'
import { CALENDAR, screenFor, type Screen } from './calendar'

const QUERIES = Object.values(CALENDAR.breakpoints).map((px) => `(min-width: ${px}px)`)

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const lists = QUERIES.map((q) => window.matchMedia(q))
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

function current(): Screen {
  if (typeof window.matchMedia !== 'function') return screenFor(window.innerWidth)
  const widths = Object.values(CALENDAR.breakpoints)
  const reached = widths.filter((px) => window.matchMedia(`(min-width: ${px}px)`).matches)
  return screenFor(reached.length ? Math.max(...reached) : 0)
}

/** The calendar's breakpoint (640, 768, 1024, 1280 px), followed as the window resizes. */
export function useScreen(): Screen {
  return useSyncExternalStore(subscribe, current, () => 'lg')
}
