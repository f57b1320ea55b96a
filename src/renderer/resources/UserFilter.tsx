import { useTranslation } from 'react-i18next'
import { deferred } from '../components/deferred'
import type { FilterControl } from './ListFilters'

const RefPicker = deferred(() => import('./record/RefPicker').then((m) => m.RefPicker))

/**
 * A user filter (the manager, who wrote a log entry): a colleague picked by name, not an id. The
 * picker (and its combobox library) loads when the list lets it, after its first rows, as the
 * date filters do (LazyDatePicker); until then a disabled stand-in holds its place.
 */
export function UserFilter({ id, value, onChange, load }: FilterControl) {
  return (
    <RefPicker
      allowed={load}
      standIn={<RefPickerStandIn id={id} />}
      props={{
        table: 'users',
        id,
        value,
        onChange: (v) => onChange(v === '' ? null : v),
        onBlur: () => undefined,
        disabled: false,
        clearable: true,
        aria: {},
      }}
    />
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
