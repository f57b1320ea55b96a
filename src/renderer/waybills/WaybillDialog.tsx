import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  waybillDefaults,
  waybillOptionsSchema,
  WAYBILL_PAYERS,
  type WaybillOrder,
} from '@shared/nova-poshta/waybill'
import type { WaybillCreateAnswer } from '@shared/contract/waybills'
import { notify } from '../app/toast'
import { Modal } from '../components/dialogs'
import { ApiError } from '../platform'
import type { Row } from '../resources/queries'
import { useCreateWaybill } from './api'
import './waybills.css'

/** The order's own fields a refusal may name, shown beside the recipient's lines. */
export const ORDER_ERROR_FIELDS = [
  'phone',
  'surname',
  'city_name',
  'warehouse_name',
  'status',
  'delivery_method',
  'track',
  'sender',
] as const

type OptionField = 'weight' | 'seats' | 'description' | 'declared_value' | 'cod'
/** The waybill made, and what became of the one it replaced (`recreate`). */
type Made = { ttn: string; replaced: WaybillCreateAnswer['replaced'] }

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const num = (v: string) => Number(v.replace(',', '.').trim())

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
  const create = useCreateWaybill()
  const defaults = waybillDefaults(order)
  const [values, setValues] = useState<Record<OptionField, string>>({
    weight: String(defaults.weight),
    seats: String(defaults.seats),
    description: defaults.description,
    declared_value: String(defaults.declared_value),
    cod: String(defaults.cod),
  })
  const [payer, setPayer] = useState<(typeof WAYBILL_PAYERS)[number]>(defaults.payer)
  const [recreate, setRecreate] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [made, setMade] = useState<Made | null>(null)
  const track = text(order.track).trim()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (create.isPending) return
    const parsed = waybillOptionsSchema.safeParse({
      weight: num(values.weight),
      seats: num(values.seats),
      description: values.description,
      declared_value: num(values.declared_value),
      cod: values.cod.trim() === '' ? 0 : num(values.cod),
      payer,
    })
    if (!parsed.success) {
      const found: Record<string, string[]> = {}
      for (const issue of parsed.error.issues)
        (found[String(issue.path[0])] ??= []).push(issue.message)
      setErrors(found)
      setGeneral(null)
      return
    }
    setErrors({})
    setGeneral(null)
    try {
      const data = await create.mutateAsync({
        order_id: order.id,
        options: parsed.data,
        ...(track ? { recreate } : {}),
      })
      const ttn = text(data.order.track)
      setMade({ ttn, replaced: data.replaced })
      notify.info(t('waybill.created', { ttn }))
      onCreated?.(data.order)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const found = error.errors ?? {}
      setErrors(found)
      setGeneral(error.message)
      const own = Object.fromEntries(
        Object.entries(found).filter(([f]) =>
          (ORDER_ERROR_FIELDS as readonly string[]).includes(f),
        ),
      )
      if (Object.keys(own).length > 0) onOrderErrors?.(own)
    }
  }

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
      </Modal>
    )
  }

  const recipient = [text(order.surname), text(order.name), text(order.patronymic)]
    .filter(Boolean)
    .join(' ')

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
        {errorOf('status')}
        {errorOf('delivery_method')}
        {errorOf('sender')}
        <div className="wb-form__row">
          <label className="wb-field">
            <span>{t('waybill.weight')}</span>
            <input
              autoFocus
              inputMode="decimal"
              value={values.weight}
              aria-invalid={errors.weight ? true : undefined}
              aria-describedby={described('weight')}
              onChange={(e) => setValues((v) => ({ ...v, weight: e.target.value }))}
            />
            {errorOf('weight')}
          </label>
          <label className="wb-field">
            <span>{t('waybill.seats')}</span>
            <input
              inputMode="numeric"
              value={values.seats}
              aria-invalid={errors.seats ? true : undefined}
              aria-describedby={described('seats')}
              onChange={(e) => setValues((v) => ({ ...v, seats: e.target.value }))}
            />
            {errorOf('seats')}
          </label>
        </div>
        <label className="wb-field">
          <span>{t('waybill.description')}</span>
          <input
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={described('description')}
            onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          />
          {errorOf('description')}
        </label>
        <div className="wb-form__row">
          <label className="wb-field">
            <span>{t('waybill.declared_value')}</span>
            <input
              inputMode="decimal"
              value={values.declared_value}
              aria-invalid={errors.declared_value ? true : undefined}
              aria-describedby={described('declared_value')}
              onChange={(e) => setValues((v) => ({ ...v, declared_value: e.target.value }))}
            />
            {errorOf('declared_value')}
          </label>
          <label className="wb-field">
            <span>{t('waybill.cod')}</span>
            <input
              inputMode="decimal"
              value={values.cod}
              aria-invalid={errors.cod ? true : undefined}
              aria-describedby={described('cod')}
              onChange={(e) => setValues((v) => ({ ...v, cod: e.target.value }))}
            />
            {errorOf('cod')}
          </label>
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
