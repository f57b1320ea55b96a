import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ApiError } from '../../platform'
import { ListState } from '../../components/ui/ListState'
import { humanMessage } from '../../components/ui/ErrorDetails'

export interface RecordProblemProps {
  /** The record's table: its list is where a missing record's link leads. */
  table: string
  /** The list's title («Замовлення»). */
  title: string
  id: number
  error: unknown
  retry: () => void
}

/**
 * Why a record's page cannot show it. A record that is not there (404) says so and links back
 * to its list (trying again would not help); any other failure says the server's words with
 * «Деталі» and «Спробувати ще раз».
 */
export function RecordProblem({ table, title, id, error, retry }: RecordProblemProps) {
  const { t } = useTranslation('common')
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="ui-state rl-state" role="alert">
        <p>{t('record.missing', { id })}</p>
        <Link className="btn" to={`/${table}`}>
          {t('record.to_list', { title })}
        </Link>
      </div>
    )
  }
  return (
    <ListState kind="error" retry={retry} error={error}>
      {humanMessage(error, t)}
    </ListState>
  )
}
