import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../platform'
import { errorToast } from './errorToast'
import { SESSION_KEY } from './session'

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the failure itself (no error toast). */
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/**
 * Server state lives here. A failed call shows its message as an error toast, with its code,
 * request and status under «Деталі»;
 * a 401 anywhere means the session ended, so the session query is refetched and the guard
 * takes the user to /login.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The session query's own 401 is how the guard learns nobody is logged in.
        if (query.queryKey[0] === SESSION_KEY[0]) return
        // An unreachable server is said once by the shell's banner, not by every read that
        // fails meanwhile (the screens keep their last data). Failed writes are still toasted.
        const unreachable = error instanceof ApiError && error.status === 0
        onError(error, query.meta?.silent === true || unreachable)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onError(error, mutation.meta?.silent === true),
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status !== 0) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  })

  function onError(error: Error, silent: boolean): void {
    if (error instanceof ApiError && error.status === 401) {
      void client.invalidateQueries({ queryKey: SESSION_KEY })
      return
    }
    if (!silent) errorToast.show(error)
  }
  return client
}
