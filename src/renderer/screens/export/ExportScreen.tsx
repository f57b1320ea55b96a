import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import {
  EXPORT_FORMATS,
  EXPORT_TABLES,
  exportColumns,
  exportFileName,
  isExportTable,
  type ExportColumn,
  type ExportFormat,
  type ExportProgress,
} from '@shared/contract/exports'
import { ENUMS } from '@shared/resources/enums'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { useExportTexts } from '../../i18n/exportTexts'
import { formatSize } from '../../format/numbers'
import { callApi, useBridge } from '../../platform'
import { ListFilters } from '../../resources/ListFilters'
import { fieldOf } from '../../resources/listUrl'
import { useLabels } from '../../resources/labels'
import { EXPORT_PARAMS, choiceOf, filterOf, newJobId, sortChoices, withChoice } from './exportQuery'
import './export.css'

/** How often the progress bar asks the server how far the export is. */
const PROGRESS_POLL_MS = 400

type Run =
  | { state: 'idle' }
  | { state: 'running'; job: string; progress: ExportProgress | null }
  | { state: 'saved'; fileName: string; bytes: number }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string }

/**
 * `/export`: a table, its columns, the list's filters and a
 * format; the server writes the file as it reads the rows, and the bridge saves it (a save
 * dialog in the desktop app, a download in a browser), with a progress bar and a cancel.
 */
export default function ExportScreen() {
  useExportTexts()
  const { t, i18n } = useTranslation('export')
  const bridge = useBridge()
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
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const title = t('title')
  useDocumentTitle(title)
  const ids = useId()
  const running = run.state === 'running' ? run.job : null

  // While a file is written, ask how far it is. No answer yet means not started (the desktop
  // app's save dialog is still open) or just finished: the bar keeps what it last showed.
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      callApi(bridge, 'POST /api/exports/progress/:job', { params: { job: running } })
        .then(({ data }) =>
          setRun((r) =>
            r.state === 'running' && r.job === running && data ? { ...r, progress: data } : r,
          ),
        )
        .catch(() => undefined)
    }, PROGRESS_POLL_MS)
    return () => clearInterval(timer)
  }, [bridge, running])
  // Leaving the screen cancels the export it started.
  useEffect(() => () => void (running && bridge.exports.cancel(running)), [bridge, running])

  const update = (next: URLSearchParams) => {
    setLocal(next)
    setParams(next, { replace: true })
  }
  const all = exportColumns(choice.def)
  const chosen = new Set(choice.columns)

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

  async function start() {
    const job = newJobId()
    setRun({ state: 'running', job, progress: null })
    const outcome = await bridge.exports.save({
      table: choice.table,
      fileName: exportFileName(choice.table, choice.format, new Date()),
      body: { job, format: choice.format, columns: columnsOf(), ...filterOf(choice) },
    })
    if (!live.current) return
    if (outcome.ok) setRun({ state: 'saved', fileName: outcome.fileName, bytes: outcome.bytes })
    else if (outcome.reason === 'cancelled') setRun({ state: 'cancelled' })
    else setRun({ state: 'failed', message: outcome.message })
  }

  const progress = run.state === 'running' ? run.progress : null

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

      <fieldset className="export__columns" disabled={running !== null}>
        <legend>{t('columns', { table: tableTitle })}</legend>
        <div className="export__column-actions">
          <button
            type="button"
            className="btn"
            onClick={() => update(withChoice(params, { columns: all }))}
          >
            {t('all_columns')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => update(withChoice(params, { columns: [] }))}
          >
            {t('no_columns')}
          </button>
        </div>
        <ul className="export__column-list">
          {all.map((name) => (
            <li key={name}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(name)}
                  onChange={(e) => {
                    const next = all.filter((n) => (n === name ? e.target.checked : chosen.has(n)))
                    update(withChoice(params, { columns: next }))
                  }}
                />{' '}
                {field(name)}
              </label>
            </li>
          ))}
        </ul>
        {choice.columns.length === 0 && (
          <p className="notice" role="note">
            {t('pick_columns')}
          </p>
        )}
      </fieldset>

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
        <div className="export__row">
          <label htmlFor={`${ids}-sort`}>{t('sort')}</label>
          <select
            id={`${ids}-sort`}
            value={choice.sort}
            disabled={running !== null}
            onChange={(e) => update(withChoice(params, { sort: e.target.value }))}
          >
            {sortChoices(choice.def).map((sort) => {
              const down = sort.startsWith('-')
              const column = field(down ? sort.slice(1) : sort)
              return (
                <option key={sort} value={sort}>
                  {t(down ? 'sort_down' : 'sort_up', { column })}
                </option>
              )
            })}
          </select>
        </div>
      </section>

      <fieldset className="export__format" disabled={running !== null}>
        <legend>{t('format')}</legend>
        {EXPORT_FORMATS.map((format: ExportFormat) => (
          <label key={format}>
            <input
              type="radio"
              name={`${ids}-format`}
              value={format}
              checked={choice.format === format}
              onChange={() => update(withChoice(params, { format }))}
            />{' '}
            {t(`format_${format}`)}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={choice.raw}
            onChange={(e) => update(withChoice(params, { raw: e.target.checked }))}
          />{' '}
          {t('raw')}
        </label>
      </fieldset>

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
          <button type="button" className="btn" onClick={() => void bridge.exports.cancel(running)}>
            {t('cancel')}
          </button>
        )}
      </div>

      {run.state === 'running' && (
        <div className="export__progress" role="status">
          <progress
            aria-label={t('progress_label')}
            max={progress?.total || 1}
            {...(progress ? { value: progress.done } : {})}
          />
          <span>
            {progress
              ? t('progress', { done: progress.done, count: progress.total })
              : t('preparing')}
          </span>
        </div>
      )}
      {run.state === 'saved' && (
        <p role="status" className="export__result">
          {t('saved', { file: run.fileName, size: formatSize(run.bytes, i18n.language) })}
        </p>
      )}
      {run.state === 'cancelled' && <p role="status">{t('cancelled')}</p>}
      {run.state === 'failed' && (
        <p role="alert" className="form-alert">
          {t('failed', { message: run.message })}
        </p>
      )}
    </section>
  )
}
