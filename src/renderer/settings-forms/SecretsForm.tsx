import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isMasked } from '@shared/secret-names'
import { SETTABLE_PARAMS, type SettableParam } from '@shared/settings-params'
import { notify } from '../app/toast'
import { ApiError } from '../resources/mutations'
import { useSettingsTexts } from '../i18n/settings'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

export interface SecretsField {
  param: SettableParam
  /** The label's key (`settings:fields.*`). */
  label: string
  /** A secret: shown only as its mask, replaced by typing a new one, kept when left empty. */
  secret?: boolean
}

/**
 * A service's settings, each its own key (the Nova Poshta key; TurboSMS's token, senders and
 * address): one form, saved key by key through `set_param`, only the keys that changed.
 */
export function SecretsForm(props: {
  fields: readonly SecretsField[]
  values: Partial<Record<SettableParam, unknown>>
  onDone: () => void
}) {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const { t: tc } = useTranslation('common')
  const save = useSetParam({ quiet: true })
  const id = useId()
  const stored = (param: SettableParam) => {
    const v = props.values[param]
    return typeof v === 'string' ? v : ''
  }
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.map((f) => [f.param, f.secret ? '' : stored(f.param)])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    const changed = props.fields.filter((f) =>
      f.secret ? values[f.param] !== '' : values[f.param] !== stored(f.param),
    )
    const found: Record<string, string> = {}
    const parsed = changed.map((f) => {
      const result = SETTABLE_PARAMS[f.param].schema.safeParse(values[f.param] ?? '')
      if (!result.success) found[f.param] = result.error.issues.map((i) => i.message).join(' ')
      return { param: f.param, value: result.data }
    })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    if (changed.length === 0) {
      notify.info(t('nothing_changed'))
      props.onDone()
      return
    }
    for (const item of parsed) {
      try {
        await save.mutateAsync({ key: item.param, value: item.value })
      } catch (error) {
        if (error instanceof ApiError) {
          setErrors({
            [item.param]:
              Object.values(error.errors ?? {})
                .flat()
                .join(' ') || error.message,
          })
        }
        return
      }
    }
    notify.info(tc('record.saved'))
    props.onDone()
  }

  return (
    <form className="settings-rows" onSubmit={(e) => void submit(e)} noValidate>
      {props.fields.map((f) => {
        const fieldId = `${id}-${f.param}`
        const error = errors[f.param]
        const now = stored(f.param)
        const hint = f.secret
          ? isMasked(now) || now
            ? t('value.secret_set', { mask: now })
            : t('value.secret_unset')
          : null
        const described = [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : '']
          .filter(Boolean)
          .join(' ')
        return (
          <div key={f.param} className="rf-field">
            <label className="rf-label" htmlFor={fieldId}>
              {t(f.label)}
            </label>
            <input
              id={fieldId}
              className="input"
              type={f.secret ? 'password' : 'text'}
              autoComplete={f.secret ? 'new-password' : 'off'}
              placeholder={f.secret && now ? t('value.secret_placeholder') : undefined}
              value={values[f.param] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.param]: e.target.value }))}
            />
            {hint && (
              <span id={`${fieldId}-hint`} className="rf-hint">
                {hint}
              </span>
            )}
            {error && (
              <span id={`${fieldId}-error`} className="rf-error">
                {error}
              </span>
            )}
          </div>
        )
      })}
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
