import { RefPicker } from '../../resources/record/RefPicker'
import { PanelField, type PanelFieldProps } from './PanelField'

/** A right-panel form's field that picks a user, or none (a task's assignee, a cash flow's whom). */
export function UserField({
  value,
  onChange,
  ...field
}: Omit<PanelFieldProps, 'children' | 'hint'> & {
  /** The user's id as text; '' for none. */
  value: string
  onChange: (value: string) => void
}) {
  return (
    <PanelField {...field}>
      {({ id, ...aria }) => (
        <RefPicker
          table="users"
          id={id}
          value={value}
          onChange={onChange}
          onBlur={() => undefined}
          disabled={false}
          clearable
          aria={aria}
        />
      )}
    </PanelField>
  )
}
