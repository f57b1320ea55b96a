import { lazy, Suspense, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { RecordForm, type RecordFormProps } from './RecordForm'

/**
 * Tables whose records need more than the generic form: their own form, which composes
 * `RecordForm` (its controls, its checks) rather than copying it. Each loads with the first
 * record of its table that opens.
 */
const TABLE_FORMS: Partial<Record<string, ComponentType<RecordFormProps>>> = {
  // A setting's value edited by its type (a switch, a JSON editor); the nested settings of spec
  // section 3 (sites, Prom accounts, requisites...) in forms of their own, never as raw JSON.
  settings: lazy(() => import('../../screens/settings/SettingRecordForm')),
  // Pickers that offer only the categories a record may point at (a model's filter, a series'
  // parent), the shop's sites by name, a colour with its swatch.
  filters: lazy(() =>
    import('../../screens/catalogue-forms/forms').then((m) => ({ default: m.FiltersForm })),
  ),
  categories: lazy(() =>
    import('../../screens/catalogue-forms/forms').then((m) => ({ default: m.CategoriesForm })),
  ),
  seo: lazy(() =>
    import('../../screens/catalogue-forms/forms').then((m) => ({ default: m.SeoForm })),
  ),
  attributes: lazy(() =>
    import('../../screens/catalogue-forms/forms').then((m) => ({ default: m.AttributesForm })),
  ),
  // The product's images (upload, order, the main one) under its fields.
  products: lazy(() => import('../../images/ProductForm')),
}

/** The record form of `props.def`'s table: its own where it has one, the generic one else. */
export function TableRecordForm(props: RecordFormProps) {
  const { t } = useTranslation('common')
  const Form = TABLE_FORMS[props.def.table]
  if (!Form) return <RecordForm {...props} />
  return (
    <Suspense fallback={<p role="status">{t('list.loading')}</p>}>
      <Form {...props} />
    </Suspense>
  )
}
