import { useState } from 'react'
import '../panel.css'
import { usePanelTranslation } from '../../../i18n/panel'
import { useFormat } from '../../../format/numbers'
import { formatDate } from '@shared/format/dates'
import { DatePicker } from '../../../components/date-picker/DatePicker'
import { getResource } from '@shared/resources/registry'
import { useTableRights } from '../../../app/rights'
import { Icon } from '../../Icon'
import { PanelError, PanelLoading } from '../PanelState'
import { CashFlowForm } from './CashFlowForm'
import { isoDay, shiftDay, useTillDay } from './useTill'

/**
 * The till: the chosen day's entries (today first) with the day's
 * income, expense and balance, a day switch, and a new entry under the shared cash-flow rules.
 */
export default function TillTab() {
  const { t } = usePanelTranslation()
  const fmt = useFormat()
  const rights = useTableRights(getResource('cash_flows'))
  const [day, setDay] = useState(() => isoDay(new Date()))
  const list = useTillDay(day)
  const today = isoDay(new Date())

  let body
  if (list.isPending) body = <PanelLoading />
  else if (list.isError)
    body = <PanelError error={list.error} onRetry={() => void list.refetch()} />
  else
    body = (
      <>
        <dl className="till-totals" aria-label={t('till.totals')}>
          <div className="till-totals__item till-totals__item--income">
            <dt>{t('till.income')}</dt>
            <dd>{t('till.money', { amount: fmt.money(list.data.income) })}</dd>
          </div>
          <div className="till-totals__item till-totals__item--expense">
            <dt>{t('till.expense')}</dt>
            <dd>{t('till.money', { amount: fmt.money(list.data.expense) })}</dd>
          </div>
          <div className="till-totals__item">
            <dt>{t('till.balance')}</dt>
            <dd>{t('till.money', { amount: fmt.money(list.data.balance) })}</dd>
          </div>
        </dl>
        {list.data.entries.length === 0 ? (
          <p className="panel-state">{t('till.empty')}</p>
        ) : (
          <ul className="panel-list" aria-label={t('till.entries', { date: formatDate(day) })}>
            {list.data.entries.map((e) => {
              const whom = e.whom_user_id
                ? (list.data.names[String(e.whom_user_id)] ?? `№${e.whom_user_id}`)
                : null
              return (
                <li key={e.id} className={`cash-entry cash-entry--${e.type}`} data-type={e.type}>
                  <span className="cash-entry__amount">
                    {e.type === 'expense' ? '−' : '+'}
                    {t('till.money', { amount: fmt.money(e.amount) })}
                  </span>
                  <span className="cash-entry__category">
                    {t(`enums:cash_type.${e.type}`)} · {t(`enums:cash_category.${e.category}`)}
                  </span>
                  {e.description && <span className="cash-entry__text">{e.description}</span>}
                  {whom && (
                    <span className="cash-entry__text">{t('till.for', { name: whom })}</span>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </>
    )

  return (
    <div className="panel-tab">
      <div className="panel-tab__toolbar till-day">
        <button
          type="button"
          className="panel-icon-button"
          aria-label={t('till.prev')}
          title={t('till.prev')}
          onClick={() => setDay((d) => shiftDay(d, -1))}
        >
          <Icon name="chevronLeft" />
        </button>
        <DatePicker
          className="till-day__input"
          label={t('till.day')}
          value={day}
          required
          onChange={(value) => {
            if (value) setDay(value)
          }}
        />
        <button
          type="button"
          className="panel-icon-button"
          aria-label={t('till.next')}
          title={t('till.next')}
          onClick={() => setDay((d) => shiftDay(d, 1))}
        >
          <Icon name="chevronRight" />
        </button>
        {day !== today && (
          <button type="button" className="btn" onClick={() => setDay(today)}>
            {t('till.today')}
          </button>
        )}
      </div>
      {body}
      {rights.write && <CashFlowForm day={day} />}
    </div>
  )
}
