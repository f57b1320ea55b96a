import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettableParam } from '@shared/settings-params'
import { notify } from '../app/toast'
import { useSettingsTexts } from '../i18n/settings'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

/**
 * One yes/no setting (orders following their parcels): a checkbox with what it does under it,
 * saved through `set_param` when it changed.
 */
export function ToggleForm(props: {
  param: SettableParam
  /** The label's and the hint's keys (`settings:fields.*`). */
  label: string
  hint: string
  value: boolean
  onDone: () => void
}) {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const { t: tc } = useTranslation('common')
  const save = useSetParam({ quiet: true })
  const id = useId()
  const [on, setOn] = useState(props.value)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (on === props.value) {
      notify.info(t('nothing_changed'))
      props.onDone()
      return
    }
    // A refusal is the app's error toast (useSetParam); the form stays open.
    const saved = await save.mutateAsync({ key: props.param, value: on }).then(
      () => true,
      () => false,
    )
    if (!saved) return
    notify.info(tc('record.saved'))
    props.onDone()
  }

  return (
    <form className="settings-rows" onSubmit={(e) => void submit(e)} noValidate>
      <div className="rf-field">
        <label className="settings-toggle" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={on}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setOn(e.target.checked)}
          />
          {t(props.label)}
        </label>
        <span id={`${id}-hint`} className="rf-hint">
          {t(props.hint)}
        </span>
      </div>
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
