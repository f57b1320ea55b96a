import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { ListScreen } from '../../resources/ListScreen'
import { useImagesTexts } from '../../i18n/images'
import { Thumb } from '../../images/Thumb'
import type { Row } from '../../resources/queries'
import { BarcodeLabel } from './BarcodeLabel'
import { PRODUCT_CELLS } from './badges'
import './products.css'

/**
 * `/products`: the generic list (filters by every enumeration and by category come from the
 * declaration) with marks and availability as badges, the main image's thumbnail and a shelf
 * label per barcode.
 */
export default function ProductsScreen() {
  const { t } = useTranslation('catalogue')
  const [label, setLabel] = useState<Row | null>(null)
  const { t: imageText } = useImagesTexts()
  const cells = useMemo(
    () => ({
      ...PRODUCT_CELLS,
      // The main image's thumbnail, in place of the old picture address.
      image: (row: Row) => (
        <Thumb
          kind="products"
          id={row.id}
          alt={`${imageText('thumb.of')} ${String(row.title_uk ?? row.id)}`}
        />
      ),
    }),
    [imageText],
  )
  return (
    <>
      <ListScreen
        def={RESOURCES.products}
        cells={cells}
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
