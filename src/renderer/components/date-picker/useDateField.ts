import { useEffect, useRef, useState, type TouchEvent } from 'react'
import { startOfDay } from 'date-fns'
import {
  CALENDAR,
  fromModel,
  parseTyped,
  swipeDirection,
  toModel,
  toShown,
  type TouchPoint,
} from './calendar'
import type { MonthNav } from './CalendarHeader'

/**
 * The date field's state: the typed text (read a debounce after the last keystroke, at once on
 * commit), whether it reads, the calendar's open state, mode and shown month, and the swipe.
 */
export function useDateField(
  value: string | null,
  onChange: (value: string | null) => void,
  withTime: boolean,
) {
  const selected = fromModel(value)
  const [text, setText] = useState(() => toShown(selected, withTime))
  const [synced, setSynced] = useState(value)
  const [invalid, setInvalid] = useState(false)
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'days' | 'years'>('days')
  const [view, setView] = useState(() => selected ?? new Date())
  // Remounts the calendar on a jump (typed date, chosen year): it keeps its month to itself.
  const [viewKey, setViewKey] = useState(0)
  if (value !== synced) {
    // The value changed from outside (a link, a reset): show what it now is.
    setSynced(value)
    setText(toShown(selected, withTime))
    setInvalid(false)
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const navRef = useRef<MonthNav | null>(null)
  const touchRef = useRef<TouchPoint | null>(null)
  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  const jumpTo = (date: Date) => {
    setView(date)
    setViewKey((k) => k + 1)
  }

  const commit = (typed: string) => {
    clearTimeout(timer.current)
    const date = parseTyped(typed, withTime)
    if (date === undefined) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    const next = date === null ? null : toModel(date, withTime)
    if (date) jumpTo(date)
    if (next !== value) {
      setSynced(next)
      onChange(next)
    }
  }

  const type = (typed: string) => {
    setText(typed)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(typed), CALENDAR.inputDebounceMs)
  }

  /** Leaving the field reads what is pending at once. */
  const flush = () => {
    if (timer.current !== undefined) commit(text)
    timer.current = undefined
  }

  const choose = (date: Date | null) => {
    const next = date === null ? null : toModel(withTime ? date : startOfDay(date), withTime)
    setSynced(next)
    setText(toShown(date, withTime))
    setInvalid(false)
    onChange(next)
    if (!withTime) {
      setOpen(false)
      inputRef.current?.focus()
    }
  }

  /** Opens on the days of the chosen month (today's when empty). */
  const openDays = () => {
    setMode('days')
    jumpTo(selected ?? new Date())
  }

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0]
    touchRef.current = p ? { x: p.clientX, y: p.clientY, t: e.timeStamp } : null
  }
  const onTouchEnd = (e: TouchEvent) => {
    const p = e.changedTouches[0]
    const start = touchRef.current
    touchRef.current = null
    if (!p || !start || mode !== 'days') return
    const direction = swipeDirection(start, { x: p.clientX, y: p.clientY, t: e.timeStamp })
    if (direction === 'next') navRef.current?.next()
    if (direction === 'prev') navRef.current?.prev()
  }

  return {
    selected,
    text,
    invalid,
    open,
    setOpen,
    mode,
    setMode,
    view,
    setView,
    viewKey,
    rootRef,
    inputRef,
    navRef,
    jumpTo,
    commit,
    type,
    flush,
    choose,
    openDays,
    onTouchStart,
    onTouchEnd,
  }
}
