import { useTranslation } from 'react-i18next'
import { usePrefs } from '../../app/prefsStore'
import { LANGUAGES } from '../../i18n'
import './language-switch.css'

/** uk / ru; the choice is remembered on the workstation. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell')
  const language = usePrefs((s) => s.language)
  return (
    <div className="segmented" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="segmented__button"
          aria-pressed={language === lng}
          title={t(`language.${lng}`)}
          onClick={() => usePrefs.getState().set('language', lng)}
        >
          {t(`language.short_${lng}`)}
        </button>
      ))}
    </div>
  )
}
