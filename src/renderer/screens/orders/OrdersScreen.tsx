import { useMemo, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { ORDER_STATUSES } from '@shared/rules/order-status'
import { useTableRights } from '../../app/rights'
import { ListScreen } from '../../resources/ListScreen'
import { useShopSettings } from '../../resources/queries'
import { BulkStatus } from './BulkStatus'
import { BulkWaybills } from '../../waybills/BulkWaybills'
import { FetchNow } from './FetchNow'
import { ORDER_CELL_WIDTHS, orderCells } from './OrderCells'
import { orderFilterControls } from './OrderFilters'
import { useStatusCounts } from './queries'
import './orders.css'
import { useLatestSearchParams } from '../../hooks/useLatestSearchParams'
import { withParam } from '../../resources/listUrl'

/** The filters in the list's row: the tabs already choose the status. */
const MAIN_FILTERS = ['site', 'user_id'] as const

/**
 * `/orders`: the 14 status tabs and "all", each with its count (trigger-kept on the server,
 * refreshed every 60 s and after any write to orders), above the orders list. A tab is the
 * list's `status` filter, so the URL, the filter select and the tabs always agree. The list
 * adds the site, source and manager filters and the period of days to the generic ones, draws
 * the phone's operator, the track's carrier and the marketplace badges, and lets whoever may
 * write orders give the rows selected on the page one status.
 */
export default function OrdersScreen() {
  const { t } = useTranslation(['orders', 'enums', 'common'])
  const [params, setParams] = useLatestSearchParams()
  const counts = useStatusCounts()
  const settings = useShopSettings()
  const rights = useTableRights(ordersDef)
  const status = params.get('status') ?? ''
  const cells = useMemo(() => orderCells(t), [t])
  const controls = useMemo(() => orderFilterControls(t, settings.data), [t, settings.data])

  // The tabs draw for the status and the counts: a page turn changes neither.
  const tabs = useMemo(() => {
    const tab = (value: string, label: string, n: number | undefined) => (
      <button
        key={value || 'all'}
        id={`ol-tab-${value || 'all'}`}
        type="button"
        role="tab"
        aria-selected={status === value}
        aria-controls="ol-panel"
        // One Tab stop for the row of tabs: the chosen one; arrows move between them.
        tabIndex={status === value ? 0 : -1}
        className="ol-tab"
        onClick={() => setParams((latest) => withParam(latest, 'status', value || null))}
      >
        {label} <span className="ol-count">{n === undefined ? '…' : n}</span>
      </button>
    )
    return (
      <div
        className="ol-tabs"
        role="tablist"
        aria-label={t('orders:tabs.label')}
        onKeyDown={rovingTabKeys}
      >
        {tab('', t('orders:tabs.all'), counts.data?.all)}
        {ORDER_STATUSES.map((s) => tab(s, t(`enums:order_status.${s}`), counts.data?.statuses[s]))}
      </div>
    )
  }, [t, status, counts.data, setParams])

  return (
    <>
      {counts.isError && (
        <p className="rl-stale" role="status">
          {t('orders:tabs.counts_failed')}
        </p>
      )}
      <ListScreen
        def={ordersDef}
        cells={cells}
        widths={ORDER_CELL_WIDTHS}
        filterControls={controls}
        toolbar={tabs}
        panel={{ id: 'ol-panel', labelledBy: `ol-tab-${status || 'all'}` }}
        actions={rights.write && <FetchNow />}
        mainFilters={MAIN_FILTERS}
        bulkActions={
          rights.write
            ? (selected, clear) => (
                <>
                  <BulkStatus selected={selected} clear={clear} />
                  <BulkWaybills selected={selected} clear={clear} />
                </>
              )
            : undefined
        }
      />
    </>
  )
}

/**
 * A tab list's keys: Left and Right move to the neighbouring tab (round), Home and End to the
 * first and last, and the tab reached is chosen (its click), as the tabs pattern asks.
 */
function rovingTabKeys(event: KeyboardEvent<HTMLElement>): void {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'))
  const at = tabs.indexOf(event.target as HTMLElement)
  if (at < 0) return
  const last = tabs.length - 1
  const to =
    event.key === 'ArrowRight'
      ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft'
        ? (at + last) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null
  if (to === null) return
  event.preventDefault()
  tabs[to]?.focus()
  tabs[to]?.click()
}
