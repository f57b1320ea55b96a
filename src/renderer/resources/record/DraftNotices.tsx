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
        <div
          className="rf-draft"
          role="group"
          aria-label={t('draft.label', { defaultValue: 'Чернетка' })}
        >
          <p>
            {t('draft.found', {
              defaultValue: 'Є незбережена чернетка цього запису від {{when}}.',
              when: formatDateTime(new Date(offer.savedAt).toISOString()),
            })}
            {offer.pending &&
              ` ${t('draft.was_pending', { defaultValue: 'Її збереження чекало на сервер.' })}`}
          </p>
          {offerIsStale && (
            <p className="rf-draft__stale">
              {t('draft.stale', {
                defaultValue:
                  'Відтоді запис змінив інший користувач: збереження чернетки буде відхилено як застаріле.',
              })}
            </p>
          )}
          <div className="rf-draft__actions">
            <button type="button" className="btn btn--primary" onClick={onRestore}>
              {t('draft.restore', { defaultValue: 'Відновити чернетку' })}
            </button>
            <button type="button" className="btn" onClick={onDiscard}>
              {t('draft.discard', { defaultValue: 'Відкинути чернетку' })}
            </button>
          </div>
        </div>
      )}
      {pending ? (
        <p role="status" className="rf-offline">
          {t('draft.pending', {
            defaultValue:
              'Сервер недоступний: збереження чекає. Запис буде збережено, щойно сервер відповість.',
          })}
        </p>
      ) : (
        offline && (
          <p role="status" className="rf-offline">
            {t('draft.offline', {
              defaultValue:
                'Сервер недоступний. Зміни зберігаються як чернетка на цьому комп’ютері.',
            })}
          </p>
        )
      )}
    </>
  )
}
