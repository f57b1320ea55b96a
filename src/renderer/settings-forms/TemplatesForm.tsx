import { useId, useRef, useState, type FormEvent } from 'react'
import { usePanelTranslation } from '../i18n/panel'
import type { z } from 'zod'
import { PLACEHOLDER_LIST, PLACEHOLDER_NAMES_TEXT } from '@shared/rules/sms-templates'
import { smsTemplatesSchema } from '@shared/settings-params'
import { ApiError } from '../resources/mutations'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

export const TEMPLATE_KEYS = ['payment_sms', 'prepayment_viber', 'send_ttn'] as const
export type TemplateKey = (typeof TEMPLATE_KEYS)[number]

/**
 * The three SMS templates, each a text field, and the placeholders they may
 * use (`PLACEHOLDER_LIST`): each with its meaning and an example, a click inserts it where the
 * cursor was in the field last typed in. The server's rule (`smsTemplatesSchema`) is checked
 * here first, so a `{sum}` is refused beside its field before anything is sent.
 */
export function TemplatesForm(props: {
  templates: Partial<Record<TemplateKey, string>>
  onDone: () => void
}) {
  const { t, i18n } = usePanelTranslation()
  const save = useSetParam()
  const [values, setValues] = useState<Record<TemplateKey, string>>(() => ({
    payment_sms: props.templates.payment_sms ?? '',
    prepayment_viber: props.templates.prepayment_viber ?? '',
    send_ttn: props.templates.send_ttn ?? '',
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  const fields = useRef<Partial<Record<TemplateKey, HTMLTextAreaElement | null>>>({})
  const [lastField, setLastField] = useState<TemplateKey>('payment_sms')
  const lang = i18n.language.startsWith('ru') ? 'ru' : 'uk'

  /** The rule's issue in the user's language: what is wrong and what may be used instead. */
  const issueText = (issue: z.core.$ZodIssue) => {
    const problems = (issue as { params?: { problems?: string[] } }).params?.problems
    return problems
      ? t('info.placeholders.unknown', {
          problems: problems.join(', '),
          valid: PLACEHOLDER_NAMES_TEXT,
        })
      : issue.message
  }

  function insert(name: string) {
    const field = fields.current[lastField]
    const token = `{${name}}`
    const text = values[lastField]
    const start = field?.selectionStart ?? text.length
    const end = field?.selectionEnd ?? text.length
    const next = text.slice(0, start) + token + text.slice(end)
    setValues((v) => ({ ...v, [lastField]: next }))
    setErrors((e) => ({ ...e, [lastField]: '' }))
    // Back to the field, the cursor after what was inserted, once React has written the value.
    requestAnimationFrame(() => {
      field?.focus()
      field?.setSelectionRange(start + token.length, start + token.length)
    })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = smsTemplatesSchema.safeParse(values)
    if (!checked.success) {
      const out: Record<string, string> = {}
      for (const issue of checked.error.issues) out[String(issue.path[0])] = issueText(issue)
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
            ref={(el) => {
              fields.current[key] = el
            }}
            className="input"
            rows={3}
            value={values[key]}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
            onFocus={() => setLastField(key)}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          />
          {errors[key] && (
            <span id={`${id}-${key}-error`} className="rf-error" role="alert">
              {errors[key]}
            </span>
          )}
        </div>
      ))}
      <PlaceholderList
        field={t(`info.template_names.${lastField}`)}
        lang={lang}
        onInsert={insert}
      />
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

/** The placeholders a template may use, each with its meaning and example; a click inserts it. */
function PlaceholderList(props: {
  field: string
  lang: 'uk' | 'ru'
  onInsert: (name: string) => void
}) {
  const { field, lang, onInsert } = props
  const { t } = usePanelTranslation()
  return (
    <fieldset className="settings-placeholders">
      <legend>{t('info.placeholders.title', { field })}</legend>
      <ul>
        {PLACEHOLDER_LIST.map((p) => (
          <li key={p.name}>
            <button
              type="button"
              className="btn"
              aria-label={t('info.placeholders.insert', {
                name: `{${p.name}}`,
                meaning: p[lang],
              })}
              onClick={() => onInsert(p.name)}
            >
              {`{${p.name}}`}
            </button>{' '}
            <span>
              {p[lang]}, {t('info.placeholders.example', { example: p.example })}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
