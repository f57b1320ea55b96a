import { useTranslation } from 'react-i18next'
import type { PackingItem } from '@shared/packing'

interface ItemsTableProps {
  items: readonly PackingItem[]
  /** The desk may tick by hand an item with nothing to scan. */
  canTick: boolean
  onTick(itemId: number): void
}

/** The order's items with what is scanned of each; "+1" for an item with no barcode. */
export function ItemsTable({ items, canTick, onTick }: ItemsTableProps) {
  const { t } = useTranslation('packing')
  return (
    <table className="ui-table pk-table" aria-label={t('packing:items')}>
      <thead>
        <tr>
          <th scope="col">{t('packing:product')}</th>
          <th scope="col">{t('packing:barcode')}</th>
          <th scope="col">{t('packing:quantity')}</th>
          <th scope="col">{t('packing:ticked')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const done = item.ticked >= item.quantity
          return (
            <tr key={item.id} className={done ? 'pk-row pk-row--done' : 'pk-row'}>
              <th scope="row">{item.title}</th>
              <td>{item.barcode ?? t('packing:no_barcode')}</td>
              <td>{item.quantity}</td>
              <td>
                <span data-testid={`ticked-${item.id}`}>
                  {item.ticked} / {item.quantity}
                </span>{' '}
                <span className="pk-row__mark">
                  {done
                    ? `✓ ${t('packing:done_row')}`
                    : t('packing:left_row', { n: item.quantity - item.ticked })}
                </span>
                {!item.barcode && !done && canTick && (
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('packing:tick_label', { name: item.title })}
                    onClick={() => onTick(item.id)}
                  >
                    {t('packing:tick')}
                  </button>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
