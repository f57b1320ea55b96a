import { useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ResourceDef } from '@shared/resources/types'
import { formatDateTime } from '@shared/format/dates'
import { ApiError } from '../platform'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { FieldControl } from './FieldControl'
import {
  formLayout,
  formSchema,
  initialValues,
  storePayload,
  type FormValues,
  type RecordMode,
} from './formValues'
import { useLabels } from './labels'
import { useStoreRecord } from './mutations'
import type { Row } from './queries'

export interface RecordFormProps {
  def: ResourceDef
  mode: RecordMode
  /** The record read for view, edit and clone. */
  record?: Row
  /** The first key of the `sites` setting, for a new record. */
  site?: string
  /** Values a new record starts with (an order item's order). */
  preset?: Record<string, unknown>
  onSaved: (row: Row) => void
  onCancel?: () => void
  /** View mode offers switching to edit or clone. */
  onMode?: (mode: RecordMode) => void
}

/** The spec's `dinamic_form`: generated from the declaration's layout, checked by its schema. */
export function RecordForm(props: RecordFormProps) {
  const { def, mode, record, site, preset, onSaved, onCancel, onMode } = props
  const { field, enumValue, t } = useLabels(def)
  const idPrefix = useId()
  const layout = useMemo(() => formLayout(def), [def])
  const schema = useMemo(() => formSchema(def, mode), [def, mode])
  const defaults = useMemo(
    () => initialValues(def, mode, record, { site, preset }),
    [def, mode, record, site, preset],
  )
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    // The schema's input is "anything" (it parses text); the controls hold FormValues.
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
  })
  const { register, control, handleSubmit, setError, reset, formState } = form
  const store = useStoreRecord(def.table)
  const [formError, setFormError] = useState<string | null>(null)
  const readOnly = mode === 'view' || def.readOnly === true
  useUnsavedChanges(!readOnly && formState.isDirty)

  // A newer copy of the record (after a save, or another workstation's change) restarts the form.
  useEffect(() => {
    reset(defaults)
  }, [defaults, reset])

  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null)
    try {
      const saved = await store.mutateAsync(storePayload(def, mode, parsed, record))
      onSaved(saved)
    } catch (error) {
      if (!(error instanceof ApiError)) return
      const known = new Set(layout.flat())
      const loose: string[] = []
      for (const [name, messages] of Object.entries(error.errors ?? {})) {
        if (known.has(name)) setError(name, { type: 'server', message: messages.join(' ') })
        else loose.push(...messages)
      }
      // A stale version (409) and errors of no single field are said above the fields too.
      if (error.status === 409 || loose.length > 0 || !error.errors) {
        setFormError([error.message, ...loose].join(' '))
      }
    }
  })

  return (
    <form className="rf" onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError && (
        <p role="alert" className="rf-alert">
          {formError}
        </p>
      )}
      {record && mode !== 'new' && mode !== 'clone' && (
        <p className="rf-meta">
          {field('id')}: {record.id} · {field('version')}: {record.version}
          {typeof record['updated_at'] === 'string' &&
            ` · ${field('updated_at')}: ${formatDateTime(record['updated_at'])}`}
        </p>
      )}
      <fieldset disabled={readOnly || formState.isSubmitting} className="rf-fields">
        {layout.map((row) => (
          <div key={row.join(',')} className="rf-row">
            {row.map((name) => {
              const f = def.fields[name]
              if (!f) return null
              return (
                <FieldControl
                  key={name}
                  name={name}
                  field={f}
                  label={field(name)}
                  idPrefix={idPrefix}
                  register={register}
                  control={control}
                  error={formState.errors[name]?.message}
                  disabled={readOnly}
                  enumLabel={(v) => enumValue(name, v)}
                />
              )
            })}
          </div>
        ))}
      </fieldset>
      <div className="rf-actions">
        {!readOnly && (
          <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
            {t('common:record.save', { defaultValue: 'Зберегти' })}
          </button>
        )}
        {mode === 'view' && onMode && !def.readOnly && (
          <>
            <button type="button" className="btn" onClick={() => onMode('edit')}>
              {t('common:record.edit', { defaultValue: 'Редагувати' })}
            </button>
            <button type="button" className="btn" onClick={() => onMode('clone')}>
              {t('common:record.clone', { defaultValue: 'Копіювати' })}
            </button>
          </>
        )}
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {readOnly
              ? t('common:dialog.close', { defaultValue: 'Закрити' })
              : t('common:record.cancel', { defaultValue: 'Скасувати' })}
          </button>
        )}
      </div>
    </form>
  )
}
