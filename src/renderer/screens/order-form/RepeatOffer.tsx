import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi, useBridge } from '../../platform'
import type { Row } from '../../resources/queries'
import { orderKeys, useEarlierOrders } from './queries'

/** What "as last time" takes from the phone's last order: its delivery and its payment. */
export const REPEAT_FIELDS = [
  'delivery_method',
  'city_name',
  'city_ref',
  'warehouse_name',
  'warehouse_ref',
  'postcode',
  'address',
  'pay_method',
] as const
export type RepeatValues = Partial<Record<(typeof REPEAT_FIELDS)[number], string>>

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** The fields of a stored order "as last time" fills in; null when it has nothing to offer. */
export function repeatValuesOf(order: Row): RepeatValues | null {
  const values = Object.fromEntries(REPEAT_FIELDS.map((f) => [f, str(order[f])])) as Record<
    (typeof REPEAT_FIELDS)[number],
    string
  >
  const method = values.delivery_method || 'nova_poshta'
  const where =
    method === 'nova_poshta'
      ? values.city_name !== ''
      : method === 'ukrposhta'
        ? values.address !== ''
        : true
  if (!where && values.pay_method === '') return null
  return { ...values, delivery_method: method }
}

/**
 * A new order whose phone has earlier orders: the last one's delivery (carrier, city and branch,
 * or postcode and address) and payment method, offered in one action ("як минулого разу").
 */
export function RepeatOffer(props: {
  phone: string | null
  onApply: (values: RepeatValues, orderId: number) => void
}) {
  const { t } = useTranslation(['orders', 'enums'])
  const bridge = useBridge()
  const id = useId()
  // The side panel's query (same key): the earlier orders are asked for once.
  const earlier = useEarlierOrders(props.phone, null)
  const lastId = earlier.data?.[0]?.id ?? null
  const last = useQuery({
    queryKey: [...orderKeys.order(lastId ?? 0), 'repeat'],
    enabled: lastId !== null,
    staleTime: 60_000,
    queryFn: async () =>
      (await callApi(bridge, 'POST /api/orders/get/:id', { params: { id: lastId ?? 0 } })).data,
  })
  const values = last.data ? repeatValuesOf(last.data) : null
  if (lastId === null || !values) return null

  const method = values.delivery_method ?? 'nova_poshta'
  const where =
    method === 'nova_poshta'
      ? [values.city_name, values.warehouse_name]
      : method === 'ukrposhta'
        ? [values.postcode, values.address]
        : []
  const summary = [
    t(`enums:delivery_method.${method}`),
    ...where,
    values.pay_method ? t(`enums:pay_method.${values.pay_method}`) : '',
  ]
    .filter(Boolean)
    .join(' · ')

  return (
    <p className="of-repeat">
      <button
        type="button"
        className="btn"
        aria-describedby={`${id}-summary`}
        onClick={() => props.onApply(values, lastId)}
      >
        {t('orders:repeat.apply')}
      </button>{' '}
      <span id={`${id}-summary`}>{t('orders:repeat.summary', { id: lastId, summary })}</span>
    </p>
  )
}
