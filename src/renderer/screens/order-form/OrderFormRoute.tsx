import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { useTableRights } from '../../app/rights'
import { useSession } from '../../app/session'
import { firstSiteKey, useShopSettings, type Row } from '../../resources/queries'
import type { DraftRecord } from '../../resources/record/drafts'
import { OrderForm, valuesOf, type OrderFormValues } from './OrderForm'
import { useOrderWithItems } from './queries'
import { useLabels } from '../../resources/labels'
import { RecordProblem } from '../../resources/record/RecordProblem'

const ID = /^\d{1,9}$/

/**
 * What a copy of an order starts with: the customer, the delivery, the payment and the lines
 * (as new lines), but a new order's status, and nothing that names the other order's parcel or
 * marketplace order.
 */
export function cloneValues(order: Row, items: readonly Row[]): Partial<OrderFormValues> {
  const values = valuesOf(order, items)
  return {
    ...values,
    status: 'new',
    track: '',
    prom_order: '',
    prom_acaunt: '',
    rozetka_order: '',
    items: values.items.map(({ id: _id, version: _version, ...line }) => line),
  }
}

/**
 * `/orders/{id}` and `/orders/new`: the order desk's form instead of the generic one, as at
 * `/calls` and `/calls_new`. `?mode=view` shows the order read-only (with "edit" and "copy");
 * `/orders/new?clone={id}` starts a new order from a copy of another. A user who may not write
 * orders always sees them read-only, and cannot open a new one.
 */
export default function OrderFormRoute() {
  const { t } = useTranslation(['orders', 'common'])
  const { title } = useLabels(ordersDef)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const rights = useTableRights(ordersDef)
  // The rights decide between a form and a read-only page: nothing is shown before they are known.
  const session = useSession()
  const settings = useShopSettings()
  const raw = useParams().id ?? 'new'
  const cloneOf =
    raw === 'new' && ID.test(params.get('clone') ?? '') ? Number(params.get('clone')) : null
  const id = ID.test(raw) ? Number(raw) : null
  const source = id ?? cloneOf
  const loaded = useOrderWithItems(source)
  const view = id !== null && (params.get('mode') === 'view' || !rights.write)

  if (session.isPending) return <p role="status">{t('orders:side.loading')}</p>
  if ((raw !== 'new' && id === null) || (id === null && !rights.write)) {
    return <p role="alert">{t('orders:form.not_found')}</p>
  }
  if (source !== null && loaded.isError) {
    return (
      <section aria-labelledby="of-missing-title">
        <h1 id="of-missing-title">
          {title} №{source}
        </h1>
        <RecordProblem
          table="orders"
          title={title}
          id={source}
          error={loaded.error}
          retry={() => void loaded.refetch()}
        />
      </section>
    )
  }
  // A new order opens with the shop's first site, once the settings are read;
  // a settings failure does not keep the form closed.
  if ((source !== null && !loaded.data) || (id === null && settings.isPending)) {
    return <p role="status">{t('orders:side.loading')}</p>
  }

  const draftKey: DraftRecord = id ?? (cloneOf !== null ? `clone-${cloneOf}` : 'new')
  const site = firstSiteKey(settings.data)
  const start =
    id !== null
      ? undefined
      : loaded.data && cloneOf !== null
        ? cloneValues(loaded.data.order, loaded.data.items)
        : site
          ? { site }
          : undefined
  return (
    <OrderForm
      key={`${raw}:${cloneOf ?? ''}:${view ? 'view' : 'edit'}`}
      order={id !== null ? (loaded.data?.order ?? null) : null}
      items={id !== null ? (loaded.data?.items ?? []) : []}
      start={start}
      readOnly={view}
      draftKey={draftKey}
      title={cloneOf !== null ? t('orders:form.copy_of', { id: cloneOf }) : undefined}
      actions={
        id !== null && rights.write ? (
          <>
            {view && (
              <Link className="btn" to={`/orders/${id}`}>
                {t('common:record.edit')}
              </Link>
            )}
            <Link className="btn" to={`/orders/new?clone=${id}`}>
              {t('common:record.clone')}
            </Link>
            <Link className="btn" to={`/packing/${id}`}>
              {t('orders:form.pack')}
            </Link>
          </>
        ) : undefined
      }
      onSaved={(order) => {
        if (id === null) void navigate(`/orders/${order.id}`, { replace: true })
      }}
    />
  )
}
