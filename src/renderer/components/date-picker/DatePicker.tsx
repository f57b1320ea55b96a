import { useId } from 'react'
import { registerLocale } from 'react-datepicker'
import { uk } from 'date-fns/locale/uk'
import { ru } from 'date-fns/locale/ru'
import { useTranslation } from 'react-i18next'
import 'react-datepicker/dist/react-datepicker.css'
import './date-picker.css'
import { Calendar } from './Calendar'
import type { DayAttribute } from './DayCell'
import { useDateField } from './useDateField'
import { useScreen } from './useScreen'

export type { DayAttribute } from './DayCell'

registerLocale('uk', uk)
registerLocale('ru', ru)

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
  const [popoverId, errorId] = [`${id}-calendar`, `${id}-error`]
  const screen = useScreen()
  const field = useDateField(value, onChange, withTime)

  const { selected, text, invalid, open, setOpen, mode, setMode, view, setView, viewKey } = field
  const { rootRef, inputRef, navRef, jumpTo, choose, onTouchStart, onTouchEnd } = field
  const monthsShown = mode === 'days' && wide && (screen === 'lg' || screen === 'xl') ? 2 : 1

  return (
    <div
      ref={rootRef}
      className={`dp dp--${screen}${props.className ? ` ${props.className}` : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          // The calendar closes; a window around it stays open.
          e.stopPropagation()
          setOpen(false)
          setMode('days')
          inputRef.current?.focus()
        }
      }}
    >
      {props.id === undefined && <label htmlFor={id}>{label}</label>}
      <div className="dp__field">
        <input
          ref={inputRef}
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
          onChange={(e) => field.type(e.target.value)}
          onClick={() => {
            // A click in the field shows the calendar too, as people expect of a date field.
            if (!open && !disabled) {
              field.openDays()
              setOpen(true)
            }
          }}
          onBlur={() => {
            field.flush()
            props.onBlur?.()
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              field.commit(text)
            } else if (e.key === 'ArrowDown' && e.altKey) {
              e.preventDefault()
              setOpen(true)
            }
          }}
        />
        <button
          type="button"
          className="btn btn--square dp__toggle"
          aria-label={`${t('open')}: ${label}`}
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          disabled={disabled}
          onClick={() => {
            if (!open) field.openDays()
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
          <Calendar
            lang={lang}
            mode={mode}
            setMode={setMode}
            view={view}
            setView={setView}
            viewKey={viewKey}
            selected={selected}
            monthsShown={monthsShown}
            navRef={navRef}
            withTime={withTime}
            jumpTo={jumpTo}
            choose={choose}
            dayAttributes={dayAttributes}
          />
          {!props.required && value !== null && mode === 'days' && (
            <button type="button" className="btn btn--small dp__clear" onClick={() => choose(null)}>
              {t('clear')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
