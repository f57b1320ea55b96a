import type { EnumValue } from '@shared/resources/enums'
import type { CellRenderers } from '../../resources/ResourceTable'

/** Marks as the site shows them: a sale red, a novelty blue, a hit green. */
const MARK_BADGE: Record<EnumValue<'mark'>, string> = {
  sk: 'badge--danger',
  akcia: 'badge--danger',
  markdown: 'badge--warning',
  novinka: 'badge--info',
  hit: 'badge--success',
  skoro: '',
}

const AVAILABILITY_BADGE: Record<EnumValue<'availability'>, string> = {
  available: 'badge--success',
  pre_order: 'badge--info',
  available_not: 'badge--warning',
  not_available: 'badge--danger',
}

/** The products list draws its marks and availability as badges. */
export const PRODUCT_CELLS: CellRenderers = {
  mark: (row, text) =>
    text ? (
      <span className={`badge ${MARK_BADGE[row.mark as EnumValue<'mark'>] ?? ''}`}>{text}</span>
    ) : (
      ''
    ),
  availability: (row, text) =>
    text ? (
      <span
        className={`badge ${AVAILABILITY_BADGE[row.availability as EnumValue<'availability'>] ?? ''}`}
      >
        {text}
      </span>
    ) : (
      ''
    ),
}
