import { useId, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isOrderStatus, type OrderStatus } from '@shared/rules/order-status'
import { notify } from '../../app/toast'
import { callApi, useBridge, warningsOf } from '../../platform'
import { resourceKeys, type Row } from '../../resources/queries'
import { bulkChoices } from './bulkStatus'

export interface BulkStatusProps {
  selected: Row[]
  clear: () => void
}

/**
 * The bar over the orders list for the orders selected on the page: one status for all of them
 * (`POST /api/orders/set_status`, all or nothing). It offers first what every selected order may
 * take; the rest are offered apart, and the server's refusal then names every order that stops
 * it, shown here in full (and as a toast, as every failed call is). After a change the rows and
 * the tab counts are asked again (both live under the orders' query key).
 */
export function BulkStatus({ selected, clear }: BulkStatusProps) {
  const { t } = useTranslation(['orders', 'enums', 'common'])
  const bridge = useBridge()
  const client = useQueryClient()
  const id = useId()
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const { allowed, others } = bulkChoices(selected.map((r) => r.status))
  const name = (s: OrderStatus) => t(`enums:order_status.${s}`)

  const change = useMutation({
    mutationFn: async (to: OrderStatus) =>
      (
        await callApi(bridge, 'POST /api/orders/set_status', {
          body: { ids: selected.map((r) => r.id), status: to },
        })
      ).data,
    onMutate: () => setRefusal(null),
    onSuccess: async (data, to) => {
      notify.info(t('orders:bulk.done', { count: data.changed, status: name(to) }))
      // A marketplace that refused the status: shown, never swallowed (our status stays).
      for (const warning of warningsOf(data)) notify.warning(warning)
      setStatus('')
      clear()
      await client.invalidateQueries({ queryKey: resourceKeys.all('orders') })
    },
    onError: (error) => setRefusal(error.message),
  })

  if (selected.length === 0) return null
  const chosen = status !== '' && (allowed.includes(status) || others.includes(status))

  return (
    <div className="ol-bulk" role="region" aria-label={t('orders:bulk.label')}>
      <span className="ol-bulk__count" aria-live="polite">
        {t('common:list.selected', { count: selected.length })}
      </span>
      <label htmlFor={`${id}-status`}>{t('orders:bulk.status')}</label>
      <select
        id={`${id}-status`}
        value={status}
        onChange={(e) => {
          setStatus(isOrderStatus(e.target.value) ? e.target.value : '')
          setRefusal(null)
        }}
      >
        <option value="">{t('orders:bulk.choose')}</option>
        {allowed.length > 0 && (
          <optgroup label={t('orders:bulk.allowed')}>
            {allowed.map((s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label={t('orders:bulk.others')}>
            {others.map((s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!chosen || change.isPending}
        onClick={() => {
          if (status !== '') change.mutate(status)
        }}
      >
        {change.isPending ? t('orders:bulk.changing') : t('orders:bulk.apply')}
      </button>
      <button type="button" className="btn" onClick={clear}>
        {t('common:list.clear_selection')}
      </button>
      {allowed.length === 0 && (
        <p className="ol-bulk__note" role="status">
          {t('orders:bulk.none_common')}
        </p>
      )}
      {refusal && (
        <p className="ol-bulk__refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  )
}
