import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ResourceDef } from '@shared/resources/types'
import { formatDateTime } from '@shared/format/dates'
import { ApiError, useConnectionStore, useOffline } from '../../platform'
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges'
import { FieldControl, type FieldControlProps } from './FieldControl'
import {
  formLayout,
  formSchema,
  initialValues,
  storePayload,
  type FormValues,
  type RecordMode,
} from './formValues'
import { useLabels } from '../labels'
import { useStoreRecord } from '../mutations'
import { useRecordDraft } from './useRecordDraft'
import { DraftNotices } from './DraftNotices'
import type { Row } from '../queries'

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
  /**
   * A table's own control for a field, drawn in place of the generic one (label and error
   * included): the settings' value, edited by the setting's type.
   */
  controls?: Readonly<Record<string, ComponentType<FieldControlProps>>>
  /**
   * Rules across fields that the declaration cannot say (a setting's value read by its type),
   * checked before the save: messages by field; an empty object lets the save go.
   */
  check?: (values: Record<string, unknown>) => Record<string, string>
}

/** The spec's `dinamic_form`: generated from the declaration's layout, checked by its schema. */
export function RecordForm(props: RecordFormProps) {
  const { def, mode, record, site, preset, onSaved, onCancel, onMode, controls, check } = props
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
  const draft = useRecordDraft({ def, mode, record, form, defaults, readOnly })
  const offline = useOffline()
  // A save the server could not receive; it is sent again as soon as the server answers.
  const [pending, setPending] = useState(false)
  useUnsavedChanges(!readOnly && formState.isDirty)

  // A newer copy of the record (after a save, or another workstation's change) restarts the form.
  useEffect(() => {
    reset(defaults)
  }, [defaults, reset])

  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null)
    const refused = Object.entries(check?.(parsed) ?? {})
    if (refused.length > 0) {
      refused.forEach(([name, message], i) =>
        setError(name, { type: 'check', message }, { shouldFocus: i === 0 }),
      )
      return
    }
    try {
      const base = record && { ...record, version: draft.baseVersion ?? record.version }
      const saved = await store.mutateAsync(storePayload(def, mode, parsed, base))
      draft.clear()
      setPending(false)
      onSaved(saved)
    } catch (error) {
      if (!(error instanceof ApiError)) return
      if (error.status === 0) {
        // Nothing reached the server: the form stays as typed and waits for it.
        draft.keepPending()
        setPending(true)
        return
      }
      setPending(false)
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

  // Sent again when the connection store sees the server answer, not on a timer of our own.
  const submitRef = useRef<() => Promise<void>>(() => Promise.resolve())
  useEffect(() => {
    submitRef.current = () => onSubmit()
  })
  useEffect(() => {
    if (!pending) return
    return useConnectionStore.subscribe((now, before) => {
      if (!before.offline || now.offline) return
      // Cleared first: a save that fails again sets it again, one that cannot start leaves it off.
      setPending(false)
      void submitRef.current()
    })
  }, [pending])

  return (
    <form className="rf" onSubmit={(e) => void onSubmit(e)} noValidate>
      {!readOnly && (
        <DraftNotices
          offer={draft.offer}
          offerIsStale={draft.offerIsStale}
          offline={offline}
          pending={pending}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
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
              const Control = controls?.[name] ?? FieldControl
              return (
                <Control
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
            {t('common:record.save')}
          </button>
        )}
        {mode === 'view' && onMode && !def.readOnly && (
          <>
            <button type="button" className="btn" onClick={() => onMode('edit')}>
              {t('common:record.edit')}
            </button>
            <button type="button" className="btn" onClick={() => onMode('clone')}>
              {t('common:record.clone')}
            </button>
          </>
        )}
        {onCancel && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              // Cancelling is the user's word that the edits are not wanted: no draft is kept.
              if (!readOnly) draft.clear()
              onCancel()
            }}
          >
            {readOnly ? t('common:dialog.close') : t('common:record.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
