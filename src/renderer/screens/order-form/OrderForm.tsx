import { matches } from '@shared/shortcuts'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { ENUMS } from '@shared/resources/enums'
import { normalizePhone, phoneOperator } from '@shared/phone'
import { nextStatuses, type OrderStatus } from '@shared/rules/order-status'
import { currentCard, type SmsTemplate, SMS_TEMPLATES } from '@shared/rules/sms-templates'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { ApiError, useBridge, useConnectionStore, useOffline } from '../../platform'
import { useTableRights } from '../../app/rights'
import { useUser } from '../../app/session'
import { hasAccess } from '@shared/access'
import { notify } from '../../app/toast'
import { useConfirm } from '../../components/dialogs/DialogProvider'
import { useShopSettings, type Row } from '../../resources/queries'
import { RefPicker } from '../../resources/record/RefPicker'
import { DraftNotices } from '../../resources/record/DraftNotices'
import type { DraftRecord } from '../../resources/record/drafts'
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges'
import { DeliveryFields } from './DeliveryFields'
import { ItemsFields } from './ItemsFields'
import { OrderSide } from './OrderSide'
import { RepeatOffer, type RepeatValues } from './RepeatOffer'
import { usePrefs } from '../../app/prefsStore'
import { fetchOrder, useSaveOrder, useSendMessage } from './queries'
import { useOrderDraft } from './useOrderDraft'
import { WaybillSection } from '../../waybills/WaybillSection'
import { formSchema, type OrderFormValues } from './formSchema'
import './order-form.css'
import { useWindowKeydown } from '../../hooks/useWindowKeydown'

export type { OrderFormValues }
type ItemValues = OrderFormValues['items'][number]

const TEXT_FIELDS = [
  'surname',
  'name',
  'patronymic',
  'site',
  'order_way',
  'pay_method',
  'city_name',
  'city_ref',
  'warehouse_name',
  'warehouse_ref',
  'postcode',
  'address',
  'track',
  'comment',
  'prom_order',
  'prom_acaunt',
  'rozetka_order',
] as const

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const money = (v: string) => Number(v.replace(',', '.'))

export function valuesOf(
  order: Row | null,
  items: readonly Row[],
  start?: Partial<OrderFormValues>,
) {
  const values: OrderFormValues = {
    phone: str(order?.phone),
    status: (str(order?.status) || 'new') as OrderStatus,
    prepayment: order?.prepayment ? str(order.prepayment) : '',
    user_id: order?.user_id ? str(order.user_id) : '',
    delivery_method: (str(order?.delivery_method) ||
      'nova_poshta') as OrderFormValues['delivery_method'],
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, str(order?.[f])])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
    items: items.map((i) => ({
      id: i.id,
      version: i.version,
      product_id: typeof i.product_id === 'number' ? i.product_id : null,
      title: str(i.title),
      price: str(i.price),
      quantity: Number(i.quantity ?? 1),
      ...(i.unmatched === true && i.product_id == null ? { unmatched: true } : {}),
    })),
  }
  return { ...values, ...start }
}

function bodyOf(values: OrderFormValues, base: { id: number; version: number } | null) {
  const order: Record<string, unknown> = {
    phone: normalizePhone(values.phone) ?? values.phone,
    status: values.status,
    delivery_method: values.delivery_method,
    prepayment: values.prepayment ? money(values.prepayment) : 0,
    // No manager chosen: the server makes the one who saves it the manager.
    ...(values.user_id ? { user_id: Number(values.user_id) } : {}),
  }
  for (const f of TEXT_FIELDS) order[f] = values[f].trim() === '' ? null : values[f].trim()
  if (base) Object.assign(order, base)
  const items = values.items.map((i: ItemValues) => ({
    ...(i.id ? { id: i.id, version: i.version } : {}),
    product_id: i.product_id,
    title: i.title.trim(),
    price: money(i.price),
    quantity: Number(i.quantity),
  }))
  return { order, items }
}

/** Lines total in kopecks, as the server counts it. */
export function linesTotal(items: readonly ItemValues[]): number {
  let kopecks = 0
  for (const i of items) {
    const price = money(String(i.price ?? ''))
    const qty = Number(i.quantity)
    if (Number.isFinite(price) && Number.isFinite(qty)) kopecks += Math.round(price * 100) * qty
  }
  return kopecks / 100
}

/** The desk's remembered carrier and payment, as a new order's start (only what is set). */
function deskChoices(delivery: string, pay: string): Partial<OrderFormValues> {
  return {
    ...(delivery ? { delivery_method: delivery as OrderFormValues['delivery_method'] } : {}),
    ...(pay ? { pay_method: pay } : {}),
  }
}

