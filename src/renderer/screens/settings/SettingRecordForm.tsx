import { useTranslation } from 'react-i18next'
import { isMasked } from '@shared/secret-names'
import { checkSettingValue } from '@shared/settings-values'
import { useSettingsTexts } from '../../i18n/settings'
import { RecordForm, type RecordFormProps } from '../../resources/record/RecordForm'
import { groupOfKey, pick } from './groups'
import { SettingGroupForm } from './SettingGroupForm'
import { SettingValueControl, useJsonProblemText } from './SettingValueControl'
import { useShopSettings } from '../../resources/queries'
import './settings-editor.css'

const CONTROLS = { value: SettingValueControl }

/**
 * A settings row's form (the table's record window and `/settings/{id}`): the generic form with
 * the value edited by its type and checked by it before the save; a row that is one of the
 * nested settings opens that setting's own form instead.
 */
export default function SettingRecordForm(props: RecordFormProps) {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const describeJson = useJsonProblemText()
  const key = typeof props.record?.key === 'string' ? props.record.key : ''
  const group = groupOfKey(key)

  if (group && props.mode === 'edit') {
    return <SettingGroupForm group={group} onDone={() => props.onCancel?.()} />
  }
  if (group && props.mode === 'view') {
    return <SettingView settingKey={key} onEdit={props.onMode && (() => props.onMode?.('edit'))} />
  }

  const check = (values: Record<string, unknown>): Record<string, string> => {
    const value = typeof values.value === 'string' ? values.value : ''
    // A secret left as it was is sent as its mask, which the server reads as "keep".
    if (isMasked(value)) return {}
    const problem = checkSettingValue(String(values.type ?? 'string'), value)
    if (!problem) return {}
    return {
      value: problem.kind === 'json' ? describeJson(problem.problem) : t(`value.${problem.kind}`),
    }
  }
  return <RecordForm {...props} controls={CONTROLS} check={check} />
}

/** A nested setting read-only: its value laid out as lists, never as JSON text. */
function SettingView({ settingKey, onEdit }: { settingKey: string; onEdit?: () => void }) {
  const { t } = useTranslation(['settings', 'common'])
  const settings = useShopSettings()
  if (settings.isPending) return <p role="status">{t('settings:groups.loading')}</p>
  if (settings.isError) return <p role="alert">{settings.error.message}</p>
  return (
    <div className="setting-view">
      <ValueView value={pick(settings.data, settingKey)} />
      {onEdit && (
        <div className="rf-actions">
          <button type="button" className="btn" onClick={onEdit}>
            {t('common:record.edit')}
          </button>
        </div>
      )}
    </div>
  )
}

function ValueView({ value }: { value: unknown }) {
  const { t } = useTranslation('settings')
  if (Array.isArray(value)) {
    if (value.length === 0) return <p>{t('groups.not_set')}</p>
    return (
      <ol className="setting-view__list">
        {value.map((item, i) => (
          <li key={i}>
            <ValueView value={item} />
          </li>
        ))}
      </ol>
    )
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 0) return <p>{t('groups.not_set')}</p>
    return (
      <dl className="setting-view__map">
        {entries.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <ValueView value={v} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  const text =
    value === null || value === undefined || value === '' ? t('groups.not_set') : String(value)
  return <span className="setting-view__value">{text}</span>
}
