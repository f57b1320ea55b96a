import type { ReactNode } from 'react'
import type { UseFormSetValue } from 'react-hook-form'
import { hasAccess } from '@shared/access'
import { ENUMS } from '@shared/resources/enums'
import { orders as ordersDef } from '@shared/resources/tables/sales'
import { normalizePhone, phoneOperator } from '@shared/phone'
import { nextStatuses, type OrderStatus } from '@shared/rules/order-status'
import { useUser } from '../../app/session'
import { useBridge } from '../../platform'
import type { FieldControlProps } from '../../resources/record/FieldControl'
import { useTranslation } from 'react-i18next'
import { currentCard, type SmsTemplate, SMS_TEMPLATES } from '@shared/rules/sms-templates'
import { notify } from '../../app/toast'
import { useConfirm } from '../../components/dialogs/DialogProvider'
import { useShopSettings } from '../../resources/queries'
import { WaybillSection } from '../../waybills/WaybillSection'
import type { Row } from '../../resources/queries'
import {
  changedFields,
  linesTotal,
  money,
  type OrderBase,
  type OrderFormValues,
} from './orderValues'
import { useSendMessage } from './queries'

/** The shop's settings the desk shows: its sites, its Prom accounts, the current card. */
export function useDeskSettings() {
  const s = useShopSettings().data ?? {}
  const sites = (s.sites ?? {}) as Record<string, string>
  const promAccounts =
    (
      (s.api as Record<string, unknown> | undefined)?.prom as
        { accounts?: Record<string, { name?: string; login_id?: string }> } | undefined
    )?.accounts ?? {}
  const card = currentCard((s.info as Record<string, unknown> | undefined)?.rekvizity_payment)
  return { sites, promAccounts, card }
}

