import { useEffect, type ComponentType } from 'react'
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { requestFor } from '@shared/contract/route-keys'
import { deferredModule, type ScreenModule } from '../components/deferred'
import { useBackOnline, useBridge } from '../platform'
import { useGo } from '../hooks/useGo'

/**
 * What shows in a screen's place when it cannot be shown: its code could not be fetched (the
 * server went down since the app opened, and the screen was never opened before), or it failed
 * while drawing. The shell around it stays, with its banner saying the server is unreachable.
 */

/**
 * The route's screen after its code failed to arrive. React Router keeps a route's first answer
 * for good (a failed one too), so this is that answer: it asks for the code again every few
 * seconds, or at once on "try again", and shows the screen as soon as it is there.
 */
export function screenAfterFailedLoad(load: () => Promise<ScreenModule>): ComponentType {
  const Screen = deferredModule(load)
  return function ScreenAfterFailedLoad() {
    return <Screen allowed props={{}} standIn={(retry) => <ScreenUnavailable onRetry={retry} />} />
  }
}

/**
 * Asks the server whether it is there, so the shell's banner says so when it is not (a failed
 * chunk is no API answer), and asks for the code at once when the shell finds the server back.
 */
function ScreenUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  useEffect(() => void bridge.api.request(requestFor('GET /health')), [bridge])
  useBackOnline(onRetry)
  return (
    <section className="screen screen--center" role="alert" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {t('screen_unavailable.title')}
      </h1>
      <p>{t('screen_unavailable.text')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </section>
  )
}

/**
 * The routes' error element: a screen that threw while drawing. "Try again" goes to the same
 * address, which clears the router's error and draws the screen anew.
 */
export function ScreenError() {
  const { t } = useTranslation('shell')
  const error = useRouteError()
  const { pathname, search } = useLocation()
  const go = useGo()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <section className="screen screen--center" role="alert" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {t('screen_failed.title')}
      </h1>
      <p>{t('screen_failed.text', { message })}</p>
      <div className="screen__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => go(pathname + search, { replace: true })}
        >
          {t('common:retry')}
        </button>
        <Link className="btn" to="/">
          {t('not_found.home')}
        </Link>
      </div>
    </section>
  )
}
