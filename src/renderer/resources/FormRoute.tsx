import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { getResource } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { useTableRights } from '../app/rights'
import { ChildRows } from './record/ChildRows'
import { TableRecordForm } from './record/TableRecordForm'
import { RecordProblem } from './record/RecordProblem'
import { useRecordSource } from './record/useRecordSource'
import { useLabels } from './labels'
import type { RecordMode } from './record/formValues'
import './resources.css'

/**
 * The spec's `dinamic_form` at `/{table}/{id}`: `/{table}/new` for a new record,
 * `/{table}/new?clone={id}` for a copy, `/{table}/{id}?mode=view` read-only.
 */
export default function FormRoute() {
  const { table = '', id = 'new' } = useParams()
  const [params] = useSearchParams()
  const { t } = useTranslation('common')
  const def = getResource(table)
  const rights = useTableRights(def)
  const cloneOf = params.get('clone')
  const numericId = /^\d{1,9}$/.test(id) ? Number(id) : null
  const target =
    id === 'new'
      ? cloneOf && /^\d{1,9}$/.test(cloneOf)
        ? { mode: 'clone' as const, id: Number(cloneOf) }
        : { mode: 'new' as const, id: null }
      : numericId !== null
        ? {
            mode: params.get('mode') === 'view' ? ('view' as const) : ('edit' as const),
            id: numericId,
          }
        : null
  // A table written only by the server (the action log), or one this user may only read.
  const creates = target?.mode === 'new' || target?.mode === 'clone'
  if (!def || !target || (!rights.write && creates)) {
    return (
      <p role="alert">
        {t('record.not_found', {
          table,
          id,
        })}
      </p>
    )
  }
  const mode: RecordMode = rights.write ? target.mode : 'view'
  return (
    <FormPage
      key={`${table}:${id}:${mode}:${target.id ?? ''}`}
      def={def}
      mode={mode}
      id={target.id}
    />
  )
}

function FormPage({ def, mode, id }: { def: ResourceDef; mode: RecordMode; id: number | null }) {
  const { title, t } = useLabels(def)
  const navigate = useNavigate()
  const source = useRecordSource(def, mode, id)
  const modeTitle = t(`common:record.mode.${mode}`)

  return (
    <section className="rf-page" aria-labelledby="rf-title">
      <h1 id="rf-title">
        {title}: {modeTitle}
        {id !== null && mode !== 'new' && mode !== 'clone' ? ` №${id}` : ''}
      </h1>
      {source.loading ? (
        <p role="status">{t('common:list.loading')}</p>
      ) : source.error ? (
        <RecordProblem
          table={def.table}
          title={title}
          id={id ?? 0}
          error={source.error}
          retry={source.retry}
        />
      ) : (
        <>
          <TableRecordForm
            key={`${mode}:${source.record?.version ?? 0}`}
            def={def}
            mode={mode}
            record={source.record}
            site={source.site}
            onMode={(next) =>
              navigate(
                next === 'clone'
                  ? `/${def.table}/new?clone=${id ?? ''}`
                  : `/${def.table}/${id ?? ''}`,
              )
            }
            onCancel={() => navigate(`/${def.table}`)}
            onSaved={(row) => {
              // A new record (or a copy) continues as that record's own page.
              if (mode !== 'edit') navigate(`/${def.table}/${row.id}`, { replace: true })
            }}
          />
          {source.record && (mode === 'edit' || mode === 'view') && (
            <ChildRows def={def} parentId={source.record.id} readOnly={mode === 'view'} />
          )}
        </>
      )}
    </section>
  )
}
