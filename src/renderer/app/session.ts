import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import type { AuthUser } from '@shared/contract/schemas'
import { useBridge, callApi } from '../platform'

export type { AuthUser }

export const SESSION_KEY = ['session'] as const

/** How long a session's answer is taken as it stands without asking again. */
export const SESSION_FRESH_MS = 5 * 60_000

export interface Session {
  /** The signed-in user, or null: nobody is (the guard sends them to /login). */
  user: AuthUser | null
}

/**
 * Who is signed in (`POST /session`, which answers "nobody" without an error): one query,
 * shared by the guard and the start-up prefetch (same key, same call).
 */
export function sessionQuery(bridge: ShopBridge) {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<Session> => ({
      user: (await callApi(bridge, 'POST /session')).data,
    }),
    retry: false,
    staleTime: SESSION_FRESH_MS,
    meta: { silent: true },
  })
}

export function useSession() {
  return useQuery(sessionQuery(useBridge()))
}

/** The signed-in user (null while unknown or when nobody is). */
export function useUser(): AuthUser | null {
  return useSession().data?.user ?? null
}
