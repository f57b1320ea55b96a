import type { TFunction } from 'i18next'
import type { SearchItem } from '@shared/contract/schemas'

/**
 * A found row's second line: what the server wrote (phone, TTN, barcode, price) and the row's
 * state (an order's status, a category's type) by its label in the reader's language, never
 * its code. `t` needs the `enums` namespace.
 */
export function searchSubtitle(item: Pick<SearchItem, 'subtitle' | 'state'>, t: TFunction): string {
  const label = item.state
    ? t(`enums:${item.state.enum}.${item.state.value}`, { defaultValue: item.state.value })
    : ''
  return [item.subtitle, label].filter(Boolean).join(' · ')
}
