import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ENUMS } from '@shared/resources/enums'
import { normalizePhone, phoneOperator } from '@shared/phone'
import { nextStatuses, type OrderStatus } from '@shared/rules/order-status'
import { DELIVERY_METHODS, DELIVERY_FIELDS } from '@shared/rules/delivery'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { hasAccess } from '@shared/access'
import { useBridge } from '../../platform'
import { useTableRights } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import type { Row } from '../../resources/queries'
import { useLabels } from '../../resources/labels'
import { DraftNotices } from '../../resources/record/DraftNotices'
import type { DraftRecord } from '../../resources/record/drafts'
import { FormSections, type FormSection } from '../../resources/record/FormSections'
import { DeliveryFields } from './DeliveryFields'
import { ItemsFields } from './ItemsFields'
import { OrderSide } from './OrderSide'
import { RepeatOffer, type RepeatValues } from './RepeatOffer'
import {
  ConflictPanel,
  MarketLinks,
  OrderMessages,
  OrderWaybill,
  PaymentCard,
  useDeskSettings,
} from './OrderParts'
import { useOrderDesk } from './useOrderSave'
import { linesTotal, valuesOf, type OrderFormValues } from './orderValues'
import '../../resources/resources.css'
import './order-form.css'

export { valuesOf, linesTotal, type OrderFormValues }

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

const DELIVERY = ['delivery_method', ...DELIVERY_METHODS.flatMap((m) => DELIVERY_FIELDS[m])]

/**
 * The order desk, the same at `/orders/{id}`, a new order, `/calls` and `/calls_new`: the
 * registry's `orders` fields in the desk's groups (`OrderFields`), saved by the record form's
 * engine (`useOrderDesk`): draft, offline resend, Ctrl+S / Ctrl+Enter; a stale save shows what
 * changed. Beside it, the customer's earlier orders and the order's history.
 */
