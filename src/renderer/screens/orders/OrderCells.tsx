import type { TFunction } from 'i18next'
import { phoneOperator } from '@shared/phone'
import { parcelService } from '@shared/rules/ttns'
import { ORDER_STATUS_TONE, type OrderStatus, type StatusTone } from '@shared/rules/order-status'
import { StatusChip } from '../../components/ui/StatusChip'
import type { CellRenderers } from '../../resources/ResourceTable'
import type { Row } from '../../resources/queries'

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

/** The widest (px) the list's own cells are drawn: a phone and a track with their tags. */
export const ORDER_CELL_WIDTHS = { status: 160, phone: 166, track: 190, order_way: 140 } as const

/**
 * The orders list's own cells: the status as a coloured chip, the phone with its operator, the track with its carrier (by the
 * parcel rules), and the source with a badge for a Prom or Rozetka order.
 */
export function orderCells(t: TFunction): CellRenderers {
  return {
    status: (row: Row, shown: string) => {
      // An unknown status (an old record) stays plain text.
      const tone = ORDER_STATUS_TONE[row.status as OrderStatus] as StatusTone | undefined
      return tone ? <StatusChip tone={tone}>{shown}</StatusChip> : shown
    },
    phone: (row: Row, shown: string) => {
      const phone = text(row.phone)
      const operator = phone ? phoneOperator(phone) : null
      return (
        <span className="ol-cell">
          {shown}
          {operator && (
            <span className={`ol-tag ol-tag--${operator}`}>
              {t(`orders:operators.${operator}`)}
            </span>
          )}
        </span>
      )
    },
    track: (row: Row, shown: string) => {
      const track = text(row.track)
      if (!track) return shown
      const carrier = parcelService(track)
      return (
        <span className="ol-cell">
          {shown}
          <span className={`ol-tag ol-tag--${carrier}`}>{t(`orders:carriers.${carrier}`)}</span>
        </span>
      )
    },
    order_way: (row: Row, shown: string) => {
      const prom = text(row.prom_order)
      const rozetka = text(row.rozetka_order)
      const way = text(row.order_way)
      const label = way ? t(`orders:sources.${way}`, { defaultValue: shown }) : ''
      return (
        <span className="ol-cell">
          {!prom && !rozetka && label}
          {prom && (
            <span className="ol-badge ol-badge--prom">{t('orders:badges.prom', { n: prom })}</span>
          )}
          {rozetka && (
            <span className="ol-badge ol-badge--rozetka">
              {t('orders:badges.rozetka', { n: rozetka })}
            </span>
          )}
        </span>
      )
    },
  }
}
