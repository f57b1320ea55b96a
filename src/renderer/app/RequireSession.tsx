import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useSession } from './session'

/** Shows its children to a logged-in user; sends anyone else to /login and back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  const { t } = useTranslation('common')

  if (session.isPending) {
    return (
      <div className="page-state" role="status">
        {t('loading')}
      </div>
    )
  }
  if (session.isSuccess && !session.data.user) {
    const next = location.pathname + location.search
    const to = next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`
    return <Navigate to={to} replace />
  }
  if (session.isError) {
    const error = session.error
    return (
      <div className="page-state" role="alert">
        <p>{error.message}</p>
        <button type="button" className="btn btn--primary" onClick={() => void session.refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  return children
}
