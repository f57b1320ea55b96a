import { useEffect, useId, useRef, useState, type TouchEvent } from 'react'
import ReactDatePicker, {
  registerLocale,
  type ReactDatePickerCustomHeaderProps,
} from 'react-datepicker'
import { format, isSameDay, startOfDay } from 'date-fns'
import { uk } from 'date-fns/locale/uk'
import { ru } from 'date-fns/locale/ru'
import { useTranslation } from 'react-i18next'
import 'react-datepicker/dist/react-datepicker.css'
import './date-picker.css'
import {
  CALENDAR,
  fromModel,
  parseTyped,
  swipeDirection,
  toModel,
  toShown,
  type TouchPoint,
} from './calendar'
import { DayCell, type DayAttribute } from './DayCell'
import { useScreen } from './useScreen'

export type { DayAttribute } from './DayCell'

registerLocale('uk', uk)
registerLocale('ru', ru)
const LOCALES = { uk, ru } as const

export interface DatePickerProps {
  label: string
  /** The model value: `yyyy-MM-dd`, or an ISO instant with `withTime`; `null` when empty. */
  value: string | null
  onChange: (value: string | null) => void
  withTime?: boolean
  /** What a day holds, shown as marks and in the day's popover (day as `yyyy-MM-dd`). */
  dayAttributes?: (day: string) => readonly DayAttribute[]
  /** Two months side by side from 1024 px (a period picker); one otherwise. */
  wide?: boolean
  required?: boolean
  disabled?: boolean
  className?: string
  /** For a form that writes its own `<label htmlFor={id}>`: the field's id, and no label here. */
  id?: string
  /** The form's error for the field (its element id), announced with the input. */
  describedBy?: string
  invalid?: boolean
  onBlur?: () => void
}

/** Today is always marked; its mark carries no label, so its popover shows the spec's fallback. */
const TODAY: DayAttribute = { key: 'today' }

