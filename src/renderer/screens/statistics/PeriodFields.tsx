import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { STAT_GROUPS, type StatPoint } from '@shared/contract/statistics'
import { formatDate } from '@shared/format/dates'
import { DatePicker } from '../../components/date-picker/DatePicker'
import type { TypeDef } from './blocks'
import type { StatsView } from './period'
import { useNumberFormat } from './StatChart'

/** The period pickers mark each day of a daily series with what it holds. */
export function useDayAttributes(
  def: TypeDef,
  view: StatsView,
  data: { period: Record<string, unknown> } | undefined,
) {
  const { t } = useTranslation('stats')
  const fmt = useNumberFormat()
  const series = def.blocks.find((b) => b.data === 'series')
  const dayLabels = useMemo(() => {
    const labels = new Map<string, string>()
    if (!series || view.group !== 'day' || !data) return labels
    for (const p of data.period.series as StatPoint[]) {
      labels.set(
        p.bucket,
        t('period.day_popover', {
          count: t(`totals.${series.count}`),
          countValue: fmt(p.count, false),
          sum: t(`totals.${series.sum}`),
          sumValue: fmt(p.sum, series.money),
        }),
      )
    }
    return labels
  }, [series, view.group, data, t, fmt])
  const dayAttributes = (day: string) => {
    const label = dayLabels.get(day)
    return label ? [{ key: 'stats', label }] : []
  }

  return dayAttributes
}

interface PeriodFieldsProps {
  view: StatsView
  /** The comparison period: as long as the chosen one, just before it. */
  prev: { from: string; to: string }
  dayAttributes: (day: string) => { key: string; label: string }[]
  setParam: (key: string, value: string | null) => void
}

/** The two ends of the period, each a date row and a URL parameter of its own name. */
const PERIOD_ENDS = ['from', 'to'] as const

/** The period, its grouping and whether the previous period is shown beside it. */
export function PeriodFields({ view, prev, dayAttributes, setParam }: PeriodFieldsProps) {
  const { t } = useTranslation('stats')
  const groupId = useId()
  return (
    <fieldset className="stats__period">
      <legend>{t('period.label')}</legend>
      {PERIOD_ENDS.map((end) => (
        <DatePicker
          key={end}
          label={t(`period.${end}`)}
          value={view[end]}
          required
          wide
          dayAttributes={dayAttributes}
          onChange={(v) => setParam(end, v)}
        />
      ))}
      <div className="stats__group">
        <label htmlFor={groupId}>{t('period.group')}</label>
        <select
          id={groupId}
          value={view.group}
          onChange={(e) => setParam('group', e.target.value === 'day' ? null : e.target.value)}
        >
          {STAT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`period.${g}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="stats__compare">
        <input
          type="checkbox"
          checked={view.compare}
          onChange={(e) => setParam('compare', e.target.checked ? null : '0')}
        />
        {t('period.compare')}
      </label>
      {view.compare && (
        <p className="stats__previous">
          {t('period.previous', { from: formatDate(prev.from), to: formatDate(prev.to) })}
        </p>
      )}
    </fieldset>
  )
}
