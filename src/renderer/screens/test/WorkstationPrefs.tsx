import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useWorkstationTexts } from '../../i18n/workstation'
import { LOG_LEVELS, PREF_SCHEMAS, type LogLevel } from '@shared/prefs'
import { useBridge } from '../../platform'

/**
 * This desk's own settings the workstation check depends on (desktop only): the printer for
 * test pages, the log level, and an update feed other than the built-in one.
 */
export function WorkstationPrefs() {
  useWorkstationTexts()
  const { t } = useTranslation('workstation')
  const bridge = useBridge()
  const [printer, setPrinter] = useState('')
  const [logLevel, setLogLevel] = useState<LogLevel>('info')
  const [updateFeed, setUpdateFeed] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    void bridge.prefs.get('printer').then(setPrinter)
    void bridge.prefs.get('logLevel').then(setLogLevel)
    void bridge.prefs.get('updateFeed').then(setUpdateFeed)
  }, [bridge])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const feed = updateFeed.trim()
    if (!PREF_SCHEMAS.updateFeed.safeParse(feed).success) {
      setMessage({ ok: false, text: t('prefs.badFeed') })
      return
    }
    try {
      await bridge.prefs.set('printer', printer.trim())
      await bridge.prefs.set('logLevel', logLevel)
      await bridge.prefs.set('updateFeed', feed)
      setMessage({ ok: true, text: t('prefs.saved') })
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="workstation__check" aria-labelledby="workstation-prefs" onSubmit={save}>
      <h2 id="workstation-prefs">{t('prefs.title')}</h2>
      <label className="field">
        <span className="field__label">{t('prefs.printer')}</span>
        <input
          className="input"
          value={printer}
          maxLength={200}
          placeholder={t('prefs.printerDefault')}
          onChange={(e) => setPrinter(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('prefs.logLevel')}</span>
        <select
          className="input"
          value={logLevel}
          onChange={(e) => setLogLevel(e.target.value as LogLevel)}
        >
          {LOG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`prefs.level_${level}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('prefs.updateFeed')}</span>
        <input
          className="input"
          type="url"
          value={updateFeed}
          maxLength={500}
          placeholder={t('prefs.updateFeedDefault')}
          onChange={(e) => setUpdateFeed(e.target.value)}
        />
      </label>
      {message ? (
        <p role="status" className={message.ok ? 'workstation__line' : 'workstation__error'}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary">
        {t('prefs.save')}
      </button>
    </form>
  )
}
