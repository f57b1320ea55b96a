import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { normalizePhone } from '@shared/phone'
import { notify } from '../../app/toast'
import { callApi, useBridge } from '../../platform'
import type { Row } from '../../resources/queries'
import { OrderForm } from '../order-form/OrderForm'

/**
 * A call taken by phone and turned into an order: the order form, empty; saving it creates the
 * order with its items and records the call (`new_order`, linked by `order_id`). "Next call"
 * starts an empty form again.
 */
export function CallOrder({ title }: { title: string }) {
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const [round, setRound] = useState(0)
  const [done, setDone] = useState<{ orderId: number; callId: number | null } | null>(null)

  const recordCall = async (order: Row) => {
    // Saved again after the first save: the call is already recorded.
    if (done?.orderId === order.id) return
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
    try {
      const call = await callApi(bridge, 'POST /api/calls/store', {
        body: {
          phone: normalizePhone(String(order.phone ?? '')) ?? String(order.phone ?? ''),
          surname: text(order.surname),
          name: text(order.name),
          site: text(order.site),
          status: 'new_order',
          order_id: order.id,
        },
      })
      setDone({ orderId: order.id, callId: call.data.id })
      notify.info(t('calls.linked', { id: order.id }))
    } catch (error) {
      setDone({ orderId: order.id, callId: null })
      notify.error(t('calls.link_failed', { message: error instanceof Error ? error.message : '' }))
    }
  }

  return (
    <>
      {done && (
        <p className="calls-window__done" role="status">
          <Link to={`/orders/${done.orderId}`} target="_blank" rel="noopener noreferrer">
            {t('form.title', { id: done.orderId })}
          </Link>{' '}
          {done.callId === null ? t('calls.not_linked') : t('calls.linked_short')}{' '}
          <button
            type="button"
            className="btn"
            onClick={() => {
              setDone(null)
              setRound((n) => n + 1)
            }}
          >
            {t('calls.next')}
          </button>
        </p>
      )}
      <OrderForm key={round} order={null} items={[]} title={title} onSaved={recordCall} />
    </>
  )
}
