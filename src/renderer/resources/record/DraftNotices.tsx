import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import type { Draft } from './drafts'

interface Props {
  offer: Draft | null
  offerIsStale: boolean
  offline: boolean
  pending: boolean
  onRestore: () => void
  onDiscard: () => void
}

/** What a record form says about its local draft and the connection, above the fields. */
export function DraftNotices({
  offer,
  offerIsStale,
  offline,
  pending,
  onRestore,
  onDiscard,
}: Props) {
  const { t } = useTranslation('common')
  return (
    <>
      {offer && (
        <div className="rf-draft" role="group" aria-label={t('draft.label')}>
          <p>
            {t('draft.found', {
              when: formatDateTime(new Date(offer.savedAt).toISOString()),
            })}
            {offer.pending && ` ${t('draft.was_pending')}`}
          </p>
          {offerIsStale && <p className="rf-draft__stale">{t('draft.stale', {})}</p>}
          <div className="rf-draft__actions">
            <button type="button" className="btn btn--primary" onClick={onRestore}>
              {t('draft.restore')}
            </button>
            <button type="button" className="btn" onClick={onDiscard}>
              {t('draft.discard')}
            </button>
          </div>
        </div>
      )}
      {pending ? (
        <p role="status" className="rf-offline">
          {t('draft.pending', {})}
        </p>
      ) : (
        offline && (
          <p role="status" className="rf-offline">
            {t('draft.offline', {})}
          </p>
        )
      )}
    </>
  )
}
