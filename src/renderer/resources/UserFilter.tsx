import type { FilterControl } from './ListFilters'
import { RefPicker } from './record/RefPicker'

/** A user filter (the manager, who wrote a log entry): a colleague picked by name, not an id. */
export function UserFilter({ id, value, onChange }: FilterControl) {
  return (
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
  )
}
