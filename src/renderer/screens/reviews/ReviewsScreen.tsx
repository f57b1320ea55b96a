import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { useTableRights } from '../../app/rights'
import { ListScreen } from '../../resources/ListScreen'
import { useStoreRecord } from '../../resources/mutations'
import type { Row } from '../../resources/queries'
import type { CellRenderers } from '../../resources/ResourceTable'
import '../categories/categories.css'
import { useCatalogueTexts } from '../../i18n/catalogue'

const def = RESOURCES.reviews

/**
 * A review's publish flag as a switch in its row: one click publishes or hides it (with the
 * version the row was read at, so a review someone else changed meanwhile is not overwritten).
 */
function PublishSwitch({ row, text }: { row: Row; text: string }) {
  useCatalogueTexts()
  const { t } = useTranslation('catalogue')
  const rights = useTableRights(def)
  const store = useStoreRecord('reviews')
  const published = row.publish === '1'
  const name = String(row.name ?? row.id)
  if (!rights.write) return text
  return (
    <button
      type="button"
      role="switch"
      className="publish-switch"
      aria-checked={published}
      aria-label={t('reviews.publish', { name })}
      disabled={store.isPending}
      onClick={() =>
        store.mutate({ id: row.id, version: row.version, publish: published ? '0' : '1' })
      }
    >
      <span aria-hidden="true" className="publish-switch__track" />
      {text}
    </button>
  )
}

const CELLS: CellRenderers = {
  publish: (row, text) => <PublishSwitch row={row} text={text} />,
}

/** `/reviews`: the generic list, where moderation is one click per row. */
export default function ReviewsScreen() {
  return <ListScreen def={def} cells={CELLS} />
}
