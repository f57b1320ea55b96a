import type { ReactNode } from 'react'

/** What a field's control needs to be tied to its label, its hint and its error. */
export interface FieldAria {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export interface PanelFieldProps {
  /** The form's `useId()`; the control's id is `{formId}-{name}`. */
  formId: string
  /** The field's name, as the rules and the server key its errors. */
  name: string
  label: string
  errors: Record<string, string[] | undefined>
  /** A line under the control that says what it takes. */
  hint?: string
  /** The control, given its id and its aria attributes. */
  children: (aria: FieldAria) => ReactNode
}

/**
 * One field of the right panel's forms (tasks, the till, parcels): the label, the control, an
 * optional hint and the error the rules or the server gave, tied together for screen readers.
 */
export function PanelField({ formId, name, label, errors, hint, children }: PanelFieldProps) {
  const id = `${formId}-${name}`
  const message = errors[name]?.length ? errors[name].join(' ') : null
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`rf-field${message ? ' rf-field--invalid' : ''}`}>
      <label className="rf-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(message ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="rf-meta">
          {hint}
        </span>
      ) : null}
      {message ? (
        <span id={`${id}-error`} className="rf-error">
          {message}
        </span>
      ) : null}
    </div>
  )
}
