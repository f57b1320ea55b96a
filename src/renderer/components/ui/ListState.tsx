import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './ui.css'

const ErrorDetails = lazy(() => import('./ErrorDetails'))

export interface ListStateProps {
  kind: 'empty' | 'loading' | 'error'
  /** What to say: the server's message for an error. */
  children: ReactNode
  /** An error's "try again". */
  retry?: () => void
  /** The failure itself: its code, request and status under «Деталі». */
  error?: unknown
}

/**
 * What a list or a panel shows instead of its rows: nothing found, still loading, or an error
 * with a way to try again. An error is an alert; loading is a polite status.
 */
export function ListState({ kind, children, retry, error }: ListStateProps) {
  const { t } = useTranslation('common')
  if (kind === 'error') {
    return (
      <div className="ui-state ui-state--error rl-state" role="alert">
        <p>{children}</p>
        {error !== undefined && (
          <Suspense fallback={null}>
            <ErrorDetails error={error} />
          </Suspense>
        )}
        {retry && (
          <button type="button" className="btn" onClick={retry}>
            {t('list.retry')}
          </button>
        )}
      </div>
    )
  }
  return (
    <p
      className={`ui-state rl-state ui-state--${kind}`}
      role={kind === 'loading' ? 'status' : undefined}
    >
      {children}
    </p>
  )
}
