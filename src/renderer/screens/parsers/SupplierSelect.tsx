import { useTranslation } from 'react-i18next'
import { SUPPLIERS, type Supplier } from '@shared/supply/price-lists'

/** The supplier picker of the supplier screens; its label is the caller's (`htmlFor={id}`). */
export function SupplierSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value: Supplier
  onChange: (supplier: Supplier) => void
}) {
  const { t } = useTranslation(['enums'])
  return (
    <select
      id={id}
      className="input"
      value={value}
      onChange={(e) => onChange(e.target.value as Supplier)}
    >
      {SUPPLIERS.map((s) => (
        <option key={s} value={s}>
          {t(`enums:provider.${s}`)}
        </option>
      ))}
    </select>
  )
}
