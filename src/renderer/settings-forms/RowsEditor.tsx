import { useId, useState, type FormEvent } from 'react'
import { usePanelTranslation } from '../i18n/panel'
import type { z } from 'zod'
import { SETTABLE_PARAMS, type SettableParam } from '@shared/settings-params'
import { ApiError } from '../resources/mutations'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

export interface RowField {
  name: string
  /** The label's key in the `panel` bundle (`forms.*`). */
  label: string
  multiline?: boolean
}

export type Row = Record<string, string>

export interface RowsEditorProps {
  param: SettableParam
  fields: readonly RowField[]
  initial: readonly Row[]
  /** The setting's value from the edited rows (a list of objects, of strings...). */
  toValue: (rows: Row[]) => unknown
  /**
   * Rules across rows the schema cannot place on a row (a keyed setting's keys: their pattern,
   * no two alike), checked first: messages by `{row}.{field}`.
   */
  checkRows?: (rows: Row[]) => Record<string, string>
  onDone: () => void
}

/** `value.2.title` -> row 2, field title (the server's and the schema's error paths). */
function errorsByRow(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [path, messages] of Object.entries(errors)) {
    const [, row, field] = path.split('.')
    out[`${row ?? ''}.${field ?? ''}`] = messages.join(' ')
  }
  return out
}

function zodErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = ['value', ...issue.path.map(String)].join('.')
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/**
 * A list setting edited as rows of named fields (never as JSON): add, change, remove rows;
 * checked by the key's own schema before it goes to the server, which checks it again.
 */
export function RowsEditor(props: RowsEditorProps) {
  const { param, fields, initial, toValue, checkRows, onDone } = props
  const { t } = usePanelTranslation()
  const save = useSetParam()
  const [rows, setRows] = useState<Row[]>(() => initial.map((r) => ({ ...r })))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()

  const blank = (): Row => Object.fromEntries(fields.map((f) => [f.name, '']))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const rowErrors = checkRows?.(rows) ?? {}
    if (Object.keys(rowErrors).length > 0) {
      setErrors(rowErrors)
      return
    }
    const value = toValue(rows)
    const checked = SETTABLE_PARAMS[param].schema.safeParse(value)
    if (!checked.success) {
      // A list's own error (too many rows) has no row: shown at the top.
      setErrors(errorsByRow(zodErrors(checked.error)))
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ key: param, value: checked.data })
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(errorsByRow(error.errors))
      return
    }
    onDone()
  }

  return (
    <form className="settings-rows" onSubmit={(e) => void submit(e)} noValidate>
      {errors['.'] && <p className="rf-error">{errors['.']}</p>}
      {rows.length === 0 && <p className="settings-rows__empty">{t('forms.empty')}</p>}
      <ol className="settings-rows__list">
        {rows.map((row, index) => (
          <li key={index} className="settings-rows__row">
            <fieldset>
              <legend>{t('forms.row', { n: index + 1 })}</legend>
              {fields.map((field) => {
                const fieldId = `${id}-${index}-${field.name}`
                const error = errors[`${index}.${field.name}`] ?? errors[`${index}.`]
                const props = {
                  id: fieldId,
                  className: 'input',
                  value: row[field.name] ?? '',
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? `${fieldId}-error` : undefined,
                  onChange: (e: { target: { value: string } }) =>
                    setRows((all) =>
                      all.map((r, i) => (i === index ? { ...r, [field.name]: e.target.value } : r)),
                    ),
                }
                return (
                  <div key={field.name} className="rf-field">
                    <label className="rf-label" htmlFor={fieldId}>
                      {t(field.label)}
                    </label>
                    {field.multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
                    {error && (
                      <span id={`${fieldId}-error`} className="rf-error">
                        {error}
                      </span>
                    )}
                  </div>
                )
              })}
              <button
                type="button"
                className="btn settings-rows__remove"
                onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
              >
                {t('forms.remove_row', { n: index + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="settings-rows__actions">
        <button type="button" className="btn" onClick={() => setRows((all) => [...all, blank()])}>
          {t('forms.add_row')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t('forms.save')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  )
}
