import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { WAYBILL_PAYERS, type WaybillOrder } from '@shared/nova-poshta/waybill'
import { text, type Made, type OptionField, type Payer } from './useWaybillForm'

/** The waybill made, and what became of the one it replaced. */
export function WaybillMade({ made, onClose }: { made: Made; onClose: () => void }) {
  const { t } = useTranslation('orders')
  return (
    <>
      <p className="wb-done" role="status">
        {t('waybill.created', { ttn: made.ttn })}
      </p>
      {made.replaced?.deleted && (
        <p className="wb-done">{t('waybill.old_deleted', { ttn: made.replaced.ttn })}</p>
      )}
      {made.replaced && !made.replaced.deleted && (
        <p className="wb-error" role="alert">
          {t('waybill.old_kept', {
            ttn: made.replaced.ttn,
            reason: made.replaced.reason ?? '',
          })}
        </p>
      )}
      <button type="button" className="btn btn--primary" autoFocus onClick={onClose}>
        {t('waybill.close')}
      </button>
    </>
  )
}

/** The recipient as the order has it, each line with the refusal that names it. */
export function WaybillRecipient(props: {
  order: WaybillOrder
  errorOf: (field: string) => ReactNode
}) {
  const { order, errorOf } = props
  const { t } = useTranslation('orders')
  const recipient = [text(order.surname), text(order.name), text(order.patronymic)]
    .filter(Boolean)
    .join(' ')
  return (
    <dl className="wb-recipient" aria-label={t('waybill.recipient')}>
      <dt>{t('waybill.recipient_name')}</dt>
      <dd>
        {recipient || '—'} {errorOf('surname')}
      </dd>
      <dt>{t('waybill.phone')}</dt>
      <dd data-field="phone">
        {text(order.phone) || '—'} {errorOf('phone')}
      </dd>
      <dt>{t('waybill.city')}</dt>
      <dd>
        {text(order.city_name) || '—'} {errorOf('city_name')}
      </dd>
      <dt>{t('waybill.warehouse')}</dt>
      <dd>
        {text(order.warehouse_name) || '—'} {errorOf('warehouse_name')}
      </dd>
    </dl>
  )
}

/** What the desk may change: weight, seats, description, declared value, COD, who pays. */
export function WaybillOptions(props: {
  values: Record<OptionField, string>
  setValues: (change: (values: Record<OptionField, string>) => Record<OptionField, string>) => void
  payer: Payer
  setPayer: (payer: Payer) => void
  errors: Record<string, string[]>
  errorOf: (field: string) => ReactNode
  described: (field: string) => string | undefined
}) {
  const { values, setValues, payer, setPayer, errors, errorOf, described } = props
  const { t } = useTranslation('orders')
  /** One option's field: its caption, its input and the refusal that names it. */
  const option = (field: OptionField, inputMode?: 'decimal' | 'numeric', autoFocus = false) => (
    <label className="wb-field">
      <span>{t(`waybill.${field}`)}</span>
      <input
        className="input"
        autoFocus={autoFocus}
        inputMode={inputMode}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      />
      {errorOf(field)}
    </label>
  )
  return (
    <>
      <div className="wb-form__row">
        {option('weight', 'decimal', true)}
        {option('seats', 'numeric')}
      </div>
      {option('description')}
      <div className="wb-form__row">
        {option('declared_value', 'decimal')}
        {option('cod', 'decimal')}
        <label className="wb-field">
          <span>{t('waybill.payer')}</span>
          <select
            value={payer}
            aria-invalid={errors.payer ? true : undefined}
            onChange={(e) => setPayer(e.target.value === 'Sender' ? 'Sender' : 'Recipient')}
          >
            {WAYBILL_PAYERS.map((p) => (
              <option key={p} value={p}>
                {t(`waybill.payers.${p}`)}
              </option>
            ))}
          </select>
          {errorOf('payer')}
        </label>
      </div>
    </>
  )
}
