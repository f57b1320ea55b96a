import { useEffect, type RefObject } from 'react'
import type { ReactDatePickerCustomHeaderProps } from 'react-datepicker'
import { format } from 'date-fns'
import { uk } from 'date-fns/locale/uk'
import { ru } from 'date-fns/locale/ru'
import { useTranslation } from 'react-i18next'
import { CALENDAR } from './calendar'

const LOCALES = { uk, ru } as const

/** The month arrows of the calendar, for a swipe to press on touch screens. */
export type MonthNav = { next: () => void; prev: () => void }

interface CalendarHeaderProps {
  h: ReactDatePickerCustomHeaderProps
  mode: 'days' | 'years'
  monthsShown: number
  lang: 'uk' | 'ru'
  navRef: RefObject<MonthNav | null>
  /** The title was pressed: show the years around this month. */
  onYears: (month: Date) => void
}

/** One arrow of the title row; where it is not shown, a blank of its width keeps the title centred. */
function NavArrow({
  shown = true,
  label,
  onClick,
  glyph,
}: {
  shown?: boolean
  label: string
  onClick: () => void
  glyph: string
}) {
  if (!shown) return <span className="dp-header__nav" />
  return (
    <button
      type="button"
      className="ui-icon-button dp-header__nav"
      aria-label={label}
      onClick={onClick}
    >
      {glyph}
    </button>
  )
}

/** The calendar's title row: a page of years in the year picker, else month plus year. */
export function CalendarHeader({
  h,
  mode,
  monthsShown,
  lang,
  navRef,
  onYears,
}: CalendarHeaderProps) {
  const { t } = useTranslation('datepicker')
  const first = h.customHeaderCount === 0
  useEffect(() => {
    // The first month's arrows are the ones a swipe presses.
    if (mode === 'days' && first) navRef.current = { next: h.increaseMonth, prev: h.decreaseMonth }
  })
  if (mode === 'years') {
    const range = h.visibleYearsRange
    return (
      <div className="dp-header">
        <NavArrow label={t('prev_years')} onClick={h.decreaseYear} glyph="‹" />
        <span className="dp-header__title" aria-live="polite">
          {range ? `${range.startYear} – ${range.endYear}` : format(h.date, 'yyyy')}
        </span>
        <NavArrow label={t('next_years')} onClick={h.increaseYear} glyph="›" />
      </div>
    )
  }
  const last = h.customHeaderCount === monthsShown - 1
  const title = format(h.monthDate, CALENDAR.titleMask, { locale: LOCALES[lang] })
  return (
    <div className="dp-header">
      <NavArrow shown={first} label={t('prev_month')} onClick={h.decreaseMonth} glyph="‹" />
      <button
        type="button"
        className="btn btn--small dp-header__title"
        aria-label={`${t('choose_year')}: ${title}`}
        onClick={() => onYears(h.monthDate)}
      >
        {title}
      </button>
      <NavArrow shown={last} label={t('next_month')} onClick={h.increaseMonth} glyph="›" />
    </div>
  )
}
