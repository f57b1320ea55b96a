import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { WAYBILL_SENDER_FIELDS, waybillSenderSchema } from '@shared/nova-poshta/waybill'
import { ApiError } from '../resources/mutations'
import { useSettingsTexts } from '../i18n/settings'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

type SenderField = (typeof WAYBILL_SENDER_FIELDS)[number]

/**
 * The shop as Nova Poshta's sender of its waybills (`api.nova_poshta.sender`, issue 15): the
 * refs of its counterparty, contact person, city and branch from the shop's NP cabinet, and
 * the sender's phone. All five are needed; each error shows beside its field.
 */
export function SenderForm(props: { value: unknown; onDone: () => void }) {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const save = useSetParam()
  const id = useId()
  const stored = (props.value && typeof props.value === 'object' ? props.value : {}) as Record<
    string,
    unknown
  >
  const [values, setValues] = useState<Record<SenderField, string>>(
    () =>
      Object.fromEntries(
        WAYBILL_SENDER_FIELDS.map((f) => [f, typeof stored[f] === 'string' ? stored[f] : '']),
      ) as Record<SenderField, string>,
  )
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = waybillSenderSchema.safeParse(values)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ key: 'api.nova_poshta.sender', value: parsed.data })
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const found: Record<string, string> = {}
        for (const [path, m] of Object.entries(error.errors))
          found[path.split('.')[1] ?? ''] = m.join(' ')
        setErrors(found)
      }
      return
    }
    props.onDone()
  }

  return (
    <form className="settings-rows" onSubmit={(e) => void submit(e)} noValidate>
      {WAYBILL_SENDER_FIELDS.map((f) => (
        <div key={f} className="rf-field">
          <label className="rf-label" htmlFor={`${id}-${f}`}>
            {t(`fields.np_sender.${f}`)}
          </label>
          <input
            id={`${id}-${f}`}
            className="input"
            value={values[f]}
            aria-invalid={errors[f] ? true : undefined}
            aria-describedby={errors[f] ? `${id}-${f}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
          {errors[f] && (
            <span id={`${id}-${f}-error`} className="rf-error">
              {errors[f]}
            </span>
          )}
        </div>
      ))}
      <div className="settings-rows__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t('save')}
        </button>
        <button type="button" className="btn" onClick={props.onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
