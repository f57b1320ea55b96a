import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { getResource } from '@shared/resources/registry'
import { ListScreen } from './ListScreen'

/** The list screen of the table named by the first path segment (`/orders` -> `orders`). */
export default function ListRoute() {
  const { pathname } = useLocation()
  const { t } = useTranslation('common')
  const table = decodeURIComponent(pathname.split('/').filter(Boolean)[0] ?? '')
  const def = getResource(table)
  if (!def) {
    return <p role="alert">{t('list.unknown_table', { table })}</p>
  }
  // A new table starts a new screen: no state of the previous table's list carries over.
  return <ListScreen key={def.table} def={def} />
}
