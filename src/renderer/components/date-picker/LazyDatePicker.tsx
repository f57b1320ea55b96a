import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime } from '@shared/format/dates'
import { deferred } from '../deferred'
import type { DatePickerProps } from './DatePicker'

const DatePicker = deferred(() => import('./DatePicker').then((m) => m.DatePicker))

export interface LazyDatePickerProps extends DatePickerProps {
  /** Whether the picker's code may load now; until it has, a disabled stand-in shows the field. */
  load: boolean
}

/**
 * The date picker for a screen's first view (a list's period filter): its calendar (react-datepicker,
 * date-fns and their locales) loads when the screen says so, after its first paint, instead of on
 * its way. Until then, and while it arrives, a disabled field that looks the same shows the value:
 * nothing can be typed into it and lost, and nothing it shows changes when the picker takes over.
 */
export function LazyDatePicker({ load, ...props }: LazyDatePickerProps) {
  return <DatePicker allowed={load} standIn={<DatePickerStandIn {...props} />} props={props} />
}

/** The picker's field as it looks disabled, with the same label, value and names. */
export function DatePickerStandIn(props: DatePickerProps) {
  const { label, value, withTime = false } = props
  const { t } = useTranslation('datepicker')
  const ownId = useId()
  const id = props.id ?? ownId
  return (
    // No breakpoint class: only the calendar, which this has not, depends on it.
    <div className={`dp${props.className ? ` ${props.className}` : ''}`}>
      {props.id === undefined && <label htmlFor={id}>{label}</label>}
      <div className="dp__field">
        <input
          id={id}
          className="input dp__input"
          value={withTime ? formatDateTime(value) : formatDate(value)}
          placeholder={withTime ? t('placeholder_time') : t('placeholder')}
          inputMode="numeric"
          autoComplete="off"
          disabled
          readOnly
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={props.describedBy}
          aria-required={props.required ? true : undefined}
        />
        <button
          type="button"
          className="btn btn--square dp__toggle"
          aria-label={`${t('open')}: ${label}`}
          aria-expanded={false}
          disabled
        >
          {/* The picker's own icon, drawn here too: this chunk takes nothing from the picker's. */}
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
            <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" stroke="currentColor" />
            <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  )
}
