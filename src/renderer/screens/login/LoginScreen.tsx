import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import type { AppInfo } from '@shared/bridge'
import { callApi, useBridge } from '../../platform'
import { SESSION_KEY, useSession } from '../../app/session'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { LanguageSwitch } from '../../shell/top-bar/LanguageSwitch'
import { LoginForm } from './LoginForm'
import { FirstRunForm } from './FirstRunForm'
import { ConnectionSection } from './ConnectionSection'
import './login.css'

/** Only app paths are followed after login, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/'
}

export default function LoginScreen() {
  const { t } = useTranslation('common')
  const bridge = useBridge()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const session = useSession()
  const [info, setInfo] = useState<AppInfo | null>(null)
  useDocumentTitle(t('login.title'))

  useEffect(() => {
    void bridge.app.info().then(setInfo)
  }, [bridge])

  const setup = useQuery({
    queryKey: ['setup-state'],
    queryFn: async () => (await callApi(bridge, 'POST /setup/state')).data,
    retry: false,
    meta: { silent: true },
  })

  if (session.data?.user) return <Navigate to={next} replace />

  async function enter(): Promise<void> {
    await queryClient.resetQueries({ queryKey: SESSION_KEY })
    await navigate(next, { replace: true })
  }

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__head">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          <span className="login-card__app">{t('app_name')}</span>
          <LanguageSwitch />
        </div>
        {setup.isPending && <p role="status">{t('loading')}</p>}
        {setup.isError && (
          <div role="alert" className="form-alert">
            <p>{setup.error.message}</p>
            <button type="button" className="btn" onClick={() => void setup.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {setup.isSuccess &&
          (setup.data.needsAdmin ? <FirstRunForm onDone={enter} /> : <LoginForm onDone={enter} />)}
        {info?.platform === 'desktop' && (
          <ConnectionSection onChanged={() => void setup.refetch()} />
        )}
        {info && (
          <p className="login-card__foot">
            {t('login.server', { url: info.serverUrl })}
            {info.version ? ` · v${info.version}` : ''}
          </p>
        )}
      </div>
    </div>
  )
}
