import { useState, type ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { ENUMS } from '@shared/resources/enums'
import { useBridge, type ApiError } from '../../platform'
import { notify } from '../../app/toast'
import { usePrefs } from '../../app/prefsStore'
import type { Row } from '../../resources/queries'
import type { DraftRecord } from '../../resources/record/drafts'
import type { FormDraft } from '../../resources/record/useFormDraft'
import { useFormEngine } from '../../resources/record/useFormEngine'
import {
  baseOf,
  bodyOf,
  orderSchema,
  valuesOf,
  type OrderBase,
  type OrderFormValues,
} from './orderValues'
import { fetchOrder, useSaveOrder } from './queries'

/** The desk's remembered carrier and payment, as a new order's start (only what is set). */
export function deskChoices(delivery: string, pay: string): Partial<OrderFormValues> {
  return {
    ...(delivery ? { delivery_method: delivery } : {}),
    ...(pay ? { pay_method: pay } : {}),
  }
}

/** What this desk chose for a new order it saved, for its next new order to start with. */
export function rememberDeskChoices(values: OrderFormValues) {
  const prefs = usePrefs.getState()
  prefs.set('lastDeliveryMethod', values.delivery_method as never)
  const pay = values.pay_method
  prefs.set(
    'lastPayMethod',
    (ENUMS.pay_method as readonly string[]).includes(pay) ? (pay as never) : '',
  )
}

type SavedOrder = { order: Row; items: Row[] }

/**
 * The order desk's own save (an order and its lines in one request) and what follows it: the
 * form restarts from the stored order, a stale save (409) shows theirs against mine, and a
 * refusal's messages go beside their fields.
 */
export function useOrderSave(options: {
  form: UseFormReturn<OrderFormValues, unknown, Record<string, unknown>>
  order: Row | null
  onSaved?: (order: Row) => void | Promise<void>
  setError: (name: never, error: { type?: string; message: string }) => void
  schema: ReturnType<typeof orderSchema>
}) {
  const { form, setError, schema } = options
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const mutation = useSaveOrder()
  const [base, setBase] = useState<OrderBase | null>(options.order ? baseOf(options.order) : null)
  const [conflict, setConflict] = useState<SavedOrder | null>(null)
  const [formError, setFormError] = useState<string | null>(null)

  /** The form shows `values` at `order`'s version as its clean state. */
  const restart = (order: Row, values: OrderFormValues, draft: FormDraft) => {
    draft.rebase(values, order.version)
    setBase(baseOf(order))
    setConflict(null)
  }

  return {
    base,
    setBase,
    conflict,
    formError,
    isPending: mutation.isPending,
    save: (parsed: Record<string, unknown>): Promise<SavedOrder> => {
      setFormError(null)
      return mutation.mutateAsync(bodyOf(parsed, base && { id: base.id, version: base.version }))
    },
    async saved(saved: SavedOrder, draft: FormDraft) {
      const next = valuesOf(saved.order, saved.items)
      restart(saved.order, next, draft)
      form.reset(next)
      notify.info(t('form.saved', { id: saved.order.id }))
      await options.onSaved?.(saved.order)
    },
    async refused(error: ApiError) {
      if (error.status === 409 && base) {
        setConflict(await fetchOrder(bridge, base.id))
        return
      }
      setFormError(error.message)
      for (const [field, list] of Object.entries(error.errors ?? {})) {
        setError(field as never, { message: list[0] ?? error.message })
      }
    },
    takeTheirs(draft: FormDraft) {
      if (!conflict) return
      const theirs = valuesOf(conflict.order, conflict.items)
      restart(conflict.order, theirs, draft)
      form.reset(theirs)
    },
    keepMine(draft: FormDraft) {
      if (!conflict) return
      // Mine on top of theirs: their versions, my values; their items I dropped stay dropped.
      const versions = new Map(conflict.items.map((i) => [i.id, i.version]))
      const mine = form.getValues()
      restart(conflict.order, valuesOf(conflict.order, conflict.items), draft)
      form.setValue(
        'items',
        mine.items
          .filter((i) => !i.id || versions.has(i.id))
          .map((i) => (i.id ? { ...i, version: versions.get(i.id) } : i)),
      )
    },
    /** Nova Poshta's or our refusals of the order's own fields, beside those fields. */
    waybillErrors(errors: Record<string, string[]>) {
      for (const [field, messages] of Object.entries(errors)) {
        if (field in schema.shape) {
          setError(field as never, { type: 'server', message: messages.join(' ') })
        }
      }
    },
    /** A waybill changed the stored order (its TTN, its version): the form follows. */
    waybillSaved(saved: Row) {
      setBase((b) => (b ? { ...b, version: saved.version } : b))
      form.reset({ ...form.getValues(), track: saved.track == null ? '' : String(saved.track) })
    },
  }
}

/**
 * The desk's form on the record form's engine (`useFormEngine`): values and schema from the
 * registry's `orders`, its own save, the draft under `draftKey`, Ctrl+S / Ctrl+Enter anywhere
 * on the page. A new order starts with the carrier and payment this desk chose for its last one.
 */
export function useOrderDesk(props: OrderFormProps & { readOnly: boolean }) {
  const { order, items, start } = props
  const lastDelivery = usePrefs((p) => p.lastDeliveryMethod)
  const lastPay = usePrefs((p) => p.lastPayMethod)
  const [schema] = useState(() => orderSchema())
  const form = useForm<OrderFormValues, unknown, Record<string, unknown>>({
    defaultValues: valuesOf(
      order,
      items,
      order ? start : { ...deskChoices(lastDelivery, lastPay), ...start },
    ),
    resolver: zodResolver(schema) as never,
  })
  const saver = useOrderSave({
    form,
    order,
    onSaved: props.onSaved,
    setError: form.setError,
    schema,
  })
  const { base, setBase } = saver
  const engine: ReturnType<typeof useFormEngine<OrderFormValues, SavedOrder>> = useFormEngine({
    form,
    readOnly: props.readOnly,
    keys: 'window',
    draft: { table: 'orders', record: props.draftKey ?? null, version: base?.version ?? null },
    save: saver.save,
    onSaved: async (saved) => {
      if (!base) rememberDeskChoices(form.getValues())
      await saver.saved(saved, engine.draft)
    },
    onRefused: saver.refused,
    // The save carries the version the draft was typed on: a newer one is a conflict.
    onRestored: (version) => {
      if (version !== null) setBase((b) => (b ? { ...b, version } : b))
    },
  })
  return { form, saver, engine }
}

/** Give it a `key` per order: it starts from its props once, as a form must. */
export interface OrderFormProps {
  /** The stored order and its items, or null for a new one. */
  order: Row | null
  items: readonly Row[]
  /** Values a new order starts with (a call's phone and name). */
  start?: Partial<OrderFormValues>
  /** After a save: the saved order (a call links itself to it). */
  onSaved?: (order: Row) => void | Promise<void>
  /** Heading level's text; the form's own when not given. */
  title?: string
  /** Shown, never saved (`?mode=view`); also when the user may not write orders. */
  readOnly?: boolean
  /** The local draft's key: `new`, the order's id, `clone-{id}`; none keeps no draft. */
  draftKey?: DraftRecord
  /** Buttons beside the heading (the page's "edit" and "copy"). */
  actions?: ReactNode
}
