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
import { useFormat } from '../../format/numbers'
import type { BlockDef } from './blocks'
import type { BlockRow } from './blockRows'

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

export function useNumberFormat() {
  const fmt = useFormat()
  return (value: number, isMoney: boolean) => (isMoney ? fmt.money(value) : fmt.count(value))
}

/** A block's chart: a pie of its slices, or its measure over time as a line or bars. */
export function StatChart(props: { def: BlockDef; rows: BlockRow[]; compared: boolean }) {
  const { def, rows, compared } = props
  const { t } = useTranslation('stats')
  const fmt = useNumberFormat()
  const title = t(`blocks.${def.title}`)
  const measureLabel = t(`totals.${def.money ? def.sum : def.count}`)
  const prev = (column: string) => t('table.previous', { column })
  const pieValue = def.pieBy === 'sum' ? 'sum' : 'count'
  const pieData = rows
    .filter((r) => r[pieValue] > 0)
    .map((r, i) => ({ name: r.name, value: r[pieValue], fill: COLORS[i % COLORS.length] }))
  const measure = def.money ? 'sum' : 'count'
  return (
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
            <Bar dataKey={measure} name={measureLabel} fill={COLORS[0]} isAnimationActive={false} />
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
  )
}