/** Someone else saved the order: what changed, theirs against mine, and the two ways out. */
export function ConflictPanel(props: {
  id: string
  theirs: OrderFormValues
  mine: OrderFormValues
  label: (field: string) => string
  onTakeTheirs: () => void
  onKeepMine: () => void
}) {
  const { t } = useTranslation('orders')
  const changed = changedFields(props.theirs, props.mine)
  return (
    <section className="of-conflict" role="alertdialog" aria-labelledby={props.id}>
      <h2 id={props.id}>{t('conflict.title')}</h2>
      <table className="ui-table">
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.theirs')}</th>
            <th scope="col">{t('conflict.mine')}</th>
          </tr>
        </thead>
        <tbody>
          {changed.map((c) => (
            <tr key={c.field}>
              <th scope="row">{c.field === 'items' ? t('form.items') : props.label(c.field)}</th>
              <td>{c.theirs}</td>
              <td>{c.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn" onClick={props.onTakeTheirs}>
        {t('conflict.take_theirs')}
      </button>
      <button type="button" className="btn btn--primary" onClick={props.onKeepMine}>
        {t('conflict.keep_mine')}
      </button>
    </section>
  )
}

/** The requisites a payment by card goes to (none for Mono Pay and Rozetka Pay). */
export function PaymentCard({
  payMethod,
  card,
}: {
  payMethod: string
  card: ReturnType<typeof currentCard>
}) {
  const { t } = useTranslation('orders')
  if (!payMethod || payMethod === 'mono_pay' || payMethod === 'rozetrka_pay') return null
  return (
    <p className="of-card" aria-label={t('form.requisites')}>
      {card ? `${card.card} · ${card.name} · ${card.bank}` : t('form.no_card')}
    </p>
  )
}

/** Links to the order in the marketplaces' own cabinets. */
export function MarketLinks(props: {
  values: Partial<Record<'prom_order' | 'prom_acaunt' | 'rozetka_order', string>>
  accounts: Record<string, { name?: string }>
}) {
  const { t } = useTranslation('orders')
  const { accounts } = props
  const promOrder = props.values.prom_order ?? ''
  const promAccount = props.values.prom_acaunt ?? ''
  const rozetkaOrder = props.values.rozetka_order ?? ''
  return (
    <p className="of-links">
      {promOrder &&
        (promAccount && accounts[promAccount] ? (
          <a
            href={`https://my.prom.ua/cms/order/edit/${encodeURIComponent(promOrder)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('form.prom_link', { account: accounts[promAccount]?.name ?? promAccount })}
          </a>
        ) : (
          <span role="alert">{t('form.no_prom_account')}</span>
        ))}
      {rozetkaOrder && (
        <a
          href={`https://seller.rozetka.com.ua/main/orders/all?search=${encodeURIComponent(rozetkaOrder)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('form.rozetka_link')}
        </a>
      )}
    </p>
  )
}

/** The customer's messages: each template previewed and confirmed before it goes. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const { t } = useTranslation(['orders', 'enums'])
  const confirm = useConfirm()
  const messages = useSendMessage()
  const send = async (template: SmsTemplate) => {
    try {
      const preview = await messages.preview(orderId, template)
      const yes = await confirm({
        title: t('messages.confirm_title', {
          phone: preview.data.phone,
          channel: t(`enums:sms_channel.${preview.data.channel}`),
        }),
        body: preview.data.text,
      })
      if (!yes) return
      await messages.send(orderId, template)
      notify.info(t('messages.sent'))
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <fieldset className="of-group">
      <legend>{t('messages.title')}</legend>
      {SMS_TEMPLATES.map((tpl) => (
        <button key={tpl} type="button" className="btn" onClick={() => void send(tpl)}>
          {t(`messages.${tpl}`)}
        </button>
      ))}
    </fieldset>
  )
}

/** The order's waybill, made from what the form holds now. */
export function OrderWaybill(props: {
  watched: OrderFormValues
  base: OrderBase
  /** An order with no lines keeps the total it was stored with (a marketplace's). */
  storedTotal: number
  dirty: boolean
  onChanged: (order: Row) => void
  onOrderErrors: (errors: Record<string, string[]>) => void
}) {
  const { watched, base } = props
  const lines = watched.items ?? []
  return (
    <WaybillSection
      order={{
        ...watched,
        id: base.id,
        status: base.status,
        total: lines.length > 0 ? linesTotal(lines) : props.storedTotal,
        prepayment: watched.prepayment ? money(watched.prepayment) : 0,
      }}
      dirty={props.dirty}
      onChanged={props.onChanged}
      onOrderErrors={props.onOrderErrors}
    />
  )
}

/** The desk's heading, the page's own buttons and "save" (Ctrl+S / Ctrl+Enter). */
export function DeskHeader(props: {
  id: string
  title: string
  actions?: ReactNode
  save: boolean
  saving: boolean
}) {
  const { t } = useTranslation('orders')
  return (
    <header className="of-head">
      <h1 id={props.id}>{props.title}</h1>
      <div className="of-actions">
        {props.actions}
        {props.save && (
          <button
            type="submit"
            className="btn btn--primary"
            disabled={props.saving}
            aria-keyshortcuts="Control+S Control+Enter"
          >
            {t('form.save')}
          </button>
        )}
      </div>
    </header>
  )
}

/**
 * The desk's own touches on the declared fields' controls: the phone written as the shop writes
 * it, with its operator; the status by the transition table; the shop's sites; "copy" beside
 * the TTN; the manager chosen by a manager or administrator only (the server's rule).
 */
export function useDeskControls(props: {
  watched: OrderFormValues
  status: OrderStatus | null
  readOnly: boolean
  setValue: UseFormSetValue<OrderFormValues>
}): Record<string, Partial<FieldControlProps>> {
  const { watched, status, readOnly, setValue } = props
  const { t } = useTranslation(['orders', 'enums'])
  const bridge = useBridge()
  const user = useUser()
  const { sites } = useDeskSettings()
  const normalized = normalizePhone(watched.phone ?? '')
  const operator = normalized ? phoneOperator(normalized) : null
  const track = watched.track ?? ''
  const manager = ordersDef.fields.user_id.author
  const mayReassign = typeof manager === 'object' && hasAccess(user, manager.reassign)
  const statuses = status ? nextStatuses(status) : ENUMS.order_status
  const copyTrack = async () => {
    await bridge.clipboard.writeText(track)
    notify.info(t('common:copy.done', { value: track }))
  }
  return {
    phone: {
      inputMode: 'tel',
      hint: operator && t(`operators.${operator}`),
      registerOptions: {
        onChange: (e: { target: { value: string } }) => {
          const n = normalizePhone(e.target.value)
          if (n && n !== e.target.value) setValue('phone', n)
        },
      },
    },
    status: { choices: statuses.map((s) => ({ value: s, label: t(`enums:order_status.${s}`) })) },
    site: {
      choices: Object.entries(sites).map(([value, name]) => ({ value, label: name || value })),
    },
    track: {
      hint: track && (
        <button type="button" className="btn" onClick={() => void copyTrack()}>
          {t('form.copy_track')}
        </button>
      ),
    },
    user_id: { disabled: readOnly || !mayReassign },
  }
}
