import { useId, useState, type FormEvent } from 'react'
import { usePanelTranslation } from '../../../i18n/panel'
import { ENUMS } from '@shared/resources/enums'
import { applyTtnRules } from '@shared/rules/ttns'
import { MSG } from '@shared/resources/messages'
import { notify } from '../../../app/toast'
import { Modal } from '../../../components/dialogs'
import { PanelField } from '../PanelField'
import { saveChecked } from '../saveChecked'
import { useAddTtn } from './useTtns'

/** Add a parcel: its title and number, checked by the shared parcel rules before sending. */
export function AddTtnForm({ onClose }: { onClose: () => void }) {
  const { t } = usePanelTranslation()
  const add = useAddTtn()
  const [title, setTitle] = useState<string>('other')
  const [ttn, setTtn] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = applyTtnRules({ title, ttn })
    if (checked.values.ttn === '') checked.errors.ttn = [MSG.required]
    if (!(await saveChecked(checked, add, setErrors, `${id}-ttn`))) return
    notify.info(t('tracking.added'))
    onClose()
  }

  return (
    <Modal title={t('tracking.new_title')} onClose={onClose}>
      <form className="panel-form" onSubmit={(e) => void submit(e)} noValidate>
        <PanelField formId={id} name="title" label={t('tracking.field_title')} errors={errors}>
          {(aria) => (
            <select
              {...aria}
              className="input"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            >
              {ENUMS.ttn_title.map((value) => (
                <option key={value} value={value}>
                  {t(`enums:ttn_title.${value}`)}
                </option>
              ))}
            </select>
          )}
        </PanelField>
        <PanelField
          formId={id}
          name="ttn"
          label={t('tracking.field_ttn')}
          errors={errors}
          hint={t('tracking.ttn_hint')}
        >
          {(aria) => (
            <input
              {...aria}
              className="input"
              value={ttn}
              maxLength={40}
              inputMode="text"
              autoComplete="off"
              aria-required
              onChange={(e) => setTtn(e.target.value)}
            />
          )}
        </PanelField>
        <div className="panel-form__actions">
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {t('tracking.save')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('tracking.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
