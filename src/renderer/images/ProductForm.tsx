import { useTranslation } from 'react-i18next'
import { RecordForm, type RecordFormProps } from '../resources/record/RecordForm'
import { useTableRights } from '../app/rights'
import { useImagesTexts } from '../i18n/images'
import { ProductImages } from './ProductImages'
import { StockMovements } from '../screens/products/StockMovements'

/**
 * The product's generic form with its images and its newest stock movements under it (a saved
 * product's: they need its id).
 */
export default function ProductForm(props: RecordFormProps) {
  useImagesTexts()
  const { t } = useTranslation('images')
  const rights = useTableRights(props.def)
  const id = props.mode === 'new' || props.mode === 'clone' ? null : (props.record?.id ?? null)
  return (
    <>
      <RecordForm {...props} />
      {id === null ? (
        <p className="img-hint">{t('product.saveFirst')}</p>
      ) : (
        <>
          <ProductImages productId={id} canWrite={rights.write && props.mode === 'edit'} />
          <StockMovements productId={id} />
        </>
      )}
    </>
  )
}
