import { format, isValid, parse, parseISO } from 'date-fns'

/** The calendar's numbers: debounce, popover delay, swipe limits, breakpoints. */
export const CALENDAR = {
  /** A typed date is read this long after the last keystroke. */
  inputDebounceMs: 1000,
  /** A day's popover stays this long after the pointer leaves, so it can be reached. */
  popoverHideDelayMs: 110,
  swipe: { maxMs: 300, minX: 60, maxY: 80 },
  /** Screen widths (px) the calendar adapts at: sm, md, lg, xl. */
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  /** The year picker shows this many years a page. */
  yearGroup: 12,
  /** The title: month plus year. */
  titleMask: 'LLLL yyyy',
  /** What the model holds: ISO dates (`2026-11-23`); with time, ISO instants. */
  modelMask: 'yyyy-MM-dd',
} as const

export type Screen = 'base' | keyof typeof CALENDAR.breakpoints

/** The widest breakpoint a window of this width reaches. */
export function screenFor(width: number): Screen {
  const { sm, md, lg, xl } = CALENDAR.breakpoints
  if (width >= xl) return 'xl'
  if (width >= lg) return 'lg'
  if (width >= md) return 'md'
  if (width >= sm) return 'sm'
  return 'base'
}

export interface TouchPoint {
  x: number
  y: number
  /** Milliseconds (event time stamp). */
  t: number
}

/**
 * A swipe changes the month when it is quick (at most 300 ms), long enough sideways (at least
 * 60 px) and not a scroll (at most 80 px up or down). Right to left shows the next month.
 */
export function swipeDirection(start: TouchPoint, end: TouchPoint): 'next' | 'prev' | null {
  const { maxMs, minX, maxY } = CALENDAR.swipe
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (end.t - start.t > maxMs) return null
  if (Math.abs(dx) < minX || Math.abs(dy) > maxY) return null
  return dx < 0 ? 'next' : 'prev'
}

/** What people type and read. */
export const SHOWN_DATE = 'dd.MM.yyyy'
export const SHOWN_DATE_TIME = 'dd.MM.yyyy / HH:mm'
/** Typed variants accepted besides the shown ones. */
const TYPED_DATE_TIME = ['dd.MM.yyyy / HH:mm', 'dd.MM.yyyy HH:mm', 'dd.MM.yyyy, HH:mm']

/** The model value (ISO) as a Date; `null` when empty or not a date. */
export function fromModel(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/** A Date as the model holds it: `yyyy-MM-dd`, or an ISO instant with time. */
export function toModel(date: Date, withTime: boolean): string {
  return withTime ? date.toISOString() : format(date, CALENDAR.modelMask)
}

/** A Date as shown in the input. */
export function toShown(date: Date | null, withTime: boolean): string {
  if (!date) return ''
  return format(date, withTime ? SHOWN_DATE_TIME : SHOWN_DATE)
}

/**
 * Typed text as a Date: `05.03.2026` (single-digit day and month too), with time
 * `05.03.2026 / 14:07`. `null` for empty text, `undefined` for text that is not a date.
 */
export function parseTyped(text: string, withTime: boolean): Date | null | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  if (trimmed === '') return null
  const reference = new Date(2000, 0, 1, 0, 0, 0, 0)
  const patterns = withTime ? [...TYPED_DATE_TIME, 'd.M.yyyy'] : ['d.M.yyyy']
  for (const pattern of patterns) {
    const date = parse(trimmed, pattern, reference)
    if (isValid(date) && date.getFullYear() >= 1900 && date.getFullYear() <= 2100) return date
  }
  return undefined
}
