import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '@shared/resources/types'
import { sortChoices } from './exportQuery'

interface ExportSortProps {
  id: string
  def: ResourceDef
  sort: string
  disabled: boolean
  label: (name: string) => string
  onSort: (sort: string) => void
}

/** The rows' order: each column a list can sort by, going up and going down. */
export function ExportSort({ id, def, sort, disabled, label, onSort }: ExportSortProps) {
  const { t } = useTranslation('export')
  return (
    <div className="export__row">
      <label htmlFor={id}>{t('sort')}</label>
      <select id={id} value={sort} disabled={disabled} onChange={(e) => onSort(e.target.value)}>
        {sortChoices(def).map((choice) => {
          const down = choice.startsWith('-')
          const column = label(down ? choice.slice(1) : choice)
          return (
            <option key={choice} value={choice}>
              {t(down ? 'sort_down' : 'sort_up', { column })}
            </option>
          )
        })}
      </select>
    </div>
  )
}
