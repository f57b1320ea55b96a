import { useId } from 'react'
import type { TFunction } from 'i18next'
import { ORDER_SOURCES } from '@shared/rules/order-sources'
import type { FilterControls } from '../../resources/ListFilters'
import type { ShopSettings } from '../../resources/queries'
import { RefPicker } from '../../resources/record/RefPicker'

interface SelectProps {
  label: string
  value: string
  all: string
  options: readonly (readonly [string, string])[]
  onChange: (value: string | null) => void
}

/** A filter select; a URL value the list does not offer (an old link) stays chosen, as is. */
function FilterSelect({ label, value, all, options, onChange }: SelectProps) {
  const id = useId()
  const known = value === '' || options.some(([v]) => v === value)
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{all}</option>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </>
  )
}

function ManagerFilter(props: {
  label: string
  value: string
  onChange: (v: string | null) => void
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <RefPicker
        table="users"
        id={id}
        value={props.value}
        onChange={(v) => props.onChange(v || null)}
        onBlur={() => undefined}
        disabled={false}
        clearable
        aria={{}}
      />
    </>
  )
}

/**
 * The orders list's own filter controls: the site from the `sites` setting (key to name), the
 * source from the known ways in, the manager by name. Payment method and status stay the
 * generic selects of their enumerations.
 */
export function orderFilterControls(
  t: TFunction,
  settings: ShopSettings | undefined,
): FilterControls {
  const all = t('common:list.all')
  const raw = settings?.['sites']
  const sites =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.entries(raw as Record<string, unknown>).map(
          ([key, name]) => [key, typeof name === 'string' && name ? name : key] as const,
        )
      : []
  return {
    site: ({ value, label, onChange }) => (
      <FilterSelect label={label} value={value} all={all} options={sites} onChange={onChange} />
    ),
    order_way: ({ value, label, onChange }) => (
      <FilterSelect
        label={label}
        value={value}
        all={all}
        options={ORDER_SOURCES.map((s) => [s, t(`orders:sources.${s}`)] as const)}
        onChange={onChange}
      />
    ),
    user_id: ({ value, label, onChange }) => (
      <ManagerFilter label={label} value={value} onChange={onChange} />
    ),
  }
}
