import { useTranslation } from 'react-i18next'
import type { BlockDef } from './blocks'
import { toCsv, downloadCsv } from './csv'
import { useStatsTexts } from '../../i18n/stats'
import type { BlockRow } from './blockRows'
import { StatChart, useNumberFormat } from './StatChart'

export { breakdownRows, seriesRows, type BlockRow } from './blockRows'
export { useNumberFormat }

interface StatBlockProps {
  def: BlockDef
  rows: BlockRow[]
  compared: boolean
  /** For the CSV's file name: `orders-2026-10-25-2026-11-23`. */
  fileStem: string
}

/** A chart and, beside it, its numbers as a table that can be saved as CSV. */
export function StatBlock({ def, rows, compared, fileStem }: StatBlockProps) {
  useStatsTexts()
  const { t } = useTranslation('stats')
  const fmt = useNumberFormat()
  const title = t(`blocks.${def.title}`)
  const countLabel = t(`totals.${def.count}`)
  const sumLabel = t(`totals.${def.sum}`)
  const nameLabel = def.data === 'series' ? t('table.bucket') : t('table.name')
  const prev = (column: string) => t('table.previous', { column })
  const header = [
    nameLabel,
    countLabel,
    sumLabel,
    ...(compared ? [prev(countLabel), prev(sumLabel)] : []),
  ]
  const total = rows.reduce(
    (acc, r) => ({
      count: acc.count + r.count,
      sum: acc.sum + r.sum,
      prevCount: acc.prevCount + (r.prevCount ?? 0),
      prevSum: acc.prevSum + (r.prevSum ?? 0),
    }),
    { count: 0, sum: 0, prevCount: 0, prevSum: 0 },
  )
  const round = (n: number) => Math.round(n * 100) / 100
  const exportCsv = () => {
    const body = rows.map((r) => [
      r.name,
      r.count,
      round(r.sum),
      ...(compared ? [r.prevCount ?? 0, round(r.prevSum ?? 0)] : []),
    ])
    const totals = [
      t('table.total'),
      total.count,
      round(total.sum),
      ...(compared ? [total.prevCount, round(total.prevSum)] : []),
    ]
    downloadCsv(`${fileStem}-${def.data}.csv`, toCsv(header, [...body, totals]))
  }

  return (
    <section className="stat-block" aria-labelledby={`stat-${def.data}`} data-block={def.data}>
      <header className="stat-block__head">
        <h2 id={`stat-${def.data}`}>{title}</h2>
        <button
          className="btn btn--small"
          type="button"
          onClick={exportCsv}
          aria-label={t('export_of', { title })}
          disabled={rows.length === 0}
        >
          {t('export')}
        </button>
      </header>
      <div className="stat-block__body">
        <StatChart def={def} rows={rows} compared={compared} />
        {/* Scrolls when long: a stop of the keyboard's, named, so its rows can be scrolled to. */}
        <div className="stat-table" tabIndex={0} role="region" aria-label={title}>
          <table className="ui-table ui-table--small">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} data-key={r.key}>
                  <th scope="row">{r.name}</th>
                  <td data-value={r.count}>{fmt(r.count, false)}</td>
                  <td data-value={r.sum}>{fmt(r.sum, def.money)}</td>
                  {compared && (
                    <>
                      <td data-value={r.prevCount ?? 0}>{fmt(r.prevCount ?? 0, false)}</td>
                      <td data-value={r.prevSum ?? 0}>{fmt(r.prevSum ?? 0, def.money)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-key="total">
                <th scope="row">{t('table.total')}</th>
                <td data-value={total.count}>{fmt(total.count, false)}</td>
                <td data-value={round(total.sum)}>{fmt(total.sum, def.money)}</td>
                {compared && (
                  <>
                    <td data-value={total.prevCount}>{fmt(total.prevCount, false)}</td>
                    <td data-value={round(total.prevSum)}>{fmt(total.prevSum, def.money)}</td>
                  </>
                )}
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  )
}
