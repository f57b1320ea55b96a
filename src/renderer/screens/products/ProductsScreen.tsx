import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { ListScreen } from '../../resources/ListScreen'
import type { Row } from '../../resources/queries'
import { BarcodeLabel } from './BarcodeLabel'
import { PRODUCT_CELLS } from './badges'
import './products.css'

/**
 * `/products`: the generic list (filters by every enumeration and by category come from the
 * declaration) with marks and availability as badges and a shelf label per barcode.
 */
export default function ProductsScreen() {
  const { t } = useTranslation('catalogue')
  const [label, setLabel] = useState<Row | null>(null)
  return (
    <>
      <ListScreen
        def={RESOURCES.products}
        cells={PRODUCT_CELLS}
        rowActions={(row) =>
          row.barcode ? (
            <button
              type="button"
              onClick={() => setLabel(row)}
              aria-label={t('label.open', { name: String(row.title_uk ?? row.id) })}
              title={t('label.open', { name: String(row.title_uk ?? row.id) })}
            >
              <span aria-hidden="true">▥</span>
            </button>
          ) : null
        }
      />
      {label && <BarcodeLabel product={label} onClose={() => setLabel(null)} />}
    </>
  )
}
