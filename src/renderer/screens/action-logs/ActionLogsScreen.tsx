import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES, TABLE_NAMES } from '@shared/resources/registry'
import { ListScreen } from '../../resources/ListScreen'
import type { FilterControl } from '../../resources/ListFilters'
import type { Row } from '../../resources/queries'
import { UserFilter } from '../../resources/UserFilter'
import { ChangesDialog } from './ChangesDialog'
import '../categories/categories.css'
import { useCatalogueTexts } from '../../i18n/catalogue'

/** The table filter: every table of the registry by its name, not its SQL name typed in. */
function TableSelect({ id, value, onChange }: FilterControl) {
  const { t } = useTranslation(['common', 'resources'])
  const tables = TABLE_NAMES.map(
    (name) => [name, t(`resources:${name}.title`, { defaultValue: name })] as const,
  ).sort((a, b) => a[1].localeCompare(b[1], 'uk'))
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{t('common:list.all')}</option>
      {tables.map(([name, title]) => (
        <option key={name} value={name}>
          {title}
        </option>
      ))}
    </select>
  )
}

const FILTER_CONTROLS = {
  table_name: (c: FilterControl) => <TableSelect {...c} />,
  user_id: (c: FilterControl) => <UserFilter {...c} />,
}

/**
 * `/action_logs`: the generic list (filters by table, user, record, action, type, and a period
 * of days, all in the URL) with each write's changes as a before/after table.
 */
export default function ActionLogsScreen() {
  useCatalogueTexts()
  const { t } = useTranslation('catalogue')
  const [entry, setEntry] = useState<Row | null>(null)
  return (
    <>
      <ListScreen
        def={RESOURCES.action_logs}
        filterControls={FILTER_CONTROLS}
        rowActions={(row) => (
          <button
            type="button"
            className="ui-icon-button ui-icon-button--row"
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
