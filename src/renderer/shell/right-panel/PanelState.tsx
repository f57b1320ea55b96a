import { useTranslation } from 'react-i18next'

/** A tab's loading and error states, the same in every tab. */
export function PanelLoading() {
  const { t } = useTranslation('shell')
  return (
    <p className="panel-state" role="status">
      {t('panel.state.loading')}
    </p>
  )
}

export function PanelError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('shell')
  return (
    <div className="panel-state panel-state--error" role="alert">
      <p>{t('panel.state.error', { message: error.message })}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('panel.state.retry')}
      </button>
    </div>
  )
}
