import { useTranslation } from 'react-i18next'
import { THEMES } from '@shared/prefs'
import { usePrefs } from '../../app/prefsStore'

/** The desk's theme: light, dark, or the OS's own (`prefers-color-scheme`), applied at once. */
export function ThemeChoice() {
  const { t } = useTranslation('workstation')
  const theme = usePrefs((s) => s.theme)
  return (
    <fieldset className="workstation__check ui-fieldset">
      <legend>{t('theme.title')}</legend>
      {THEMES.map((value) => (
        <label key={value} className="ui-choice">
          <input
            type="radio"
            name="theme"
            value={value}
            checked={theme === value}
            onChange={() => usePrefs.getState().set('theme', value)}
          />
          {t(`theme.${value}`)}
        </label>
      ))}
    </fieldset>
  )
}
