import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppInfo } from '@shared/bridge'
import { useBridge } from '../platform'
import { useCopy } from '../hooks/useCopy'
import { Icon } from './Icon'
import { OPEN_SHORTCUTS } from './useShortcuts'

export function Footer() {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const copy = useCopy()
  const [info, setInfo] = useState<AppInfo | null>(null)
  useEffect(() => {
    void bridge.app.info().then(setInfo)
  }, [bridge])
  return (
    <footer className="footer">
      <span>
        © {new Date().getFullYear()} {t('app_name')}
      </span>
      {info && (
        <>
          <span className="footer__sep" aria-hidden="true">
            ·
          </span>
          <span>{info.platform === 'desktop' ? t('footer.desktop') : t('footer.web')}</span>
          {info.version && <span>v{info.version}</span>}
          <span className="footer__sep" aria-hidden="true">
            ·
          </span>
          <span>{t('footer.server')}</span>
          <button
            type="button"
            className="footer__copy"
            title={t('footer.copy_server')}
            aria-label={`${info.serverUrl}: ${t('footer.copy_server')}`}
            onClick={() => void copy(info.serverUrl)}
          >
            {info.serverUrl}
            <Icon name="copy" />
          </button>
        </>
      )}
      <button
        type="button"
        className="footer__copy footer__keys"
        onClick={() => window.dispatchEvent(new Event(OPEN_SHORTCUTS))}
      >
        {t('footer.keys')}
      </button>
    </footer>
  )
}
