import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { calls as callsDef } from '@shared/resources/tables/sales'
import { formatPhone } from '@shared/phone'
import { formatDateTime } from '@shared/format/dates'
import { useTableRights } from '../../app/rights'
import { notify } from '../../app/toast'
import { callApi, useBridge } from '../../platform'
import { resourceKeys, useResourceList, type Row } from '../../resources/queries'
import { OrderForm } from '../order-form/OrderForm'
import './calls.css'

/** A call's status that needs no order: the desk sets it from the list. */
export const NO_ORDER_STATUSES = ['not_answer', 'no_connection', 'rejects', 'consult'] as const

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

/**
 * `/calls`: the calls, newest first, beside the order form. Choosing a call fills the form with
 * its phone and name (its earlier orders show beside the form); saving creates the order and
 * links the call to it (`order_id`, status `new_order`). A call can also be closed without an
 * order (no answer, no connection, refused, only a question).
 */
export default function CallsDesk() {
  const { t } = useTranslation(['orders', 'enums', 'resources', 'common'])
  const bridge = useBridge()
  const client = useQueryClient()
  const rights = useTableRights(callsDef)
  const list = useResourceList('calls', { sort: '-id', per_page: 100 })
  const [chosen, setChosen] = useState<Row | null>(null)

  const store = async (call: Row, changes: Record<string, unknown>) => {
    try {
      const saved = await callApi(bridge, 'POST /api/calls/store', {
        body: { id: call.id, version: call.version, ...changes },
      })
      setChosen((c) => (c?.id === call.id ? saved.data : c))
      notify.info(t('orders:calls.status_set'))
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error))
    } finally {
      void client.invalidateQueries({ queryKey: resourceKeys.all('calls') })
    }
  }

  const rows = list.data?.data ?? []
  return (
    <div className="cd">
      <section className="cd-list" aria-labelledby="cd-title">
        <h1 id="cd-title" className="screen__title">
          {t('resources:calls.title')}
        </h1>
        {list.isError ? (
          <p role="alert">{list.error.message}</p>
        ) : !list.data ? (
          <p role="status">{t('common:list.loading')}</p>
        ) : rows.length === 0 ? (
          <p>{t('common:list.empty')}</p>
        ) : (
          <ul>
            {rows.map((call) => (
              <li key={call.id} aria-current={chosen?.id === call.id ? 'true' : undefined}>
                <button className="ui-link-button" type="button" onClick={() => setChosen(call)}>
                  {formatPhone(str(call.phone))} {str(call.surname)} {str(call.name)}
                </button>
                <span className="cd-status">{t(`enums:call_status.${str(call.status)}`)}</span>
                <span className="cd-time">{formatDateTime(str(call.created_at))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="cd-form" aria-label={t('orders:calls.form')}>
        {chosen === null ? (
          <p>{t('orders:calls.choose')}</p>
        ) : (
          <>
            {rights.write && (
              <div role="group" aria-label={t('orders:calls.without_order')} className="cd-actions">
                {NO_ORDER_STATUSES.map((s) => (
                  <button
                    key={s}
                    type="button"
                    className="btn"
                    aria-pressed={chosen.status === s}
                    onClick={() => void store(chosen, { status: s })}
                  >
                    {t(`enums:call_status.${s}`)}
                  </button>
                ))}
              </div>
            )}
            <OrderForm
              key={chosen.id}
              order={null}
              items={[]}
              start={{
                phone: str(chosen.phone),
                surname: str(chosen.surname),
                name: str(chosen.name),
                site: str(chosen.site),
              }}
              onSaved={async (order) => {
                if (chosen.order_id === order.id) return
                await store(chosen, { order_id: order.id, status: 'new_order' })
              }}
            />
          </>
        )}
      </section>
    </div>
  )
}
