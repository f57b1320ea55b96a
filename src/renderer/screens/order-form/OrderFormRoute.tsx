import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import { OrderForm } from './OrderForm'
import { useOrderWithItems } from './queries'

/** `/orders/{id}` and `/orders/new`: the order desk's form instead of the generic one. */
export default function OrderFormRoute() {
  const { t } = useTranslation(['orders', 'common'])
  const navigate = useNavigate()
  const raw = useParams().id ?? 'new'
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null
  const loaded = useOrderWithItems(id)
  if (raw !== 'new' && id === null) return <p role="alert">{t('orders:form.not_found')}</p>
  if (id !== null && loaded.isError) {
    return (
      <div className="rl-state" role="alert">
        <p>{loaded.error.message}</p>
        <button type="button" className="btn" onClick={() => void loaded.refetch()}>
          {t('common:list.retry')}
        </button>
      </div>
    )
  }
  if (id !== null && !loaded.data) return <p role="status">{t('orders:side.loading')}</p>
  return (
    <OrderForm
      key={id ?? 'new'}
      order={loaded.data?.order ?? null}
      items={loaded.data?.items ?? []}
      onSaved={(order) => {
        if (id === null) void navigate(`/orders/${order.id}`, { replace: true })
      }}
    />
  )
}
