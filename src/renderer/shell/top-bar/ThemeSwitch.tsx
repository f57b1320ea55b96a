import { useTranslation } from 'react-i18next'
import { usePrefs } from '../../app/prefsStore'
import { Icon } from '../Icon'

export function ThemeSwitch() {
  const { t } = useTranslation('shell')
  const theme = usePrefs((s) => s.theme)
  const dark = theme === 'dark'
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
