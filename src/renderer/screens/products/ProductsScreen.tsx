import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { ListScreen } from '../../resources/ListScreen'
import { useImagesTexts } from '../../i18n/images'
import { SLOT, fillSlot } from '../../i18n/slot'
import { Thumb } from '../../images/Thumb'
import type { Row } from '../../resources/queries'
import { BarcodeLabel } from './BarcodeLabel'
import { PRODUCT_CELLS } from './badges'
import './products.css'
import { useCatalogueTexts } from '../../i18n/catalogue'

/**
 * `/products`: the generic list (filters by every enumeration and by category come from the
 * declaration) with marks and availability as badges, the main image's thumbnail and a shelf
 * label per barcode.
 */
/** The thumbnail's column is as narrow as its picture; a barcode is at most thirteen digits. */
const PRODUCT_WIDTHS = { image: 64, barcode: 120 } as const

export default function ProductsScreen() {
  useCatalogueTexts()
  const { t } = useTranslation('catalogue')
  const [label, setLabel] = useState<Row | null>(null)
  const { t: imageText } = useImagesTexts()
  const cells = useMemo(() => {
    const thumbOf = imageText('thumb.of')
    return {
      ...PRODUCT_CELLS,
      // The main image's thumbnail, in place of the old picture address.
      image: (row: Row) => (
        <Thumb kind="products" id={row.id} alt={`${thumbOf} ${String(row.title_uk ?? row.id)}`} />
      ),
    }
  }, [imageText])
  // The shelf label button's words, translated once for all rows.
  const openLabel = useMemo(() => t('label.open', { name: SLOT }), [t])
  return (
    <>
      <ListScreen
        def={RESOURCES.products}
        cells={cells}
        widths={PRODUCT_WIDTHS}
        rowActions={(row) => {
          if (!row.barcode) return null
          const name = fillSlot(openLabel, String(row.title_uk ?? row.id))
          return (
            <button
              type="button"
              className="ui-icon-button ui-icon-button--row"
              onClick={() => setLabel(row)}
              aria-label={name}
              title={name}
            >
              <span aria-hidden="true">▥</span>
            </button>
          )
        }}
      />
      {label && <BarcodeLabel product={label} onClose={() => setLabel(null)} />}
    </>
  )
}
