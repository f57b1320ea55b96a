import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '@shared/resources/types'
import { TableRecordForm } from './TableRecordForm'
import { ChildRows } from './ChildRows'
import { useRecordSource } from './useRecordSource'
import type { RecordMode } from './formValues'
import type { Row } from '../queries'
import { Window } from '../../components/dialogs/Window'

export interface RecordWindowProps {
  def: ResourceDef
  mode: RecordMode
  /** The record for view, edit and clone. */
  id?: number
  /** Values a new record starts with. */
  preset?: Record<string, unknown>
  onClose: () => void
  onSaved?: (row: Row) => void
}

/** The record window: one record of any table in modes view/new/edit/clone. */
export function RecordWindow(props: RecordWindowProps) {
  const { def, mode: initialMode, id, preset, onClose, onSaved } = props
  const { t } = useTranslation(['common', 'resources'])
  const [mode, setMode] = useState<RecordMode>(initialMode)
  const source = useRecordSource(def, mode, id ?? null)
  const table = def.table

  const modeTitle = t(`common:record.mode.${mode}`)
  const tableTitle = t(`resources:${table}.title`, { defaultValue: table })
  const title = `${tableTitle}: ${modeTitle}${id && mode !== 'new' ? ` №${id}` : ''}`

  return (
    <Window title={title} onClose={onClose}>
      {source.loading ? (
        <p role="status">{t('common:list.loading')}</p>
      ) : source.error ? (
        <p role="alert">{source.error.message}</p>
      ) : (
        <>
          <TableRecordForm
            key={`${mode}:${source.record?.version ?? 0}`}
            def={def}
            mode={mode}
            record={source.record}
            site={source.site}
            preset={preset}
            onMode={setMode}
            onCancel={onClose}
            onSaved={(row) => {
              onSaved?.(row)
              onClose()
            }}
          />
          {source.record && mode !== 'new' && mode !== 'clone' && (
            <ChildRows def={def} parentId={source.record.id} readOnly={mode === 'view'} />
          )}
        </>
      )}
    </Window>
  )
}
