import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { WaybillOrder } from '@shared/nova-poshta/waybill'
import { Modal } from '../components/dialogs'
import type { Row } from '../resources/queries'
import { useWaybillForm } from './useWaybillForm'
import { WaybillMade, WaybillOptions, WaybillRecipient } from './WaybillParts'
import './waybills.css'

export { ORDER_ERROR_FIELDS } from './useWaybillForm'

export interface WaybillDialogProps {
  order: WaybillOrder
  onClose: () => void
  /** The order as stored with its new TTN (its new version), once the waybill is made. */
  onCreated?: (order: Row) => void
  /** NP's or our refusals of the order's own fields, for the order form to show beside them. */
  onOrderErrors?: (errors: Record<string, string[]>) => void
}

/**
 * An order's express waybill: the recipient as the order has it, what the desk may
 * change (weight, seats, description, declared value, cash on delivery, who pays), each with the
 * error NP or our checks give beside it. Enter sends it; an order with a TTN needs "a new one"
 * ticked first. Esc closes.
 */
export function WaybillDialog({ order, onClose, onCreated, onOrderErrors }: WaybillDialogProps) {
  const { t } = useTranslation('orders')
  const id = useId()
  const form = useWaybillForm(order, onCreated, onOrderErrors)
  const { create, values, setValues, payer, setPayer, recreate, setRecreate } = form
  const { errors, general, made, track, submit } = form

  const errorOf = (field: string) => {
    const list = errors[field]
    if (!list || list.length === 0) return null
    return (
      <span id={`${id}-${field}-error`} className="wb-error" role="alert">
        {list.join(' ')}
      </span>
    )
  }
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined)

  if (made) {
    return (
      <Modal title={t('waybill.title', { id: order.id })} onClose={onClose}>
        <WaybillMade made={made} onClose={onClose} />
      </Modal>
    )
  }

  return (
    <Modal title={t('waybill.title', { id: order.id })} onClose={onClose}>
      <form
        className="wb-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-busy={create.isPending}
      >
        {general && (
          <p className="wb-error" role="alert">
            {general}
          </p>
        )}
        <WaybillRecipient order={order} errorOf={errorOf} />
        {errorOf('status')}
        {errorOf('delivery_method')}
        {errorOf('sender')}
        <WaybillOptions
          values={values}
          setValues={setValues}
          payer={payer}
          setPayer={setPayer}
          errors={errors}
          errorOf={errorOf}
          described={described}
        />
        {track && (
          <label className="wb-field">
            <span>
              <input
                type="checkbox"
                checked={recreate}
                onChange={(e) => setRecreate(e.target.checked)}
              />{' '}
              {t('waybill.recreate', { ttn: track })}
            </span>
            {errorOf('track')}
          </label>
        )}
        {/* Sticky at the foot of the dialog's scrolled body: on a 1366×768 laptop the actions
            stay in view however many refusals the form shows. */}
        <div className="wb-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={create.isPending || (track !== '' && !recreate)}
          >
            {create.isPending ? t('waybill.creating') : t('waybill.create')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('waybill.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
