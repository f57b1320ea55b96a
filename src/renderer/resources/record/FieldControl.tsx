import type { ReactNode } from 'react'
import {
  Controller,
  type Control,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form'
import { ENUMS } from '@shared/resources/enums'
import type { FieldDef } from '@shared/resources/types'
import type { FormValues } from './formValues'
import { RefPicker } from './RefPicker'
import { DatePicker } from '../../components/date-picker/DatePicker'
import { storedText } from '../format'

/** The form's controls hold `FormValues`; a submit hands over what the schema parsed. */
export type Parsed = Record<string, unknown>

export interface FieldControlProps {
  name: string
  field: FieldDef
  label: string
  /** Unique per form, so two open forms never share element ids. */
  idPrefix: string
  register: UseFormRegister<FormValues>
  control: Control<FormValues, unknown, Parsed>
  error?: string
  disabled: boolean
  enumLabel: (value: string) => string
  /** A list to choose from in place of the field's own (a status's next steps, the sites). */
  choices?: readonly { value: string; label: string }[]
  /** Shown under the control (the phone's operator). */
  hint?: ReactNode
  /** The control's own change rule (a phone written as the shop writes it). */
  registerOptions?: RegisterOptions<FormValues>
  /** Text inputs: the keyboard the control asks for. */
  inputMode?: 'tel' | 'decimal' | 'numeric' | 'text'
}

/** Stored messages (`messages: true`): never written by a form, said in the reader's language. */
function StoredMessages(props: {
  name: string
  control: Control<FormValues, unknown, Parsed>
  aria: Record<string, unknown>
  disabled: boolean
}) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field: f }) => (
        <textarea
          {...props.aria}
          rows={3}
          readOnly
          disabled={props.disabled}
          value={typeof f.value === 'string' ? storedText(f.value) : ''}
        />
      )}
    />
  )
}

/** The control itself, chosen by the field's kind (or a list of choices the screen gives). */
function FieldInput(props: FieldControlProps & { id: string; errorId: string }) {
  const { name, field, label, register, control, error, disabled, enumLabel } = props
  const { choices, registerOptions, inputMode, id, errorId } = props
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required ? true : undefined,
  } as const

  if (choices) {
    return (
      <select {...aria} disabled={disabled} {...register(name, registerOptions)}>
        {!field.required && <option value="">—</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    )
  }
  let input
  switch (field.kind) {
    case 'bool':
      input = <input type="checkbox" {...aria} disabled={disabled} {...register(name)} />
      break
    case 'enum':
      input = (
        <select {...aria} disabled={disabled} {...register(name)}>
          {/* A required enum without a default starts empty, so the choice is the user's. */}
          {(!field.required || field.default === undefined) && <option value="">—</option>}
          {ENUMS[field.enum].map((v) => (
            <option key={v} value={v}>
              {enumLabel(v)}
            </option>
          ))}
        </select>
      )
      break
    case 'text':
      input = field.messages ? (
        <StoredMessages name={name} control={control} aria={aria} disabled={disabled} />
      ) : (
        <textarea {...aria} rows={3} disabled={disabled} {...register(name)} />
      )
      break
    case 'ref':
      input = (
        <Controller
          name={name}
          control={control}
          render={({ field: f }) => (
            <RefPicker
              table={field.table}
              id={id}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              onBlur={f.onBlur}
              disabled={disabled}
              clearable={!field.required}
              aria={{
                'aria-invalid': aria['aria-invalid'],
                'aria-describedby': aria['aria-describedby'],
                'aria-required': aria['aria-required'],
              }}
            />
          )}
        />
      )
      break
    case 'json':
      input = (
        <textarea {...aria} rows={5} spellCheck={false} disabled={disabled} {...register(name)} />
      )
      break
    case 'date':
    case 'datetime': {
      input = (
        <Controller
          name={name}
          control={control}
          render={({ field: f }) => (
            <DatePicker
              id={id}
              label={label}
              value={typeof f.value === 'string' && f.value !== '' ? f.value : null}
              onChange={(value) => f.onChange(value ?? '')}
              onBlur={f.onBlur}
              withTime={field.kind === 'datetime'}
              disabled={disabled}
              required={field.required}
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
            />
          )}
        />
      )
      break
    }
    default: {
      const numeric = field.kind === 'int' || field.kind === 'money'
      const mode =
        inputMode ?? (numeric ? (field.kind === 'money' ? 'decimal' : 'numeric') : undefined)
      input = (
        <input
          className="input"
          type={field.kind === 'phone' ? 'tel' : 'text'}
          {...aria}
          inputMode={mode}
          autoComplete={field.secret ? 'new-password' : 'off'}
          {...(field.secret ? { type: 'password' } : {})}
          disabled={disabled}
          {...register(name, registerOptions)}
        />
      )
    }
  }

  return input
}

/** One labelled control chosen by the field's kind, with its error beside it. */
export function FieldControl(props: FieldControlProps) {
  const { name, field, label, idPrefix, error, hint } = props
  const id = `${idPrefix}-${name}`
  const errorId = `${id}-error`
  const input = <FieldInput {...props} id={id} errorId={errorId} />

  return (
    <div className={`rf-field rf-field--${field.kind}${error ? ' rf-field--invalid' : ''}`}>
      {/* The asterisk stays outside the label: the accessible name is the field's name alone. */}
      <span className="rf-label">
        <label htmlFor={id}>{label}</label>
        {field.required && (
          <span aria-hidden="true" className="rf-required">
            *
          </span>
        )}
      </span>
      {input}
      {hint && <span className="rf-hint">{hint}</span>}
      {error && (
        <span id={errorId} className="rf-error">
          {error}
        </span>
      )}
    </div>
  )
}
