import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { ListScreen } from '../../resources/ListScreen'
import type { Row } from '../../resources/queries'
import { ChangesDialog } from './ChangesDialog'
import '../categories/categories.css'

/** `/action_logs`: the generic list (filters by table, user, record, action, type) with each write's changes as a before/after table. */
export default function ActionLogsScreen() {
  const { t } = useTranslation('catalogue')
  const [entry, setEntry] = useState<Row | null>(null)
  return (
    <>
      <ListScreen
        def={RESOURCES.action_logs}
        rowActions={(row) => (
          <button
            type="button"
            onClick={() => setEntry(row)}
            aria-label={t('log.open', { id: row.id })}
            title={t('log.open', { id: row.id })}
          >
            <span aria-hidden="true">±</span>
          </button>
        )}
      />
      {entry && <ChangesDialog entry={entry} onClose={() => setEntry(null)} />}
    </>
  )
}
