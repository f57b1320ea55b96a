import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { smsTemplatesSchema } from '@shared/settings-params'
import { ApiError } from '../resources/mutations'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

export const TEMPLATE_KEYS = ['payment_sms', 'prepayment_viber', 'send_ttn'] as const
export type TemplateKey = (typeof TEMPLATE_KEYS)[number]

/** The three SMS templates (spec section 3), each a text field. */
export function TemplatesForm(props: {
  templates: Partial<Record<TemplateKey, string>>
  onDone: () => void
}) {
  const { t } = useTranslation('panel')
  const save = useSetParam()
  const [values, setValues] = useState<Record<TemplateKey, string>>(() => ({
    payment_sms: props.templates.payment_sms ?? '',
    prepayment_viber: props.templates.prepayment_viber ?? '',
    send_ttn: props.templates.send_ttn ?? '',
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = smsTemplatesSchema.safeParse(values)
    if (!checked.success) {
      const out: Record<string, string> = {}
      for (const issue of checked.error.issues) out[String(issue.path[0])] = issue.message
      setErrors(out)
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ key: 'templates_sms', value: checked.data })
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const out: Record<string, string> = {}
        for (const [path, m] of Object.entries(error.errors))
          out[path.split('.')[1] ?? ''] = m.join(' ')
        setErrors(out)
      }
      return
    }
    props.onDone()
  }

  return (
    <form className="settings-rows" onSubmit={(e) => void submit(e)} noValidate>
      {TEMPLATE_KEYS.map((key) => (
        <div key={key} className="rf-field">
          <label className="rf-label" htmlFor={`${id}-${key}`}>
            {t(`info.template_names.${key}`)}
          </label>
          <textarea
            id={`${id}-${key}`}
            className="input"
            rows={4}
            value={values[key]}
            aria-invalid={errors[key] ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          />
          {errors[key] && <span className="rf-error">{errors[key]}</span>}
        </div>
      ))}
      <div className="settings-rows__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t('forms.save')}
        </button>
        <button type="button" className="btn" onClick={props.onDone}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  )
}
