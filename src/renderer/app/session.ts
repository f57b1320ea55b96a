import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import { z } from 'zod'
import { useBridge, callApi } from '../platform'

export const SESSION_KEY = ['session'] as const

const authSchema = z.object({ id: z.number(), name: z.string(), access: z.number() })
export type AuthUser = z.infer<typeof authSchema>

const paramsSchema = z.object({
  data: z.object({ settings: z.string(), auth: authSchema }),
})

export interface Session {
  user: AuthUser
  /** The nested settings object of spec section 3, parsed from the server's JSON string. */
  settings: Record<string, unknown>
}

function parseSettings(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The session query, shared by the guard and the start-up prefetch (same key, same call). */
export function sessionQuery(bridge: ShopBridge) {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<Session> => {
      const body = paramsSchema.parse(
        await callApi(bridge, { method: 'POST', path: '/api/settings/get_params' }),
      )
      return { user: body.data.auth, settings: parseSettings(body.data.settings) }
    },
    retry: false,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  })
}

/** Who is logged in, from `get_params`; a 401 means nobody (the guard sends them to /login). */
export function useSession() {
  return useQuery(sessionQuery(useBridge()))
}
