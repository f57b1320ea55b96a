import { useSyncExternalStore } from 'react'
import { mediaQuery } from '../../hooks/useMediaQuery'
import { CALENDAR, screenFor, type Screen } from './calendar'

const WIDTHS = Object.values(CALENDAR.breakpoints)
const query = (px: number) => mediaQuery(`(min-width: ${px}px)`)

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const stops = WIDTHS.map((px) => query(px).subscribe(onChange))
  return () => {
    for (const stop of stops) stop()
  }
}

/** Read from the kept answers (see `mediaQuery`): a date picker draws with every list. */
function current(): Screen {
  if (typeof window.matchMedia !== 'function') return screenFor(window.innerWidth)
  const reached = WIDTHS.filter((px) => query(px).read())
  return screenFor(reached.length ? Math.max(...reached) : 0)
}

/** The calendar's breakpoint (640, 768, 1024, 1280 px), followed as the window resizes. */
export function useScreen(): Screen {
  return useSyncExternalStore(subscribe, current, () => 'lg')
}
