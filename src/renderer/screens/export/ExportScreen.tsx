import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import {
  EXPORT_TABLES,
  exportColumns,
  isExportTable,
  type ExportColumn,
} from '@shared/contract/exports'
import { ENUMS } from '@shared/resources/enums'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { useExportTexts } from '../../i18n/exportTexts'
import { ListFilters } from '../../resources/ListFilters'
import { fieldOf } from '../../resources/listUrl'
import { useLabels } from '../../resources/labels'
import { EXPORT_PARAMS, choiceOf, withChoice } from './exportQuery'
import { ExportFormatFields } from './ExportFormatFields'
import { ExportSort } from './ExportSort'
import { ExportColumns } from './ExportColumns'
import { ExportOutcome } from './ExportOutcome'
import { useExportRun } from './useExportRun'
import './export.css'

/**
 * `/export`: a table, its columns, the list's filters and a
 * format; the server writes the file as it reads the rows, and the bridge saves it (a save
 * dialog in the desktop app, a download in a browser), with a progress bar and a cancel.
 */
export default function ExportScreen() {
  useExportTexts()
  const { t } = useTranslation('export')
  const [urlParams, setParams] = useSearchParams()
  // The controls follow this copy at once; the URL follows it (a router navigation is a
  // transition, and a checkbox must not flick back meanwhile). Whenever the URL itself changes
  // (that navigation landing, a link, Back) the copy takes it.
  const [params, setLocal] = useState(urlParams)
  const [seen, setSeen] = useState(urlParams.toString())
  if (urlParams.toString() !== seen) {
    setSeen(urlParams.toString())
    setLocal(urlParams)
  }
  const choice = choiceOf(params)
  const { title: tableTitle, field, enumValue, t: tl } = useLabels(choice.def)
  const title = t('title')
  useDocumentTitle(title)
  const ids = useId()
  const update = (next: URLSearchParams) => {
    setLocal(next)
    setParams(next, { replace: true })
  }
  const all = exportColumns(choice.def)

  const columnsOf = (): ExportColumn[] =>
    choice.columns.map((name) => {
      const f = fieldOf(choice.def, name)
      let labels: Record<string, string> | undefined
      if (!choice.raw && f?.kind === 'enum') {
        labels = Object.fromEntries(ENUMS[f.enum].map((v) => [v, enumValue(name, v)]))
      } else if (!choice.raw && f?.kind === 'bool') {
        labels = { true: tl('common:yes'), false: tl('common:no') }
      }
      return { name, header: field(name), ...(labels ? { labels } : {}) }
    })

  const { run, running, start, cancel } = useExportRun(choice, columnsOf)

  return (
    <section className="screen export" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      <p>{t('intro')}</p>

      <div className="export__row">
        <label htmlFor={`${ids}-table`}>{t('table')}</label>
        <select
          id={`${ids}-table`}
          value={choice.table}
          disabled={running !== null}
          onChange={(e) => {
            if (isExportTable(e.target.value)) update(withChoice(params, { table: e.target.value }))
          }}
        >
          {EXPORT_TABLES.map((table) => (
            <option key={table} value={table}>
              {tl(`resources:${table}.title`, { defaultValue: table })}
            </option>
          ))}
        </select>
      </div>

      <ExportColumns
        tableTitle={tableTitle}
        all={all}
        chosen={choice.columns}
        disabled={running !== null}
        label={field}
        onColumns={(columns) => update(withChoice(params, { columns }))}
      />

      <section className="export__filters" aria-labelledby={`${ids}-filters`}>
        <h2 id={`${ids}-filters`}>{t('filters')}</h2>
        <ListFilters
          def={choice.def}
          params={choice.filters}
          onParam={(key, value) => {
            const next = new URLSearchParams(params)
            if (value === null || value === '') next.delete(key)
            else next.set(key, value)
            update(next)
          }}
          onReset={() => {
            const next = new URLSearchParams()
            for (const key of EXPORT_PARAMS) {
              const value = params.get(key)
              if (value !== null) next.set(key, value)
            }
            update(next)
          }}
        />
        <ExportSort
          id={`${ids}-sort`}
          def={choice.def}
          sort={choice.sort}
          disabled={running !== null}
          label={field}
          onSort={(sort) => update(withChoice(params, { sort }))}
        />
      </section>

      <ExportFormatFields
        name={`${ids}-format`}
        format={choice.format}
        raw={choice.raw}
        disabled={running !== null}
        onChange={(change) => update(withChoice(params, change))}
      />

      <div className="export__actions">
        {running === null ? (
          <button
            type="button"
            className="btn btn--primary"
            disabled={choice.columns.length === 0}
            onClick={() => void start()}
          >
            {t('start')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={cancel}>
            {t('cancel')}
          </button>
        )}
      </div>

      <ExportOutcome run={run} />
    </section>
  )
}