/** What this desk chose for a new order it saved, for its next new order to start with. */
function rememberDeskChoices(values: OrderFormValues) {
  const prefs = usePrefs.getState()
  prefs.set('lastDeliveryMethod', values.delivery_method)
  const pay = values.pay_method
  prefs.set(
    'lastPayMethod',
    (ENUMS.pay_method as readonly string[]).includes(pay) ? (pay as never) : '',
  )
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

/**
 * The order desk's form, the same at `/orders/{id}`, a new order, `/calls` and
 * `/calls_new`: customer with the phone's operator and earlier orders, items, Nova Poshta
 * delivery, payment with the current requisites card, status by the transition table, TTN,
 * marketplace links, messages, history. Ctrl+S saves; a stale save shows what changed.
 */
export function OrderForm(props: OrderFormProps) {
  const { order, items, start, onSaved, title, draftKey, actions } = props
  const { t } = useTranslation(['orders', 'enums', 'resources', 'common'])
  const bridge = useBridge()
  const confirm = useConfirm()
  const rights = useTableRights(ordersDef)
  const settings = useShopSettings()
  const save = useSaveOrder()
  const messages = useSendMessage()
  const id = useId()
  const [base, setBase] = useState(
    order
      ? { id: order.id, version: order.version, status: str(order.status) as OrderStatus }
      : null,
  )
  const [conflict, setConflict] = useState<{ order: Row; items: Row[] } | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const findRef = useRef<HTMLInputElement>(null)
  // A new order starts with the carrier and payment this desk chose for its last new one.
  const lastDelivery = usePrefs((p) => p.lastDeliveryMethod)
  const lastPay = usePrefs((p) => p.lastPayMethod)

  const form = useForm<OrderFormValues>({
    defaultValues: valuesOf(
      order,
      items,
      order ? start : { ...deskChoices(lastDelivery, lastPay), ...start },
    ),
    resolver: zodResolver(formSchema) as never,
  })
  const { register, control, handleSubmit, setValue, reset, setError, formState } = form
  const itemArray = useFieldArray({ control, name: 'items' })
  const watched = useWatch({ control }) as OrderFormValues
  const phone = watched.phone ?? ''
  const normalized = normalizePhone(phone)
  const operator = normalized ? phoneOperator(normalized) : null
  const watchedItems = watched.items ?? []
  const total = linesTotal(watchedItems)
  const payMethod = watched.pay_method ?? ''
  const promOrder = watched.prom_order ?? ''
  const promAccount = watched.prom_acaunt ?? ''
  const rozetkaOrder = watched.rozetka_order ?? ''
  const track = watched.track ?? ''

  const s = settings.data ?? {}
  const sites = (s.sites ?? {}) as Record<string, string>
  const promAccounts =
    (
      (s.api as Record<string, unknown> | undefined)?.prom as
        { accounts?: Record<string, { name?: string; login_id?: string }> } | undefined
    )?.accounts ?? {}
  const card = currentCard((s.info as Record<string, unknown> | undefined)?.rekvizity_payment)
  const statuses = base ? nextStatuses(base.status) : ENUMS.order_status

  const readOnly = !rights.write || props.readOnly === true
  const user = useUser()
  const manager = ordersDef.fields.user_id.author
  const mayReassign = typeof manager === 'object' && hasAccess(user, manager.reassign)
  const draft = useOrderDraft({
    record: readOnly ? null : (draftKey ?? null),
    form,
    version: base?.version ?? null,
  })
  const offline = useOffline()
  // A save the server could not receive; sent again as soon as the server answers.
  const [pending, setPending] = useState(false)
  useUnsavedChanges(!readOnly && formState.isDirty)
  // A new order starts at the phone, once the user's rights are known (a disabled field
  // cannot take the focus).
  const { setFocus } = form
  const isNew = base === null
  useEffect(() => {
    if (isNew && !readOnly) setFocus('phone')
  }, [isNew, readOnly, setFocus])

  const onSubmit = async (values: OrderFormValues) => {
    setFormError(null)
    try {
      const saved = await save.mutateAsync(
        bodyOf(values, base && { id: base.id, version: base.version }),
      )
      if (!base) rememberDeskChoices(values)
      setPending(false)
      draft.clear()
      setBase({
        id: saved.order.id,
        version: saved.order.version,
        status: str(saved.order.status) as OrderStatus,
      })
      const next = valuesOf(saved.order, saved.items)
      draft.rebase(next, saved.order.version)
      reset(next)
      setConflict(null)
      notify.info(t('orders:form.saved', { id: saved.order.id }))
      await onSaved?.(saved.order)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 0) {
        // Nothing reached the server: the form stays as typed and waits for it.
        draft.keepPending()
        setPending(true)
        return
      }
      setPending(false)
      if (error.status === 409 && base) {
        setConflict(await fetchOrder(bridge, base.id))
        return
      }
      setFormError(error.message)
      for (const [field, list] of Object.entries(error.errors ?? {})) {
        setError(field as never, { message: list[0] ?? error.message })
      }
    }
  }
  const submit = handleSubmit(onSubmit)
  const submitRef = useRef(submit)
  useEffect(() => {
    submitRef.current = submit
  })

  // Ctrl+S saves wherever the focus is (a list just closed, the page itself), never the
  // browser's "save page"; a read-only form has nothing to save.
  useWindowKeydown((e) => {
    if (matches('save_order', e)) {
      e.preventDefault()
      void submit()
    }
  }, !readOnly)

  // A waiting save goes when the connection store sees the server answer again.
  useEffect(() => {
    if (!pending) return
    return useConnectionStore.subscribe((now, before) => {
      if (!before.offline || now.offline) return
      setPending(false)
      void submitRef.current()
    })
  }, [pending])

  const changedFields = useMemo(() => {
    if (!conflict) return []
    const theirs = valuesOf(conflict.order, conflict.items)
    const mine = form.getValues()
    const names = ['phone', 'status', 'prepayment', 'delivery_method', ...TEXT_FIELDS] as const
    const changed: { field: string; theirs: string; mine: string }[] = names
      .filter((f) => str(theirs[f]) !== str(mine[f]))
      .map((f) => ({ field: f, theirs: str(theirs[f]), mine: str(mine[f]) }))
    const lines = (list: readonly ItemValues[]) =>
      list.map((i) => `${i.title} × ${String(i.quantity)}`).join(', ')
    if (lines(theirs.items) !== lines(mine.items)) {
      changed.push({ field: 'items', theirs: lines(theirs.items), mine: lines(mine.items) })
    }
    return changed
  }, [conflict, form])

  const takeTheirs = () => {
    if (!conflict) return
    const theirs = valuesOf(conflict.order, conflict.items)
    draft.rebase(theirs, conflict.order.version)
    reset(theirs)
    setBase({
      id: conflict.order.id,
      version: conflict.order.version,
      status: str(conflict.order.status) as OrderStatus,
    })
    setConflict(null)
  }
  const keepMine = () => {
    if (!conflict) return
    // Mine goes on top of theirs: their versions, my values; their items I dropped stay dropped.
    const versions = new Map(conflict.items.map((i) => [i.id, i.version]))
    const mine = form.getValues()
    draft.rebase(valuesOf(conflict.order, conflict.items), conflict.order.version)
    setValue(
      'items',
      mine.items
        .filter((i) => !i.id || versions.has(i.id))
        .map((i) => (i.id ? { ...i, version: versions.get(i.id) } : i)),
    )
    setBase({
      id: conflict.order.id,
      version: conflict.order.version,
      status: str(conflict.order.status) as OrderStatus,
    })
    setConflict(null)
  }

  const sendMessage = async (template: SmsTemplate) => {
    if (!base) return
    try {
      const preview = await messages.preview(base.id, template)
      const yes = await confirm({
        title: t('orders:messages.confirm_title', {
          phone: preview.data.phone,
          channel: preview.data.channel,
        }),
        body: preview.data.text,
      })
      if (!yes) return
      await messages.send(base.id, template)
      notify.info(t('orders:messages.sent'))
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error))
    }
  }

  // "As last time": the phone's last order's delivery and payment, then on to the products.
  const repeat = (values: RepeatValues, from: number) => {
    for (const [field, value] of Object.entries(values)) {
      setValue(field as 'city_name', value, { shouldDirty: true })
      form.clearErrors(field as 'city_name')
    }
    notify.info(t('orders:repeat.applied', { id: from }))
    findRef.current?.focus()
  }

  const copyTrack = async () => {
    if (!track) return
    await bridge.clipboard.writeText(track)
    notify.info(`В БУФЕР-ОБМІНУ: ${track}`)
  }

  const err = (name: string) => {
    const e = (formState.errors as Record<string, { message?: string } | undefined>)[name]
    return e?.message ? (
      <span className="of-error" role="alert">
        {e.message}
      </span>
    ) : null
  }
  const label = (name: string) => t(`resources:orders.fields.${name}`)

  return (
    <div className="of">
      <form
        ref={formRef}
        className="of-main"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
        noValidate
      >
        <header className="of-head">
          <h1 id={`${id}-title`}>
            {title ?? (base ? t('orders:form.title', { id: base.id }) : t('orders:new_order'))}
          </h1>
          <div className="of-actions">
            {actions}
            {!readOnly && (
              <button
                type="submit"
                className="btn btn--primary"
                disabled={save.isPending}
                aria-keyshortcuts="Control+S"
              >
                {t('orders:form.save')}
              </button>
            )}
          </div>
        </header>
        {!readOnly && (
          <DraftNotices
            offer={draft.offer}
            offerIsStale={draft.offerIsStale}
            offline={offline}
            pending={pending}
            onRestore={() => {
              const version = draft.restore()
              // The save carries the version the draft was typed on: a newer one is a conflict.
              if (version !== null) setBase((b) => (b ? { ...b, version } : b))
            }}
            onDiscard={draft.discard}
          />
        )}
        {formError && (
          <p className="of-form-error" role="alert">
            {formError}
          </p>
        )}
        {conflict && (
          <section className="of-conflict" role="alertdialog" aria-labelledby={`${id}-conflict`}>
            <h2 id={`${id}-conflict`}>{t('orders:conflict.title')}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('orders:conflict.field')}</th>
                  <th scope="col">{t('orders:conflict.theirs')}</th>
                  <th scope="col">{t('orders:conflict.mine')}</th>
                </tr>
              </thead>
              <tbody>
                {changedFields.map((c) => (
                  <tr key={c.field}>
                    <th scope="row">
                      {c.field === 'items' ? t('orders:form.items') : label(c.field)}
                    </th>
                    <td>{c.theirs}</td>
                    <td>{c.mine}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button type="button" className="btn" onClick={takeTheirs}>
              {t('orders:conflict.take_theirs')}
            </button>
            <button type="button" className="btn btn--primary" onClick={keepMine}>
              {t('orders:conflict.keep_mine')}
            </button>
          </section>
        )}

        <fieldset className="of-group" disabled={readOnly}>
          <legend>{t('orders:form.customer')}</legend>
          <div className="of-row">
            <label className="of-field">
              <span>{label('phone')}</span>
              <input
                {...register('phone', {
                  onChange: (e: { target: { value: string } }) => {
                    const n = normalizePhone(e.target.value)
                    if (n && n !== e.target.value) setValue('phone', n)
                  },
                })}
                inputMode="tel"
                autoComplete="off"
              />
              {operator && <span className="of-hint">{t(`orders:operators.${operator}`)}</span>}
              {err('phone')}
            </label>
            <label className="of-field">
              <span>{label('surname')}</span>
              <input {...register('surname')} />
            </label>
            <label className="of-field">
              <span>{label('name')}</span>
              <input {...register('name')} />
            </label>
            <label className="of-field">
              <span>{label('patronymic')}</span>
              <input {...register('patronymic')} />
            </label>
          </div>
        </fieldset>

        {isNew && !readOnly && <RepeatOffer phone={normalized} onApply={repeat} />}

        <ItemsFields
          findRef={findRef}
          array={itemArray}
          register={register}
          setValue={setValue}
          items={watchedItems}
          total={total}
          errors={formState.errors.items as never}
          disabled={readOnly}
        />

        <DeliveryFields
          disabled={readOnly}
          value={{
            delivery_method: watched.delivery_method ?? 'nova_poshta',
            city_name: watched.city_name ?? '',
            city_ref: watched.city_ref ?? '',
            warehouse_name: watched.warehouse_name ?? '',
            warehouse_ref: watched.warehouse_ref ?? '',
            postcode: watched.postcode ?? '',
            address: watched.address ?? '',
          }}
          errors={{
            postcode: formState.errors.postcode?.message,
            address: formState.errors.address?.message,
          }}
          onChange={(next) => {
            for (const [k, v] of Object.entries(next)) {
              setValue(k as 'city_name', v, { shouldDirty: true })
              form.clearErrors(k as 'city_name')
            }
          }}
        />

        <fieldset className="of-group" disabled={readOnly}>
          <legend>{t('orders:form.payment')}</legend>
          <div className="of-row">
            <label className="of-field">
              <span>{label('pay_method')}</span>
              <select {...register('pay_method')}>
                <option value="">—</option>
                {ENUMS.pay_method.map((m) => (
                  <option key={m} value={m}>
                    {t(`enums:pay_method.${m}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="of-field">
              <span>{label('prepayment')}</span>
              <input {...register('prepayment')} inputMode="decimal" />
              {err('prepayment')}
            </label>
          </div>
          {payMethod && payMethod !== 'mono_pay' && payMethod !== 'rozetrka_pay' && (
            <p className="of-card" aria-label={t('orders:form.requisites')}>
              {card ? `${card.card} · ${card.name} · ${card.bank}` : t('orders:form.no_card')}
            </p>
          )}
        </fieldset>

        <fieldset className="of-group" disabled={readOnly}>
          <legend>{t('orders:form.order')}</legend>
          <div className="of-row">
            <label className="of-field">
              <span>{label('status')}</span>
              <select {...register('status')}>
                {statuses.map((st) => (
                  <option key={st} value={st}>
                    {t(`enums:order_status.${st}`)}
                  </option>
                ))}
              </select>
              {err('status')}
            </label>
            <label className="of-field">
              <span>{label('site')}</span>
              <select {...register('site')}>
                <option value="">—</option>
                {Object.entries(sites).map(([key, name]) => (
                  <option key={key} value={key}>
                    {str(name) || key}
                  </option>
                ))}
              </select>
            </label>
            <label className="of-field">
              <span>{label('order_way')}</span>
              <input {...register('order_way')} />
            </label>
            <label className="of-field">
              <span>{label('track')}</span>
              <input {...register('track')} />
              {err('track')}
            </label>
            {track && (
              <button type="button" className="btn" onClick={() => void copyTrack()}>
                {t('orders:form.copy_track')}
              </button>
            )}
          </div>
          <div className="of-row">
            <div className="of-field">
              <label htmlFor={`${id}-manager`}>{label('user_id')}</label>
              <Controller
                control={control}
                name="user_id"
                render={({ field }) => (
                  <RefPicker
                    table="users"
                    id={`${id}-manager`}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    // The server takes a manager named by a manager or administrator only.
                    disabled={readOnly || !mayReassign}
                    clearable
                    aria={{}}
                  />
                )}
              />
            </div>
          </div>
          <label className="of-field of-field--wide">
            <span>{label('comment')}</span>
            <textarea {...register('comment')} rows={2} />
          </label>
          <div className="of-row">
            <label className="of-field">
              <span>{label('prom_order')}</span>
              <input {...register('prom_order')} />
            </label>
            <label className="of-field">
              <span>{label('prom_acaunt')}</span>
              <input {...register('prom_acaunt')} />
            </label>
            <label className="of-field">
              <span>{label('rozetka_order')}</span>
              <input {...register('rozetka_order')} />
            </label>
          </div>
          <p className="of-links">
            {promOrder &&
              (promAccount && promAccounts[promAccount] ? (
                <a
                  href={`https://my.prom.ua/cms/order/edit/${encodeURIComponent(promOrder)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('orders:form.prom_link', {
                    account: promAccounts[promAccount]?.name ?? promAccount,
                  })}
                </a>
              ) : (
                <span role="alert">Немає акаунта ПРОМ!</span>
              ))}
            {rozetkaOrder && (
              <a
                href={`https://seller.rozetka.com.ua/main/orders/all?search=${encodeURIComponent(rozetkaOrder)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('orders:form.rozetka_link')}
              </a>
            )}
          </p>
        </fieldset>

        {base && rights.write && (
          <fieldset className="of-group">
            <legend>{t('orders:messages.title')}</legend>
            {SMS_TEMPLATES.map((tpl) => (
              <button key={tpl} type="button" className="btn" onClick={() => void sendMessage(tpl)}>
                {t(`orders:messages.${tpl}`)}
              </button>
            ))}
          </fieldset>
        )}
        {base && !readOnly && (
          <WaybillSection
            order={{
              ...watched,
              id: base.id,
              status: base.status,
              // An order with no items keeps the total it was stored with (a marketplace's).
              total: watchedItems.length > 0 ? total : Number(order?.total ?? 0),
              prepayment: watched.prepayment ? money(watched.prepayment) : 0,
            }}
            dirty={formState.isDirty}
            onChanged={(saved) => {
              // The waybill changed the stored order (its TTN, its version): the form follows.
              setBase((b) => (b ? { ...b, version: saved.version } : b))
              reset({ ...form.getValues(), track: str(saved.track) })
            }}
            onOrderErrors={(errors) => {
              for (const [field, messages] of Object.entries(errors)) {
                if (field in formSchema.shape) {
                  setError(field as keyof OrderFormValues, {
                    type: 'server',
                    message: messages.join(' '),
                  })
                }
              }
            }}
          />
        )}
      </form>
      <OrderSide phone={normalized} orderId={base?.id ?? null} />
    </div>
  )
}
