import type { PaymentCard } from '@shared/settings-params'
import { RowsEditor, type Row } from './RowsEditor'

/**
 * The cheat-sheet's settings as forms, for the right panel and the settings screen:
 * each takes the current value and saves its one key through `set_param`.
 */

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export function CardsForm(props: {
  cards: readonly PaymentCard[]
  current: number
  onDone: () => void
}) {
  return (
    <RowsEditor
      param="info.rekvizity_payment"
      fields={[
        { name: 'card', label: 'forms.card' },
        { name: 'name', label: 'forms.name' },
        { name: 'bank', label: 'forms.bank' },
      ]}
      initial={props.cards.map((c) => ({ card: c.card, name: c.name, bank: c.bank }))}
      toValue={(rows) => ({
        cards: rows.map((r) => ({ card: text(r.card), name: text(r.name), bank: text(r.bank) })),
        current: Math.min(props.current, Math.max(rows.length - 1, 0)),
      })}
      onDone={props.onDone}
    />
  )
}

export function PhonesForm(props: { phones: readonly { phone: string }[]; onDone: () => void }) {
  return (
    <RowsEditor
      param="info.phones"
      fields={[{ name: 'phone', label: 'forms.phone' }]}
      initial={props.phones.map((p) => ({ phone: p.phone }))}
      toValue={(rows) => rows.map((r) => ({ phone: text(r.phone) }))}
      onDone={props.onDone}
    />
  )
}

export function AddressesForm(props: { addresses: readonly string[]; onDone: () => void }) {
  return (
    <RowsEditor
      param="info.addresses"
      fields={[{ name: 'address', label: 'forms.address', multiline: true }]}
      initial={props.addresses.map((address) => ({ address }))}
      toValue={(rows: Row[]) => rows.map((r) => text(r.address))}
      onDone={props.onDone}
    />
  )
}

export function OthersForm(props: {
  others: readonly { title: string; text: string }[]
  onDone: () => void
}) {
  return (
    <RowsEditor
      param="info.others"
      fields={[
        { name: 'title', label: 'forms.title' },
        { name: 'text', label: 'forms.text', multiline: true },
      ]}
      initial={props.others.map((o) => ({ title: o.title, text: o.text }))}
      toValue={(rows) => rows.map((r) => ({ title: text(r.title), text: text(r.text) }))}
      onDone={props.onDone}
    />
  )
}
