import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useListTexts } from '../../i18n/lists'

export interface PagerProps {
  page: number
  perPage: number
  total: number
  perPageChoices: readonly number[]
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
}

/** Server paging: previous/next, the page number, rows per page and the total. */
export function Pager({ page, perPage, total, perPageChoices, onPage, onPerPage }: PagerProps) {
  useListTexts()
  const { t } = useTranslation('lists')
  const pages = Math.max(1, Math.ceil(total / perPage))
  const sizeId = useId()
  return (
    <nav className="pager ui-compact" aria-label={t('paging')}>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        {t('prev')}
      </button>
      <span aria-live="polite">{t('page_of', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
      >
        {t('next')}
      </button>
      <span className="pager__size">
        <label htmlFor={sizeId}>{t('per_page')}</label>
        <select id={sizeId} value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
          {perPageChoices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
      <span>{t('total', { total })}</span>
    </nav>
  )
}
