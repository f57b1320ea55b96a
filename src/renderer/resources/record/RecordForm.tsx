import { useEffect, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ResourceDef } from '@shared/resources/types'
import { formatDateTime } from '@shared/format/dates'
import type { ApiError } from '../../platform'
import type { FieldControlProps } from './FieldControl'
import { FormSections, type FormSection } from './FormSections'
import {
  formLayout,
  formSchema,
  initialValues,
  storePayload,
  type FormValues,
  type RecordMode,
} from './formValues'
import { useTranslation } from 'react-i18next'
import { useLabels } from '../labels'
import { useStoreRecord } from '../mutations'
import { useFormEngine } from './useFormEngine'
import { draftRecordOf } from './drafts'
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
  /**
   * Groups of the declared fields in place of the declaration's one layout; fields no section
   * places follow on rows of their own (`FormSections`).
   */
  sections?: readonly FormSection[]
  /** Drawn beside the fields (a side panel); the form and it share one grid. */
  aside?: ReactNode
}

/**
 * The spec's `dinamic_form`: generated from the declaration's layout (or the screen's sections),
 * checked by its schema, saved by `useFormEngine` (draft, offline resend, Ctrl+S / Ctrl+Enter).
 */
export function RecordForm(props: RecordFormProps) {
  const { def, mode, record, site, preset, onSaved, onCancel, onMode, controls, check } = props
  const { field, enumValue } = useLabels(def)
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
  const { register, control, setError, reset, formState } = form
  const store = useStoreRecord(def.table)
  const [formError, setFormError] = useState<string | null>(null)
  const readOnly = mode === 'view' || def.readOnly === true
  const secrets = useMemo(
    () => new Set(Object.keys(def.fields).filter((n) => def.fields[n]?.secret === true)),
    [def],
  )
  const version = mode === 'edit' ? (record?.version ?? null) : null
  const engine: ReturnType<typeof useFormEngine<FormValues, Row>> = useFormEngine({
    form,
    readOnly,
    keys: 'form',
    draft: { table: def.table, record: draftRecordOf(mode, record), version, omit: secrets },
    before: (parsed) => {
      setFormError(null)
      const refused = Object.entries(check?.(parsed) ?? {})
      refused.forEach(([name, message], i) =>
        setError(name, { type: 'check', message }, { shouldFocus: i === 0 }),
      )
      return refused.length === 0
    },
    save: (parsed): Promise<Row> => {
      const sent: number | null = engine.draft.version()
      const base = record && { ...record, version: sent ?? record.version }
      return store.mutateAsync(storePayload(def, mode, parsed, base))
    },
    onSaved,
    onRefused: (error) => setFormError(refusal(error, new Set(layout.flat()), setError)),
  })

  // A newer copy of the record (after a save, or another workstation's change) restarts the form.
  const { draft } = engine
  useEffect(() => {
    draft.rebase(defaults, version)
    reset(defaults)
    // `draft` is new each render; the defaults alone restart the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaults, version, reset])

  const sections = props.sections ?? [{ key: 'fields', rows: layout }]
  const fields = (
    <FormSections
      def={def}
      sections={sections}
      idPrefix={idPrefix}
      register={register}
      control={control}
      errors={formState.errors}
      disabled={readOnly}
      locked={formState.isSubmitting}
      label={field}
      enumLabel={enumValue}
      controls={controls}
    />
  )
  return (
    <form
      className="rf"
      onSubmit={(e) => void engine.submit(e)}
      onKeyDown={engine.onKeyDown}
      aria-keyshortcuts={readOnly ? undefined : 'Control+S Control+Enter'}
      noValidate
    >
      {!readOnly && <DraftNotices {...engine.notices} />}
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
      {props.aside ? (
        <div className="rf-with-aside">
          <div>{fields}</div>
          {props.aside}
        </div>
      ) : (
        fields
      )}
      <RecordActions
        mode={mode}
        readOnly={readOnly}
        saving={formState.isSubmitting}
        viewOnly={def.readOnly === true}
        onMode={onMode}
        onCancel={
          onCancel &&
          (() => {
            // Cancelling is the user's word that the edits are not wanted: no draft is kept.
            if (!readOnly) draft.clear()
            onCancel()
          })
        }
      />
    </form>
  )
}

/**
 * A refusal's messages on the fields they name; what names no shown field, a stale version
 * (409) and a refusal of no single field are answered for the line above the fields.
 */
export function refusal(
  error: ApiError,
  known: ReadonlySet<string>,
  setError: (name: string, e: { type: string; message: string }) => void,
): string | null {
  const loose: string[] = []
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    if (known.has(name)) setError(name, { type: 'server', message: messages.join(' ') })
    else loose.push(...messages)
  }
  if (error.status === 409 || loose.length > 0 || !error.errors) {
    return [error.message, ...loose].join(' ')
  }
  return null
}

/** Save; in view mode "edit" and "copy"; cancel (or close, when nothing can be saved). */
function RecordActions(props: {
  mode: RecordMode
  readOnly: boolean
  saving: boolean
  /** The table itself is read-only: no edit, no copy. */
  viewOnly: boolean
  onMode?: (mode: RecordMode) => void
  onCancel?: () => void
}) {
  const { mode, readOnly, onMode, onCancel } = props
  const { t } = useTranslation('common')
  return (
    <div className="rf-actions">
      {!readOnly && (
        <button type="submit" className="btn btn--primary" disabled={props.saving}>
          {t('record.save')}
        </button>
      )}
      {mode === 'view' && onMode && !props.viewOnly && (
        <>
          <button type="button" className="btn" onClick={() => onMode('edit')}>
            {t('record.edit')}
          </button>
          <button type="button" className="btn" onClick={() => onMode('clone')}>
            {t('record.clone')}
          </button>
        </>
      )}
      {onCancel && (
        <button type="button" className="btn" onClick={onCancel}>
          {readOnly ? t('dialog.close') : t('record.cancel')}
        </button>
      )}
    </div>
  )
}
