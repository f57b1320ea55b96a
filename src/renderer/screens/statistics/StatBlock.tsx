import { useTranslation } from 'react-i18next'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { StatPoint, StatRow } from '@shared/contract/statistics'
import { formatDate } from '@shared/format/dates'
import { useFormat } from '../../format/numbers'
import type { BlockDef } from './blocks'
import { toCsv, downloadCsv } from './csv'
import { useStatsTexts } from '../../i18n/stats'

/** One line of a chart's table: a name, its count and sum, and the comparison period's. */
export interface BlockRow {
  key: string
  name: string
  count: number
  sum: number
  prevCount: number | null
  prevSum: number | null
}

const COLORS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#475569',
  '#9333ea',
  '#0d9488',
  '#ca8a04',
  '#be123c',
]

/** The series as rows, every bucket present; the comparison's buckets matched by position. */
export function seriesRows(
  buckets: readonly string[],
  prevBuckets: readonly string[] | null,
  period: readonly StatPoint[],
  compare: readonly StatPoint[] | null,
): BlockRow[] {
  const at = new Map(period.map((p) => [p.bucket, p]))
  const prevAt = new Map((compare ?? []).map((p) => [p.bucket, p]))
  return buckets.map((bucket, i) => {
    const prevBucket = prevBuckets?.[i]
    const prev = prevBucket === undefined ? undefined : prevAt.get(prevBucket)
    return {
      key: bucket,
      name: formatDate(bucket),
      count: at.get(bucket)?.count ?? 0,
      sum: at.get(bucket)?.sum ?? 0,
      prevCount: compare && prevBucket !== undefined ? (prev?.count ?? 0) : null,
      prevSum: compare && prevBucket !== undefined ? (prev?.sum ?? 0) : null,
    }
  })
}

/** A breakdown as rows; the comparison matched by key (slices only it has are left out). */
export function breakdownRows(
  period: readonly StatRow[],
  compare: readonly StatRow[] | null,
  nameOf: (row: StatRow) => string,
): BlockRow[] {
  const prevAt = new Map((compare ?? []).map((r) => [r.key, r]))
  return period.map((r) => ({
    key: r.key,
    name: nameOf(r),
    count: r.count,
    sum: r.sum,
    prevCount: compare ? (prevAt.get(r.key)?.count ?? 0) : null,
    prevSum: compare ? (prevAt.get(r.key)?.sum ?? 0) : null,
  }))
}

export function useNumberFormat() {
  const fmt = useFormat()
  return (value: number, isMoney: boolean) => (isMoney ? fmt.money(value) : fmt.count(value))
}

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
  const pieValue = def.pieBy === 'sum' ? 'sum' : 'count'
  const pieData = rows
    .filter((r) => r[pieValue] > 0)
    .map((r, i) => ({ name: r.name, value: r[pieValue], fill: COLORS[i % COLORS.length] }))
  const measure = def.money ? 'sum' : 'count'
  const measureLabel = def.money ? sumLabel : countLabel

  return (
    <section className="stat-block" aria-labelledby={`stat-${def.data}`} data-block={def.data}>
      <header className="stat-block__head">
        <h2 id={`stat-${def.data}`}>{title}</h2>
        <button
          type="button"
          onClick={exportCsv}
          aria-label={t('export_of', { title })}
          disabled={rows.length === 0}
        >
          {t('export')}
        </button>
      </header>
      <div className="stat-block__body">
        <figure
          className={`stat-chart stat-chart--${def.chart}`}
          aria-label={t('chart_of', { title })}
          data-chart={def.chart}
        >
          <ResponsiveContainer width="100%" height={260}>
            {def.chart === 'pie' ? (
              <PieChart>
                <Pie
                  data={pieData}
                  dataKey="value"
                  nameKey="name"
                  outerRadius={95}
                  isAnimationActive={false}
                />
                <Tooltip formatter={(v) => fmt(Number(v), pieValue === 'sum')} />
                <Legend />
              </PieChart>
            ) : def.chart === 'line' ? (
              <LineChart data={rows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis tickFormatter={(v: number) => fmt(v, false)} />
                <Tooltip formatter={(v) => fmt(Number(v), def.money)} />
                <Legend />
                <Line
                  type="monotone"
                  dataKey={measure}
                  name={measureLabel}
                  stroke={COLORS[0]}
                  dot={false}
                  isAnimationActive={false}
                />
                {compared && (
                  <Line
                    type="monotone"
                    dataKey={measure === 'sum' ? 'prevSum' : 'prevCount'}
                    name={prev(measureLabel)}
                    stroke={COLORS[9]}
                    strokeDasharray="5 4"
                    dot={false}
                    isAnimationActive={false}
                  />
                )}
              </LineChart>
            ) : (
              <BarChart data={rows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis tickFormatter={(v: number) => fmt(v, false)} />
                <Tooltip formatter={(v) => fmt(Number(v), def.money)} />
                <Legend />
                <Bar
                  dataKey={measure}
                  name={measureLabel}
                  fill={COLORS[0]}
                  isAnimationActive={false}
                />
                {compared && (
                  <Bar
                    dataKey={measure === 'sum' ? 'prevSum' : 'prevCount'}
                    name={prev(measureLabel)}
                    fill={COLORS[9]}
                    isAnimationActive={false}
                  />
                )}
              </BarChart>
            )}
          </ResponsiveContainer>
        </figure>
        {/* Scrolls when long: a stop of the keyboard's, named, so its rows can be scrolled to. */}
        <div className="stat-table" tabIndex={0} role="region" aria-label={title}>
          <table>
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
