import { useTranslation } from 'react-i18next'
import { formatSize } from '../../format/numbers'
import type { Run } from './useExportRun'

/** Under the buttons: the progress bar while a file is written, then how it ended. */
export function ExportOutcome({ run }: { run: Run }) {
  const { t, i18n } = useTranslation('export')
  const progress = run.state === 'running' ? run.progress : null
  return (
    <>
      {run.state === 'running' && (
        <div className="export__progress" role="status">
          <progress
            aria-label={t('progress_label')}
            max={progress?.total || 1}
            {...(progress ? { value: progress.done } : {})}
          />
          <span>
            {progress
              ? t('progress', { done: progress.done, count: progress.total })
              : t('preparing')}
          </span>
        </div>
      )}
      {run.state === 'saved' && (
        <p role="status" className="export__result">
          {t('saved', { file: run.fileName, size: formatSize(run.bytes, i18n.language) })}
        </p>
      )}
      {run.state === 'cancelled' && <p role="status">{t('cancelled')}</p>}
      {run.state === 'failed' && (
        <p role="alert" className="form-alert">
          {t('failed', { message: run.message })}
        </p>
      )}
    </>
  )
}
