import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppInfo } from '@shared/bridge'
import { useBridge } from '../../platform'
import { RequireSession } from '../../app/RequireSession'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CallOrder } from './CallOrder'
import './calls-new.css'

/**
 * The calls window (empty layout). In the desktop app it is frameless, so it
 * draws its own title bar: a drag region with minimise and close buttons. Below it, the order
 * form: an incoming call typed in and saved as an order, with the call recorded beside it.
 */
export default function CallsNewScreen() {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const [info, setInfo] = useState<AppInfo | null>(null)
  useEffect(() => {
    void bridge.app.info().then(setInfo)
  }, [bridge])
  useDocumentTitle(t('calls_new.title'))
  return (
    <div className="calls-window">
      <header className="titlebar">
        <span className="titlebar__title">{t('calls_new.title')}</span>
        <div className="titlebar__buttons">
          {info?.platform === 'desktop' && (
            <TitlebarButton
              className="titlebar__button"
              label={t('calls_new.minimize')}
              icon="M2 6h8"
              onClick={() => void bridge.windows.minimizeSelf()}
            />
          )}
          <TitlebarButton
            className="titlebar__button titlebar__button--close"
            label={t('calls_new.close')}
            icon="M2.5 2.5l7 7M9.5 2.5l-7 7"
            onClick={() => void bridge.windows.closeSelf()}
          />
        </div>
      </header>
      <RequireSession>
        <main className="calls-window__body">
          <CallOrder title={t('calls_new.title')} />
        </main>
      </RequireSession>
    </div>
  )
}

/** A button of the frameless window's title bar: a drawn glyph, named by its label. */
function TitlebarButton(props: {
  className: string
  label: string
  /** The glyph's SVG path, on a 12×12 box. */
  icon: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={props.className}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 12 12" aria-hidden="true">
        <path d={props.icon} stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </button>
  )
}
