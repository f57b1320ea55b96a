import { useTranslation } from 'react-i18next'
import { EXPORT_FORMATS, type ExportFormat } from '@shared/contract/exports'

interface ExportFormatFieldsProps {
  /** The radios' group name, unique on the page. */
  name: string
  format: ExportFormat
  raw: boolean
  disabled: boolean
  onChange: (change: { format?: ExportFormat; raw?: boolean }) => void
}

/** The file's format, and whether enum columns keep their codes instead of their names. */
export function ExportFormatFields(props: ExportFormatFieldsProps) {
  const { t } = useTranslation('export')
  return (
    <fieldset className="export__format" disabled={props.disabled}>
      <legend>{t('format')}</legend>
      {EXPORT_FORMATS.map((format: ExportFormat) => (
        <label key={format}>
          <input
            type="radio"
            name={props.name}
            value={format}
            checked={props.format === format}
            onChange={() => props.onChange({ format })}
          />{' '}
          {t(`format_${format}`)}
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          checked={props.raw}
          onChange={(e) => props.onChange({ raw: e.target.checked })}
        />{' '}
        {t('raw')}
      </label>
    </fieldset>
  )
}
