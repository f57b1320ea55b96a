import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasAccess } from '@shared/access'
import { SETTABLE_PARAMS } from '@shared/settings-params'
import { useUser } from '../../app/session'
import { Window } from '../../components/dialogs/Window'
import { useSettingsTexts } from '../../i18n/settings'
import { useShopSettings } from '../../resources/queries'
import { SETTING_GROUPS, type SettingGroup } from './groups'
import { SettingGroupForm } from './SettingGroupForm'
import './settings-editor.css'

/**
 * The nested settings above the settings table: each with a line saying what
 * is set, and a button opening its form in a window. Only the groups this user may save.
 */
export function ShopSettingsSection() {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const user = useUser()
  const settings = useShopSettings()
  const [open, setOpen] = useState<SettingGroup | null>(null)
  const groups = SETTING_GROUPS.filter((g) =>
    g.keys.every((key) => hasAccess(user, SETTABLE_PARAMS[key].level)),
  )
  if (groups.length === 0) return null

  return (
    <section className="shop-settings" aria-labelledby="shop-settings-title">
      <h2 id="shop-settings-title">{t('groups.title')}</h2>
      <p className="shop-settings__hint">{t('groups.hint')}</p>
      {settings.isError && (
        <div role="alert">
          <p>{settings.error.message}</p>
          <button type="button" className="btn" onClick={() => void settings.refetch()}>
            {t('common:list.retry')}
          </button>
        </div>
      )}
      <ul className="shop-settings__list">
        {groups.map((group) => {
          const name = t(`groups.${group.id}`)
          return (
            <li key={group.id} className="shop-settings__item">
              <span className="shop-settings__name">{name}</span>
              <span className="shop-settings__summary">
                {settings.data ? group.summary(settings.data, t) : t('groups.loading')}
              </span>
              <button
                type="button"
                className="btn"
                aria-label={t('groups.edit', { name })}
                onClick={() => setOpen(group)}
              >
                {t('groups.edit_in_form')}
              </button>
            </li>
          )
        })}
      </ul>
      {open && (
        <Window title={t(`groups.${open.id}`)} onClose={() => setOpen(null)}>
          <SettingGroupForm group={open} onDone={() => setOpen(null)} />
        </Window>
      )}
    </section>
  )
}
