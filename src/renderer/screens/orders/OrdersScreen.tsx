import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { formatDateTime } from '@shared/format/dates'
import { formatPhone, phoneOperator } from '@shared/phone'
import { ORDER_STATUSES, nextStatuses, type OrderStatus } from '@shared/rules/order-status'
import { parcelService } from '@shared/rules/ttns'
import { useTableRights } from '../../app/rights'
import { notify } from '../../app/toast'
import { Pager } from '../../components/list/Pager'
import { useLingering } from '../../components/list/useLingering'
import { ListFilters } from '../../resources/ListFilters'
import { LOADER_HIDE_MS } from '../../resources/ListScreen'
import { PER_PAGE_CHOICES, queryFromParams, withParam } from '../../resources/listUrl'
import { useResourceList, type Row } from '../../resources/queries'
import { useStatusCounts, useSetStatus } from './queries'
import '../../resources/resources.css'
import './orders.css'

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** Statuses every selected order may take (their allowed next statuses, in common). */
export function commonNextStatuses(rows: readonly Row[]): OrderStatus[] {
  let common: OrderStatus[] | null = null
  for (const row of rows) {
    const status = row.status as OrderStatus
    if (!ORDER_STATUSES.includes(status)) return []
    const next: OrderStatus[] = nextStatuses(status).slice(1)
    common = common === null ? next : common.filter((s) => next.includes(s))
  }
  return common ?? []
}

/**
 * `/orders`: status tabs with their counts, the list's filters, the rows with the phone's
 * operator, the parcel's carrier and marketplace badges, and a status for the selected rows.
 */
