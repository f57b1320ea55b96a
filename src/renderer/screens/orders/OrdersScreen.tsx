import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { ORDER_STATUSES } from '@shared/rules/order-status'
import { ListScreen } from '../../resources/ListScreen'
import { withParam } from '../../resources/listUrl'
import { useStatusCounts } from './queries'
import './orders.css'

/**
 * `/orders`: the 14 status tabs and "all", each with its count (trigger-kept on the server,
 * refreshed every 60 s and after any write to orders), above the orders list. A tab is the
 * list's `status` filter, so the URL, the filter select and the tabs always agree.
 */
export default function OrdersScreen() {
  const { t } = useTranslation(['orders', 'enums'])
  const [params, setParams] = useSearchParams()
  const counts = useStatusCounts()
  const status = params.get('status') ?? ''

  const tab = (value: string, label: string, n: number | undefined) => (
    <button
      key={value || 'all'}
      type="button"
      role="tab"
      aria-selected={status === value}
      className="ol-tab"
      onClick={() => setParams(withParam(params, 'status', value || null))}
    >
      {label} <span className="ol-count">{n === undefined ? '…' : n}</span>
    </button>
  )

  return (
    <>
      <div className="ol-tabs" role="tablist" aria-label={t('orders:tabs.label')}>
        {tab('', t('orders:tabs.all'), counts.data?.all)}
        {ORDER_STATUSES.map((s) => tab(s, t(`enums:order_status.${s}`), counts.data?.statuses[s]))}
      </div>
      {counts.isError && (
        <p className="rl-stale" role="status">
          {t('orders:tabs.counts_failed')}
        </p>
      )}
      <ListScreen def={ordersDef} />
    </>
  )
}
