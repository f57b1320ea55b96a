import { useTranslation } from 'react-i18next'

interface ExportColumnsProps {
  tableTitle: string
  /** Every column the table can export, in order. */
  all: readonly string[]
  chosen: readonly string[]
  disabled: boolean
  label: (name: string) => string
  onColumns: (columns: string[]) => void
}

/** The columns to write: a checkbox each, with all and none. */
export function ExportColumns(props: ExportColumnsProps) {
  const { all, disabled, label, onColumns } = props
  const { t } = useTranslation('export')
  const chosen = new Set(props.chosen)
  return (
    <fieldset className="export__columns" disabled={disabled}>
      <legend>{t('columns', { table: props.tableTitle })}</legend>
      <div className="export__column-actions">
        <button type="button" className="btn" onClick={() => onColumns([...all])}>
          {t('all_columns')}
        </button>
        <button type="button" className="btn" onClick={() => onColumns([])}>
          {t('no_columns')}
        </button>
      </div>
      <ul className="export__column-list">
        {all.map((name) => (
          <li key={name}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(name)}
                onChange={(e) =>
                  onColumns(all.filter((n) => (n === name ? e.target.checked : chosen.has(n))))
                }
              />{' '}
              {label(name)}
            </label>
          </li>
        ))}
      </ul>
      {props.chosen.length === 0 && (
        <p className="notice" role="note">
          {t('pick_columns')}
        </p>
      )}
    </fieldset>
  )
}