export default function OrdersScreen() {
  const { t } = useTranslation(['orders', 'enums', 'resources', 'common'])
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => queryFromParams(ordersDef, params), [params])
  const list = useResourceList('orders', query)
  const counts = useStatusCounts()
  const loading = useLingering(list.isFetching, LOADER_HIDE_MS)
  const rights = useTableRights(ordersDef)
  const setStatus = useSetStatus()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [target, setTarget] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)

  const status = params.get('status') ?? ''
  const rows = list.data?.data ?? []
  const refs = list.data?.refs ?? {}
  const pageIds = rows.map((r) => r.id)
  const chosen = rows.filter((r) => selected.has(r.id))
  const allowed = commonNextStatuses(chosen)
  const setParam = (key: string, value: string | null) => {
    setSelected(new Set())
    setParams(withParam(params, key, value))
  }

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id))

  const apply = () => {
    if (!target || chosen.length === 0) return
    setStatus.mutate(
      { ids: chosen.map((r) => r.id), status: target as OrderStatus },
      {
        onSuccess: ({ changed }) => {
          notify.info(t('orders:bulk.done', { count: changed }))
          setSelected(new Set())
          setTarget('')
        },
        onError: (error) => notify.error(error.message),
      },
    )
  }

  const tab = (value: string, label: string, n: number | undefined) => (
    <button
      key={value || 'all'}
      type="button"
      role="tab"
      aria-selected={status === value}
      className="ol-tab"
      onClick={() => setParam('status', value || null)}
    >
      {label}
      <span className="ol-count">{n === undefined ? '…' : n}</span>
    </button>
  )

  return (
    <section className="rl ol" aria-labelledby="ol-title">
      <header className="rl-head">
        <h1 id="ol-title" ref={headingRef} tabIndex={-1}>
          {t('resources:orders.title')}
        </h1>
        {rights.write && (
          <Link className="btn btn--primary" to="/orders/new">
            {t('orders:new_order')}
          </Link>
        )}
      </header>
      <div className="ol-tabs" role="tablist" aria-label={t('orders:tabs.label')}>
        {tab('', t('orders:tabs.all'), counts.data?.all)}
        {ORDER_STATUSES.map((s) => tab(s, t(`enums:order_status.${s}`), counts.data?.statuses[s]))}
      </div>
      {counts.isError && (
        <p className="rl-stale" role="status">
          {t('orders:tabs.counts_failed')}
        </p>
      )}
      <ListFilters
        def={ordersDef}
        params={params}
        onParam={setParam}
        onReset={() => {
          setSelected(new Set())
          setParams(new URLSearchParams())
        }}
      />
      {rights.write && chosen.length > 0 && (
        <div className="ol-bulk" role="group" aria-label={t('orders:bulk.label')}>
          <span>{t('orders:bulk.selected', { count: chosen.length })}</span>
          <label>
            {t('orders:bulk.new_status')}{' '}
            <select value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{allowed.length === 0 ? t('orders:bulk.none') : '—'}</option>
              {allowed.map((s) => (
                <option key={s} value={s}>
                  {t(`enums:order_status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!target || setStatus.isPending}
            onClick={apply}
          >
            {t('orders:bulk.apply')}
          </button>
          <button type="button" className="btn" onClick={() => setSelected(new Set())}>
            {t('orders:bulk.clear')}
          </button>
        </div>
      )}
      <div className="rl-loader" role="status" aria-live="polite" data-active={loading}>
        {loading ? t('common:list.loading') : ''}
      </div>
      {list.isError && !list.data ? (
        <div className="rl-state" role="alert">
          <p>{list.error.message}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('common:list.retry')}
          </button>
        </div>
      ) : rows.length === 0 && !list.isFetching ? (
        <p className="rl-state">{t('common:list.empty')}</p>
      ) : (
        <div className="rl-scroll">
          <table className="rl-table ol-table">
            <thead>
              <tr>
                <th scope="col">
                  {rights.write && (
                    <input
                      type="checkbox"
                      aria-label={t('orders:select_page')}
                      checked={allOnPage}
                      onChange={() => setSelected(allOnPage ? new Set() : new Set(pageIds))}
                    />
                  )}
                </th>
                <th scope="col">№</th>
                <th scope="col">{t('resources:orders.fields.status')}</th>
                <th scope="col">{t('resources:orders.fields.phone')}</th>
                <th scope="col">{t('orders:columns.customer')}</th>
                <th scope="col">{t('resources:orders.fields.city_name')}</th>
                <th scope="col">{t('resources:orders.fields.total')}</th>
                <th scope="col">{t('resources:orders.fields.track')}</th>
                <th scope="col">{t('resources:orders.fields.user_id')}</th>
                <th scope="col">{t('common:fields.created_at')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const phone = text(row.phone)
                const operator = phoneOperator(phone)
                const track = text(row.track)
                const manager = refs.user_id?.[text(row.user_id)]
                return (
                  <tr key={row.id} aria-selected={selected.has(row.id)}>
                    <td>
                      {rights.write && (
                        <input
                          type="checkbox"
                          aria-label={t('orders:select_row', { id: row.id })}
                          checked={selected.has(row.id)}
                          onChange={() => toggle(row.id)}
                        />
                      )}
                    </td>
                    <td>
                      <Link to={`/orders/${row.id}`}>{row.id}</Link>
                      {text(row.prom_order) && (
                        <span className="ol-badge ol-badge--prom">{t('orders:badges.prom')}</span>
                      )}
                      {text(row.rozetka_order) && (
                        <span className="ol-badge ol-badge--rozetka">
                          {t('orders:badges.rozetka')}
                        </span>
                      )}
                    </td>
                    <td>
                      <span className="ol-status" data-status={text(row.status)}>
                        {t(`enums:order_status.${text(row.status)}`)}
                      </span>
                    </td>
                    <td>
                      {formatPhone(phone)}
                      {operator && (
                        <span className="ol-sub">{t(`orders:operators.${operator}`)}</span>
                      )}
                    </td>
                    <td>{[row.surname, row.name].map(text).filter(Boolean).join(' ')}</td>
                    <td>{text(row.city_name)}</td>
                    <td className="ol-num">{text(row.total)}</td>
                    <td>
                      {track}
                      {track && (
                        <span className="ol-sub">
                          {t(`orders:carriers.${parcelService(track)}`)}
                        </span>
                      )}
                    </td>
                    <td>{manager ?? ''}</td>
                    <td>{row.created_at ? formatDateTime(text(row.created_at)) : ''}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <Pager
          page={query.page ?? 1}
          perPage={query.per_page ?? list.data.per_page}
          total={list.data.total}
          perPageChoices={PER_PAGE_CHOICES}
          onPage={(page) => setParam('page', page > 1 ? String(page) : null)}
          onPerPage={(n) => setParam('per_page', String(n))}
        />
      )}
    </section>
  )
}
