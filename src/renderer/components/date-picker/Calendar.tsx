import type { RefObject } from 'react'
import ReactDatePicker from 'react-datepicker'
import { format, isSameDay } from 'date-fns'
import { useTranslation } from 'react-i18next'
import { CALENDAR } from './calendar'
import { CalendarHeader, type MonthNav } from './CalendarHeader'
import { DayCell, type DayAttribute } from './DayCell'

/** Today is always marked; its mark carries no label, so its popover shows the spec's fallback. */
const TODAY: DayAttribute = { key: 'today' }

interface CalendarProps {
  lang: 'uk' | 'ru'
  mode: 'days' | 'years'
  setMode: (mode: 'days' | 'years') => void
  view: Date
  setView: (date: Date) => void
  /** Remounts the calendar on a jump: it keeps its month to itself. */
  viewKey: number
  selected: Date | null
  monthsShown: number
  navRef: RefObject<MonthNav | null>
  withTime: boolean
  jumpTo: (date: Date) => void
  choose: (date: Date | null) => void
  dayAttributes?: (day: string) => readonly DayAttribute[]
}

/** The calendar inside the popover: days (one or two months) or a page of years. */
export function Calendar(props: CalendarProps) {
  const { lang, mode, setMode, view, monthsShown, withTime, dayAttributes } = props
  const { t } = useTranslation('datepicker')
  const today = new Date()
  const attributesOf = (date: Date): readonly DayAttribute[] => {
    const own = dayAttributes?.(format(date, CALENDAR.modelMask)) ?? []
    return isSameDay(date, today) ? [...own, TODAY] : own
  }
  return (
    <ReactDatePicker
      key={`${mode}-${props.viewKey}`}
      inline
      locale={lang}
      calendarStartDay={1}
      selected={props.selected}
      openToDate={view}
      monthsShown={monthsShown}
      showYearPicker={mode === 'years'}
      yearItemNumber={CALENDAR.yearGroup}
      renderCustomHeader={(h) => (
        <CalendarHeader
          h={h}
          mode={mode}
          monthsShown={monthsShown}
          lang={lang}
          navRef={props.navRef}
          onYears={(month) => {
            props.setView(month)
            setMode('years')
          }}
        />
      )}
      renderDayContents={(day, date) => <DayCell day={day} attributes={attributesOf(date)} />}
      showTimeInput={withTime && mode === 'days'}
      timeInputLabel={t('time')}
      onChange={(date: Date | null) => {
        if (mode === 'years') {
          if (date) {
            const month = new Date(date.getFullYear(), view.getMonth(), 1)
            setMode('days')
            props.jumpTo(month)
          }
          return
        }
        props.choose(date)
      }}
    />
  )
}