export function OrderForm(props: OrderFormProps) {
  const { order, title, actions } = props
  const { t } = useTranslation(['orders', 'enums', 'resources', 'common'])
  const labels = useLabels(ordersDef)
  const rights = useTableRights(ordersDef)
  const id = useId()
  const readOnly = !rights.write || props.readOnly === true
  const { form, schema, saver, engine } = useOrderDesk({ ...props, readOnly })
  const { base, conflict } = saver
  const watched = useWatch({ control: form.control }) as OrderFormValues
  const normalized = normalizePhone(watched.phone ?? '')

  // A new order starts at the phone, once the user's rights are known (a disabled field
  // cannot take the focus).
  const isNew = base === null
  useEffect(() => {
    if (isNew && !readOnly) form.setFocus('phone')
  }, [isNew, readOnly, form])

  return (
    <div className="of">
      <form
        className="of-main"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => void engine.submit(e)}
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
                disabled={saver.isPending}
                aria-keyshortcuts="Control+S Control+Enter"
              >
                {t('orders:form.save')}
              </button>
            )}
          </div>
        </header>
        {!readOnly && <DraftNotices {...engine.notices} />}
        {saver.formError && (
          <p className="of-form-error" role="alert">
            {saver.formError}
          </p>
        )}
        {conflict && (
          <ConflictPanel
            id={`${id}-conflict`}
            theirs={valuesOf(conflict.order, conflict.items)}
            mine={form.getValues()}
            label={labels.field}
            onTakeTheirs={() => saver.takeTheirs(engine.draft)}
            onKeepMine={() => saver.keepMine(engine.draft)}
          />
        )}
        <OrderFields form={form} watched={watched} readOnly={readOnly} isNew={isNew} base={base} />
        {base && rights.write && <OrderMessages orderId={base.id} />}
        {base && !readOnly && (
          <OrderWaybill
            watched={watched}
            base={base}
            storedTotal={Number(order?.total ?? 0)}
            dirty={form.formState.isDirty}
            onChanged={saver.waybillSaved}
            onOrderErrors={(errors) => {
              for (const [field, messages] of Object.entries(errors)) {
                if (field in schema.shape) {
                  form.setError(field as never, { type: 'server', message: messages.join(' ') })
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

type DeskForm = ReturnType<typeof useOrderDesk>['form']

/**
 * The desk's layout of the declared fields: customer, "as last time", the lines, delivery,
 * payment, the order's own fields; a field the declaration adds follows them (`FormSections`).
 */
function OrderFields(props: {
  form: DeskForm
  watched: OrderFormValues
  readOnly: boolean
  isNew: boolean
  base: { status: OrderStatus } | null
}) {
  const { form, watched, readOnly, isNew, base } = props
  const { register, control, setValue, formState } = form
  const { t } = useTranslation(['orders', 'enums'])
  const labels = useLabels(ordersDef)
  const bridge = useBridge()
  const desk = useDeskSettings()
  const id = useId()
  const findRef = useRef<HTMLInputElement>(null)
  const itemArray = useFieldArray({ control, name: 'items' })
  const normalized = normalizePhone(watched.phone ?? '')
  const operator = normalized ? phoneOperator(normalized) : null
  const lines = watched.items ?? []
  const track = watched.track ?? ''
  const manager = ordersDef.fields.user_id.author
  const user = useUser()
  const mayReassign = typeof manager === 'object' && hasAccess(user, manager.reassign)
  const statuses = base ? nextStatuses(base.status) : ENUMS.order_status
  const errors = formState.errors

  const apply = (values: Partial<Record<string, string>>) => {
    for (const [k, v] of Object.entries(values)) {
      setValue(k as 'city_name', v ?? '', { shouldDirty: true })
      form.clearErrors(k as 'city_name')
    }
  }
  // "As last time": the phone's last order's delivery and payment, then on to the products.
  const repeat = (values: RepeatValues, from: number) => {
    apply(values)
    notify.info(t('orders:repeat.applied', { id: from }))
    findRef.current?.focus()
  }
  const copyTrack = async () => {
    await bridge.clipboard.writeText(track)
    notify.info(`В БУФЕР-ОБМІНУ: ${track}`)
  }
  const phone = (e: { target: { value: string } }) => {
    const n = normalizePhone(e.target.value)
    if (n && n !== e.target.value) setValue('phone', n)
  }
  const choices = (list: [string, string][]) => list.map(([value, label]) => ({ value, label }))

  const sections: FormSection[] = [
    {
      key: 'customer',
      legend: t('form.customer'),
      rows: [['phone', 'surname', 'name', 'patronymic']],
    },
    {
      key: 'repeat',
      bare: true,
      head: isNew && !readOnly && <RepeatOffer phone={normalized} onApply={repeat} />,
    },
    {
      key: 'items',
      bare: true,
      claims: ['total'],
      head: (
        <ItemsFields
          findRef={findRef}
          array={itemArray}
          register={register}
          setValue={setValue}
          items={lines}
          total={linesTotal(lines)}
          errors={errors.items as never}
          disabled={readOnly}
        />
      ),
    },
    {
      key: 'delivery',
      bare: true,
      claims: DELIVERY,
      head: (
        <DeliveryFields
          disabled={readOnly}
          value={watched}
          errors={{ postcode: errors.postcode?.message, address: errors.address?.message }}
          onChange={apply}
        />
      ),
    },
    {
      key: 'payment',
      legend: t('form.payment'),
      rows: [['pay_method', 'prepayment']],
      tail: <PaymentCard payMethod={watched.pay_method ?? ''} card={desk.card} />,
    },
    {
      key: 'order',
      legend: t('form.order'),
      rows: [
        ['status', 'site', 'order_way', 'track'],
        ['user_id'],
        ['comment'],
        ['prom_order', 'prom_acaunt', 'rozetka_order'],
      ],
      tail: <MarketLinks values={watched} accounts={desk.promAccounts} />,
    },
  ]
  return (
    <FormSections
      def={ordersDef}
      sections={sections}
      idPrefix={id}
      register={register as never}
      control={control as never}
      errors={errors}
      disabled={readOnly}
      label={labels.field}
      enumLabel={labels.enumValue}
      classes={{ section: 'of-group', row: 'of-row' }}
      fieldProps={{
        phone: {
          inputMode: 'tel',
          hint: operator && t(`operators.${operator}`),
          registerOptions: { onChange: phone },
        },
        status: { choices: choices(statuses.map((s) => [s, t(`enums:order_status.${s}`)])) },
        site: { choices: choices(Object.entries(desk.sites).map(([k, n]) => [k, n || k])) },
        track: {
          hint: track && (
            <button type="button" className="btn" onClick={() => void copyTrack()}>
              {t('form.copy_track')}
            </button>
          ),
        },
        // The server takes a manager named by a manager or administrator only.
        user_id: { disabled: readOnly || !mayReassign },
      }}
    />
  )
}
