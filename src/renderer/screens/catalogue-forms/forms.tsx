import type { RecordFormProps } from '../../resources/record/RecordForm'
import { RecordForm } from '../../resources/record/RecordForm'
import { AttributeValue, categoryPicker, SiteSelect } from './controls'
import './catalogue-forms.css'

/**
 * The catalogue tables' forms: the generic form, with the controls their
 * enumerations call for in place of a bare id or a free line.
 */

// A filter for a category page points at a category, one for a model page at a model.
const FILTER_CONTROLS = {
  category_id: categoryPicker('filter_for', (forWhat) =>
    forWhat === 'model' ? 'model' : forWhat === 'category' ? 'category' : undefined,
  ),
}
export function FiltersForm(props: RecordFormProps) {
  return <RecordForm {...props} controls={FILTER_CONTROLS} />
}

// The tree is brend > model > serie: a model's parent is a brand, a series' parent a model.
const CATEGORY_CONTROLS = {
  parent_id: categoryPicker('type', (type) =>
    type === 'model' ? 'brend' : type === 'serie' ? 'model' : undefined,
  ),
}
export function CategoriesForm(props: RecordFormProps) {
  return <RecordForm {...props} controls={CATEGORY_CONTROLS} />
}

const SEO_CONTROLS = { site: SiteSelect }
export function SeoForm(props: RecordFormProps) {
  return <RecordForm {...props} controls={SEO_CONTROLS} />
}

const ATTRIBUTE_CONTROLS = { value: AttributeValue }
export function AttributesForm(props: RecordFormProps) {
  return <RecordForm {...props} controls={ATTRIBUTE_CONTROLS} />
}
