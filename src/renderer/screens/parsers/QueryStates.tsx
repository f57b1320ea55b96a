import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ListState } from '../../components/ui/ListState'

/** What a failure says: its message, or the thing itself. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/**
 * A query's states as the supplier screens show them: loading, an error with a retry, an empty
 * list (where `empty` is given), else what `children` draws of the data.
 */
export function QueryStates<T>({
  query,
  loading,
  error,
  empty,
  children,
}: {
  query: UseQueryResult<T>
  loading: ReactNode
  /** The error's text, given the failure's message. */
  error: (message: string) => ReactNode
  /** What an empty list says. */
  empty?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <ListState kind="loading">{loading}</ListState>
  if (query.isError) {
    return (
      <ListState kind="error" retry={() => void query.refetch()}>
        {error(messageOf(query.error))}
      </ListState>
    )
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <ListState kind="empty">{empty}</ListState>
  }
  return children(query.data)
}
