import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  waybillDefaults,
  waybillOptionsSchema,
  type WAYBILL_PAYERS,
  type WaybillOrder,
} from '@shared/nova-poshta/waybill'
import type { WaybillCreateAnswer } from '@shared/contract/waybills'
import { notify } from '../app/toast'
import { ApiError } from '../platform'
import type { Row } from '../resources/queries'
import { useCreateWaybill } from './api'

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

export const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const num = (v: string) => Number(v.replace(',', '.').trim())
export type Payer = (typeof WAYBILL_PAYERS)[number]
export type { OptionField, Made }

/**
 * The waybill form's state and its sending: our checks first, then the server's (NP's) answer,
 * each refusal kept by field; the order's own fields are also handed to the order form.
 */
export function useWaybillForm(
  order: WaybillOrder,
  onCreated?: (order: Row) => void,
  onOrderErrors?: (errors: Record<string, string[]>) => void,
) {
  const { t } = useTranslation('orders')
  const create = useCreateWaybill()
  const defaults = waybillDefaults(order)
  const [values, setValues] = useState<Record<OptionField, string>>({
    weight: String(defaults.weight),
    seats: String(defaults.seats),
    description: defaults.description,
    declared_value: String(defaults.declared_value),
    cod: String(defaults.cod),
  })
  const [payer, setPayer] = useState<Payer>(defaults.payer)
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

  return {
    create,
    values,
    setValues,
    payer,
    setPayer,
    recreate,
    setRecreate,
    errors,
    general,
    made,
    track,
    submit,
  }
}
