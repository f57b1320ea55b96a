import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CALENDAR } from './calendar'

/** Something a day holds (that day's orders, a payment...); `label` is what its popover says. */
export interface DayAttribute {
  key: string
  label?: string
}

interface DayCellProps {
  day: number
  attributes: readonly DayAttribute[]
}

/**
 * A day of the month, marked when it holds something. Pointing at a marked day opens its
 * popover; it hides 110 ms after the pointer leaves, so moving onto it does not close it.
 */
export function DayCell({ day, attributes }: DayCellProps) {
  const { t } = useTranslation('datepicker')
  const [open, setOpen] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(hideTimer.current), [])
  if (attributes.length === 0) return <span className="dp-day">{day}</span>

  const show = () => {
    clearTimeout(hideTimer.current)
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setOpen(false), CALENDAR.popoverHideDelayMs)
  }
  return (
    <span className="dp-day dp-day--marked" onMouseEnter={show} onMouseLeave={hide}>
      {day}
      <span className="dp-day__dots" aria-hidden="true">
        {attributes.map((a) => (
          <span key={a.key} className={`dp-dot dp-dot--${a.key}`} />
        ))}
      </span>
      {open && (
        <span className="dp-popover" role="tooltip" onMouseEnter={show} onMouseLeave={hide}>
          {attributes.map((a) => (
            <span key={a.key} className="dp-popover__row">
              {a.label ?? t('no_content')}
            </span>
          ))}
        </span>
      )}
    </span>
  )
}
