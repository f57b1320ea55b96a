import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { formatDateTime } from '@shared/format/dates'
import { FINAL_STATUSES } from '@shared/rules/order-status'
import { getResource } from '@shared/resources/registry'
import { useEarlierOrders, useOrderHistory } from './queries'
import { OrderPhotos } from '../../images/OrderPhotos'

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

/**
 * Beside the form: the phone's earlier orders (a refusal stands out), the order's history and
 * its photos.
 */
export function OrderSide({ phone, orderId }: { phone: string | null; orderId: number | null }) {
  const { t } = useTranslation(['orders', 'enums', 'resources'])
  const earlier = useEarlierOrders(phone, orderId)
  const history = useOrderHistory(orderId)
  // An enumeration's value as the form names it ("Отримано", not `taken`).
  const value = (table: string, field: string, v: unknown) => {
    const def = getResource(table)?.fields[field]
    if (def?.kind === 'enum' && typeof v === 'string' && v !== '') {
      return t(`enums:${def.enum}.${v}`, { defaultValue: v })
    }
    return shown(v)
  }

  return (
    <aside className="of-side">
      <section aria-labelledby="of-earlier">
        <h2 id="of-earlier">{t('orders:side.earlier')}</h2>
        {!phone ? (
          <p>{t('orders:side.type_phone')}</p>
        ) : earlier.isError ? (
          <p role="alert">{earlier.error.message}</p>
        ) : !earlier.data ? (
          <p role="status">{t('orders:side.loading')}</p>
        ) : earlier.data.length === 0 ? (
          <p>{t('orders:side.none')}</p>
        ) : (
          <ul className="of-earlier">
            {earlier.data.map((o) => (
              <li
                key={o.id}
                data-final={FINAL_STATUSES.includes(o.status as never) ? o.status : undefined}
              >
                <Link to={`/orders/${o.id}`}>№{o.id}</Link>{' '}
                <span className="of-status">{t(`enums:order_status.${o.status}`)}</span> {o.total} ·{' '}
                {formatDateTime(o.created_at)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {orderId !== null && (
        <section aria-labelledby="of-history">
          <h2 id="of-history">{t('orders:side.history')}</h2>
          {history.isError ? (
            <p role="alert">{history.error.message}</p>
          ) : !history.data ? (
            <p role="status">{t('orders:side.loading')}</p>
          ) : (
            <ol className="of-history">
              {history.data.map((h) => (
                <li key={h.id}>
                  <span>
                    {formatDateTime(h.at)} · {h.user ?? '—'} ·{' '}
                    {t(`orders:side.actions.${h.table}_${h.action}`, { id: h.record_id })}
                  </span>
                  <ul>
                    {Object.entries(h.changes).map(([field, c]) => (
                      <li key={field}>
                        {t(`resources:${h.table}.fields.${field}`)}: {value(h.table, field, c.old)}{' '}
                        → {value(h.table, field, c.new)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {orderId !== null && <OrderPhotos orderId={orderId} />}
    </aside>
  )
}
