import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterControl } from './ListFilters'

// Whether the picker's code has been asked for: a screen mounted after that need not wait.
let asked = false
const RefPicker = lazy(() => {
  asked = true
  return import('./record/RefPicker').then((m) => ({ default: m.RefPicker }))
})

/**
 * A user filter (the manager, who wrote a log entry): a colleague picked by name, not an id. The
 * picker (and its combobox library) loads when the list lets it, after its first rows, as the
 * date filters do (LazyDatePicker); until then a disabled stand-in holds its place.
 */
export function UserFilter({ id, value, onChange, load }: FilterControl) {
  const standIn = <RefPickerStandIn id={id} />
  if (!load && !asked) return standIn
  return (
    <Suspense fallback={standIn}>
      <RefPicker
        table="users"
        id={id}
        value={value}
        onChange={(v) => onChange(v === '' ? null : v)}
        onBlur={() => undefined}
        disabled={false}
        clearable
        aria={{}}
      />
    </Suspense>
  )
}

/**
 * The reference picker as it looks disabled. Empty, as the picker itself is until the chosen
 * row's name has come (it asks the server for it).
 */
export function RefPickerStandIn({ id }: { id: string }) {
  const { t } = useTranslation('common')
  return (
    <div className="ref-picker">
      <div className="ref-picker__row">
        <input
          id={id}
          className="input"
          role="combobox"
          aria-expanded={false}
          placeholder={t('form.ref_placeholder')}
          value=""
          autoComplete="off"
          disabled
          readOnly
        />
      </div>
    </div>
  )
}
