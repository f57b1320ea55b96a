import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../platform'
import './ui.css'

/**
 * What a person may pass on about a failure: the server's message code, the request and its
 * status, or for a failure inside the app only its kind (`TypeError`). Never a stack, a body or
 * a value the user typed.
 */
export interface ErrorFacts {
  code?: string
  request?: string
  status?: number
  kind?: string
}

export function errorFacts(error: unknown): ErrorFacts {
  if (error instanceof ApiError) {
    return {
      ...(error.code ? { code: error.code } : {}),
      ...(error.request ? { request: error.request } : {}),
      ...(error.status > 0 ? { status: error.status } : {}),
    }
  }
  return error instanceof Error ? { kind: error.name } : {}
}

/**
 * The words for a failure: the server's message in the reader's language, or, for a failure
 * inside the app, a human sentence instead of its internal text.
 */
export function humanMessage(error: unknown, t: TFunction): string {
  return error instanceof ApiError ? error.message : t('common:errors.unexpected')
}

/** An error toast's content: the message in words, «Деталі» under it. */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('common')
  return (
    <div className="toast__body">
      <span>{humanMessage(error, t)}</span>
      <ErrorDetails error={error} />
    </div>
  )
}

/**
 * A «Деталі» disclosure under an error's message: its code, request and status. Loaded with
 * the first failure shown (`ListState`, `app/errorToast.tsx`), not with the entry.
 */
export default function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useTranslation('common')
  const facts = errorFacts(error)
  const rows = (['code', 'request', 'status', 'kind'] as const).filter((k) => facts[k] != null)
  if (rows.length === 0) return null
  return (
    <details className="ui-details">
      <summary>{t('errors.details')}</summary>
      <dl>
        {rows.map((k) => (
          <div key={k}>
            <dt>{t(`errors.${k}`)}</dt>
            <dd>
              <code>{String(facts[k])}</code>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
