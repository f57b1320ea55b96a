import { useTranslation } from 'react-i18next'
import type { TypeDef } from './blocks'
import { useNumberFormat } from './StatChart'

interface StatTotalsProps {
  def: TypeDef
  period: Record<string, number>
  /** The comparison period's totals, when it is shown. */
  compare: Record<string, number> | undefined
}

/** The type's totals for the period, each with the previous period's under it. */
export function StatTotals({ def, period, compare }: StatTotalsProps) {
  const { t } = useTranslation('stats')
  const fmt = useNumberFormat()
  return (
    <dl className="stats__totals">
      {def.totals.map((total) => (
        <div key={total.field} className="stats__total" data-total={total.field}>
          <dt>{t(`totals.${total.label}`)}</dt>
          <dd data-value={period[total.field]}>{fmt(period[total.field] ?? 0, total.money)}</dd>
          {compare && (
            <dd className="stats__total-prev" data-value={compare[total.field]}>
              {t('table.previous', {
                column: fmt(compare[total.field] ?? 0, total.money),
              })}
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
