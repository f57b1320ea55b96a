import type { ReactNode } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { FieldControlProps } from '../../resources/record/FieldControl'
import { RefPicker } from '../../resources/record/RefPicker'
import { useShopSettings } from '../../resources/queries'

/**
 * Controls the catalogue's forms need beyond the generic ones: a category picker that offers
 * only the kind of category the record can point at, the shop's sites by name, a colour with
 * its swatch. Each draws the whole field (label, control, error), as `FieldControl` does.
 */

function Field(props: FieldControlProps & { children: ReactNode; kind: string }) {
  const { name, label, idPrefix, error, field, kind, children } = props
  const id = `${idPrefix}-${name}`
  return (
    <div className={`rf-field rf-field--${kind}${error ? ' rf-field--invalid' : ''}`}>
      <span className="rf-label">
        <label htmlFor={id}>{label}</label>
        {field.required && (
          <span aria-hidden="true" className="rf-required">
            *
          </span>
        )}
      </span>
      {children}
      {error && (
        <span id={`${id}-error`} className="rf-error">
          {error}
        </span>
      )}
    </div>
  )
}

function aria(props: FieldControlProps) {
  const id = `${props.idPrefix}-${props.name}`
  return {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? `${id}-error` : undefined,
    'aria-required': props.field.required ? true : undefined,
  } as const
}

/**
 * A reference to a category whose type follows another field of the form: a filter "for model"
 * points at a model, one "for category" at a category; a model's parent is a brand, a series'
 * parent a model. `typeOf` reads the other field's value; undefined offers every category.
 */
export function categoryPicker(watchField: string, typeOf: (value: string) => string | undefined) {
  return function CategoryPicker(props: FieldControlProps) {
    const watched = String(useWatch({ control: props.control, name: watchField }) ?? '')
    const type = typeOf(watched)
    const a = aria(props)
    return (
      <Field {...props} kind="ref">
        <Controller
          name={props.name}
          control={props.control}
          render={({ field: f }) => (
            <RefPicker
              table="categories"
              id={a.id}
              type={type}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              onBlur={f.onBlur}
              disabled={props.disabled}
              clearable={!props.field.required}
              aria={{
                'aria-invalid': a['aria-invalid'],
                'aria-describedby': a['aria-describedby'],
                'aria-required': a['aria-required'],
              }}
            />
          )}
        />
      </Field>
    )
  }
}

/**
 * The site an SEO record belongs to, chosen from the shop's `sites` setting by its name; a key
 * stored before that is no site any more stays offered, marked, rather than silently lost.
 */
export function SiteSelect(props: FieldControlProps) {
  const { t } = useTranslation('common')
  const settings = useShopSettings()
  const sites = settings.data?.['sites']
  const entries =
    sites && typeof sites === 'object' && !Array.isArray(sites)
      ? Object.entries(sites as Record<string, unknown>).map(
          ([key, title]) => [key, typeof title === 'string' && title ? title : key] as const,
        )
      : []
  const a = aria(props)
  return (
    <Field {...props} kind="enum">
      <Controller
        name={props.name}
        control={props.control}
        render={({ field: f }) => {
          const value = typeof f.value === 'string' ? f.value : ''
          const known = value === '' || entries.some(([key]) => key === value)
          return (
            <select
              {...a}
              ref={f.ref}
              value={value}
              disabled={props.disabled || settings.isPending}
              onChange={(e) => f.onChange(e.target.value)}
              onBlur={f.onBlur}
            >
              <option value="">—</option>
              {entries.map(([key, title]) => (
                <option key={key} value={key}>
                  {title}
                </option>
              ))}
              {!known && <option value={value}>{`${value} (${t('list.unknown_site')})`}</option>}
            </select>
          )
        }}
      />
    </Field>
  )
}

const HEX = /^#[0-9a-f]{6}$/i

/**
 * An attribute's value: for a colour, the code with a colour picker and its swatch beside it
 * (the code stays typeable: suppliers' colour names are codes too); for any other type a line.
 */
export function AttributeValue(props: FieldControlProps) {
  const { t } = useTranslation('common')
  const type = String(useWatch({ control: props.control, name: 'type' }) ?? '')
  const a = aria(props)
  return (
    <Field {...props} kind="string">
      <Controller
        name={props.name}
        control={props.control}
        render={({ field: f }) => {
          const value = typeof f.value === 'string' ? f.value : ''
          const input = (
            <input
              {...a}
              ref={f.ref}
              className="input"
              type="text"
              autoComplete="off"
              disabled={props.disabled}
              value={value}
              onChange={(e) => f.onChange(e.target.value)}
              onBlur={f.onBlur}
            />
          )
          if (type !== 'color') return input
          return (
            <span className="attr-color">
              {input}
              <input
                type="color"
                aria-label={t('form.pick_color')}
                disabled={props.disabled}
                value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(e) => f.onChange(e.target.value)}
              />
            </span>
          )
        }}
      />
    </Field>
  )
}
