import type { PaymentCard } from '@shared/settings-params'
import type { ShopSettings } from '../../../resources/queries'

/** What the cheat-sheet reads of the settings, tolerant of missing parts. */
export interface CheatSheet {
  cards: PaymentCard[]
  current: number
  phones: { phone: string }[]
  addresses: string[]
  others: { title: string; text: string }[]
  templates: Partial<Record<'payment_sms' | 'prepayment_viber' | 'send_ttn', string>>
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''

export function cheatSheetOf(settings: ShopSettings | undefined): CheatSheet {
  const info = obj(settings?.info)
  const requisites = obj(info.rekvizity_payment)
  const cards = arr(requisites.cards).map((c) => {
    const card = obj(c)
    return { card: str(card.card), name: str(card.name), bank: str(card.bank) }
  })
  const index = Number(requisites.current)
  const current = Number.isInteger(index) && index >= 0 && index < cards.length ? index : 0
  const templates = obj(settings?.templates_sms)
  return {
    cards,
    current,
    phones: arr(info.phones)
      .map((p) => ({ phone: str(obj(p).phone || p) }))
      .filter((p) => p.phone),
    addresses: arr(info.addresses).map(str).filter(Boolean),
    others: arr(info.others)
      .map((o) => ({ title: str(obj(o).title), text: str(obj(o).text) }))
      .filter((o) => o.title || o.text),
    templates: {
      payment_sms: str(templates.payment_sms),
      prepayment_viber: str(templates.prepayment_viber),
      send_ttn: str(templates.send_ttn),
    },
  }
}