/**
 * The one date picker of the app: a text field that reads `dd.mm.yyyy` (with time
 * `dd.mm.yyyy / hh:mm`) a second after the last keystroke (at once on Enter or when left), and a
 * calendar popover: month plus year in the title, the title opening a picker of 12 years a page,
 * a swipe to change the month on touch screens, day marks with popovers.
 */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, withTime = false, dayAttributes, wide, disabled } = props
  const { t, i18n } = useTranslation('datepicker')
  const lang = i18n.language === 'ru' ? 'ru' : 'uk'
  const ownId = useId()
  const id = props.id ?? ownId
  const popoverId = `${id}-calendar`
  const errorId = `${id}-error`
  const screen = useScreen()

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
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const nav = useRef<{ next: () => void; prev: () => void } | null>(null)
  const touch = useRef<TouchPoint | null>(null)
  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
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

  const choose = (date: Date | null) => {
    const next = date === null ? null : toModel(withTime ? date : startOfDay(date), withTime)
    setSynced(next)
    setText(toShown(date, withTime))
    setInvalid(false)
    onChange(next)
    if (!withTime) {
      setOpen(false)
      input.current?.focus()
    }
  }

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0]
    touch.current = p ? { x: p.clientX, y: p.clientY, t: e.timeStamp } : null
  }
  const onTouchEnd = (e: TouchEvent) => {
    const p = e.changedTouches[0]
    const start = touch.current
    touch.current = null
    if (!p || !start || mode !== 'days') return
    const direction = swipeDirection(start, { x: p.clientX, y: p.clientY, t: e.timeStamp })
    if (direction === 'next') nav.current?.next()
    if (direction === 'prev') nav.current?.prev()
  }

  const header = (h: ReactDatePickerCustomHeaderProps) => {
    if (mode === 'years') {
      const range = h.visibleYearsRange
      return (
        <div className="dp-header">
          <button
            type="button"
            className="dp-header__nav"
            aria-label={t('prev_years')}
            onClick={h.decreaseYear}
          >
            ‹
          </button>
          <span className="dp-header__title" aria-live="polite">
            {range ? `${range.startYear} – ${range.endYear}` : format(h.date, 'yyyy')}
          </span>
          <button
            type="button"
            className="dp-header__nav"
            aria-label={t('next_years')}
            onClick={h.increaseYear}
          >
            ›
          </button>
        </div>
      )
    }
    const monthsShown = wide && (screen === 'lg' || screen === 'xl') ? 2 : 1
    const first = h.customHeaderCount === 0
    const last = h.customHeaderCount === monthsShown - 1
    if (first) nav.current = { next: h.increaseMonth, prev: h.decreaseMonth }
    return (
      <div className="dp-header">
        {first ? (
          <button
            type="button"
            className="dp-header__nav"
            aria-label={t('prev_month')}
            onClick={h.decreaseMonth}
          >
            ‹
          </button>
        ) : (
          <span className="dp-header__nav" />
        )}
        <button
          type="button"
          className="dp-header__title"
          aria-label={`${t('choose_year')}: ${format(h.monthDate, CALENDAR.titleMask, { locale: LOCALES[lang] })}`}
          onClick={() => {
            setView(h.monthDate)
            setMode('years')
          }}
        >
          {format(h.monthDate, CALENDAR.titleMask, { locale: LOCALES[lang] })}
        </button>
        {last ? (
          <button
            type="button"
            className="dp-header__nav"
            aria-label={t('next_month')}
            onClick={h.increaseMonth}
          >
            ›
          </button>
        ) : (
          <span className="dp-header__nav" />
        )}
      </div>
    )
  }

  const today = new Date()
  const attributesOf = (date: Date): readonly DayAttribute[] => {
    const own = dayAttributes?.(format(date, CALENDAR.modelMask)) ?? []
    return isSameDay(date, today) ? [...own, TODAY] : own
  }

  return (
    <div
      ref={root}
      className={`dp dp--${screen}${props.className ? ` ${props.className}` : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          // The calendar closes; a window around it stays open.
          e.stopPropagation()
          setOpen(false)
          setMode('days')
          input.current?.focus()
        }
      }}
    >
      {props.id === undefined && <label htmlFor={id}>{label}</label>}
      <div className="dp__field">
        <input
          ref={input}
          id={id}
          className="input dp__input"
          value={text}
          placeholder={withTime ? t('placeholder_time') : t('placeholder')}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={invalid || props.invalid ? true : undefined}
          aria-describedby={
            [invalid ? errorId : null, props.describedBy ?? null].filter(Boolean).join(' ') ||
            undefined
          }
          aria-required={props.required ? true : undefined}
          onChange={(e) => {
            const typed = e.target.value
            setText(typed)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(typed), CALENDAR.inputDebounceMs)
          }}
          onClick={() => {
            // A click in the field shows the calendar too, as people expect of a date field.
            if (!open && !disabled) {
              setMode('days')
              jumpTo(selected ?? new Date())
              setOpen(true)
            }
          }}
          onBlur={() => {
            if (timer.current !== undefined) commit(text)
            timer.current = undefined
            props.onBlur?.()
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              commit(text)
            } else if (e.key === 'ArrowDown' && e.altKey) {
              e.preventDefault()
              setOpen(true)
            }
          }}
        />
        <button
          type="button"
          className="dp__toggle"
          aria-label={`${t('open')}: ${label}`}
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          disabled={disabled}
          onClick={() => {
            if (!open) {
              setMode('days')
              jumpTo(selected ?? new Date())
            }
            setOpen(!open)
          }}
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
            <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" stroke="currentColor" />
            <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {invalid && (
        <span id={errorId} className="dp__error" role="alert">
          {withTime ? t('invalid_time') : t('invalid')}
        </span>
      )}
      {open && (
        <div
          id={popoverId}
          className={`dp__popover${screen === 'base' ? ' dp__popover--sheet' : ''}`}
          role="dialog"
          aria-label={`${t('calendar')}: ${label}`}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <ReactDatePicker
            key={`${mode}-${viewKey}`}
            inline
            locale={lang}
            calendarStartDay={1}
            selected={selected}
            openToDate={view}
            monthsShown={mode === 'days' && wide && (screen === 'lg' || screen === 'xl') ? 2 : 1}
            showYearPicker={mode === 'years'}
            yearItemNumber={CALENDAR.yearGroup}
            renderCustomHeader={header}
            renderDayContents={(day, date) => <DayCell day={day} attributes={attributesOf(date)} />}
            showTimeInput={withTime && mode === 'days'}
            timeInputLabel={t('time')}
            onChange={(date: Date | null) => {
              if (mode === 'years') {
                if (date) {
                  const month = new Date(date.getFullYear(), view.getMonth(), 1)
                  setMode('days')
                  jumpTo(month)
                }
                return
              }
              choose(date)
            }}
          />
          {!props.required && value !== null && mode === 'days' && (
            <button type="button" className="dp__clear" onClick={() => choose(null)}>
              {t('clear')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
