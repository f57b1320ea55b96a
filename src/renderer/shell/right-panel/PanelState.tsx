import { useTranslation } from 'react-i18next'

/** A tab's loading and error states, the same in every tab. */
export function PanelLoading() {
  const { t } = useTranslation('panel')
  return (
    <p className="panel-state" role="status">
      {t('state.loading')}
    </p>
  )
}

export function PanelError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('panel')
  return (
    <div className="panel-state panel-state--error" role="alert">
      <p>{t('state.error', { message: error.message })}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  )
}
