import type { TFunction } from 'i18next'
import { ORDER_SOURCES } from '@shared/rules/order-sources'
import type { FilterControl, FilterControls } from '../../resources/ListFilters'
import { UserFilter } from '../../resources/UserFilter'
import type { ShopSettings } from '../../resources/queries'

interface SelectProps extends FilterControl {
  all: string
  options: readonly (readonly [string, string])[]
}

/** A filter select; a URL value the list does not offer (an old link) stays chosen, as is. */
function FilterSelect({ id, value, all, options, onChange }: SelectProps) {
  const known = value === '' || options.some(([v]) => v === value)
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{all}</option>
      {options.map(([v, name]) => (
        <option key={v} value={v}>
          {name}
        </option>
      ))}
      {!known && <option value={value}>{value}</option>}
    </select>
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
    site: (control) => <FilterSelect {...control} all={all} options={sites} />,
    order_way: (control) => (
      <FilterSelect
        {...control}
        all={all}
        options={ORDER_SOURCES.map((s) => [s, t(`orders:sources.${s}`)] as const)}
      />
    ),
    user_id: (control) => <UserFilter {...control} />,
  }
}
