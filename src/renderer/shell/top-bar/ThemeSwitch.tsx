import { useTranslation } from 'react-i18next'
import { usePrefs } from '../../app/prefsStore'
import { resolvedTheme } from '../../app/theme'
import { Icon } from '../Icon'

/** Light or dark at one press; following the OS is chosen on the workstation screen. */
export function ThemeSwitch() {
  const { t } = useTranslation('shell')
  const theme = usePrefs((s) => s.theme)
  const dark = resolvedTheme(theme) === 'dark'
  return (
    <button
      type="button"
      className="topbar__button"
      aria-label={t('theme.dark')}
      title={dark ? t('theme.to_light') : t('theme.to_dark')}
      aria-pressed={dark}
      onClick={() => usePrefs.getState().set('theme', dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  )
}
