import { useTranslation } from 'react-i18next'
import { getResource } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { Modal } from '../../components/dialogs/Modal'
import { useLabels } from '../../resources/labels'
import type { Row } from '../../resources/queries'
import { useCatalogueTexts } from '../../i18n/catalogue'

type Change = { old: unknown; new: unknown }

/** `{field: {old, new}}` as stored by the server; anything else reads as no changes. */
export function changesOf(value: unknown): [string, Change][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, Change] =>
      !!entry[1] && typeof entry[1] === 'object' && 'old' in entry[1] && 'new' in entry[1],
  )
}

/** A logged table no longer declared still shows its raw field names. */
const UNKNOWN: ResourceDef = {
  table: '',
  fields: {},
  list: [],
  sort: 'id',
  form: [],
  titleField: 'id',
}

function Value({ value, empty }: { value: unknown; empty: string }) {
  if (value === null || value === undefined || value === '') {
    return <span className="log-diff__empty">{empty}</span>
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>
}

/** What one write changed: each field with its value before and after. */
export function ChangesDialog({ entry, onClose }: { entry: Row; onClose: () => void }) {
  useCatalogueTexts()
  const { t } = useTranslation('catalogue')
  const table = String(entry.table_name ?? '')
  const def = getResource(table)
  const { title, field } = useLabels(def ?? { ...UNKNOWN, table })
  const changes = changesOf(entry.changes)
  const action = String(entry.action ?? '')
  return (
    <Modal
      title={t('log.title', { table: def ? title : table, id: entry.record_id })}
      onClose={onClose}
    >
      <p>{t(`log.action.${action === 'create' || action === 'delete' ? action : 'update'}`)}</p>
      {changes.length === 0 ? (
        <p>{t('log.nothing')}</p>
      ) : (
        <table className="ui-table log-diff">
          <thead>
            <tr>
              <th scope="col">{t('log.field')}</th>
              <th scope="col">{t('log.before')}</th>
              <th scope="col">{t('log.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map(([name, change]) => (
              <tr key={name}>
                <th scope="row">{field(name)}</th>
                <td>
                  <del>
                    <Value value={change.old} empty={t('log.empty')} />
                  </del>
                </td>
                <td>
                  <ins>
                    <Value value={change.new} empty={t('log.empty')} />
                  </ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  )
}
