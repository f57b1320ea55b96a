import { useEffect, useId, useRef } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { normalizePhone } from '@shared/phone'
import type { OrderStatus } from '@shared/rules/order-status'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { useTableRights } from '../../app/rights'
import { notify } from '../../app/toast'
import { useLabels } from '../../resources/labels'
import { DraftNotices } from '../../resources/record/DraftNotices'
import { FormSections, type FormSection } from '../../resources/record/FormSections'
import { DELIVERY_CLAIMS, DeliveryFields } from './DeliveryFields'
import { ItemsFields } from './ItemsFields'
import { OrderSide } from './OrderSide'
import { RepeatOffer, type RepeatValues } from './RepeatOffer'
import {
  ConflictPanel,
  DeskHeader,
  MarketLinks,
  OrderMessages,
  OrderWaybill,
  PaymentCard,
  useDeskControls,
  useDeskSettings,
} from './OrderParts'
import { useOrderDesk, type OrderFormProps } from './useOrderSave'
import { linesTotal, valuesOf, type OrderFormValues } from './orderValues'
import '../../resources/resources.css'
import './order-form.css'

export { valuesOf, linesTotal, type OrderFormValues, type OrderFormProps }

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
  const { form, saver, engine } = useOrderDesk({ ...props, readOnly })
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
        <DeskHeader
          id={`${id}-title`}
          title={title ?? (base ? t('orders:form.title', { id: base.id }) : t('orders:new_order'))}
          actions={actions}
          save={!readOnly}
          saving={saver.isPending}
        />
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
            onOrderErrors={saver.waybillErrors}
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
  const desk = useDeskSettings()
  const id = useId()
  const findRef = useRef<HTMLInputElement>(null)
  const itemArray = useFieldArray({ control, name: 'items' })
  const normalized = normalizePhone(watched.phone ?? '')
  const lines = watched.items ?? []
  const errors = formState.errors
  const fieldProps = useDeskControls({ watched, status: base?.status ?? null, readOnly, setValue })

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

  const sections: FormSection[] = [
    {
      key: 'customer',
      legend: t('orders:form.customer'),
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
      claims: DELIVERY_CLAIMS,
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
      legend: t('orders:form.payment'),
      rows: [['pay_method', 'prepayment']],
      tail: <PaymentCard payMethod={watched.pay_method ?? ''} card={desk.card} />,
    },
    {
      key: 'order',
      legend: t('orders:form.order'),
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
      fieldProps={fieldProps}
    />
  )
}
