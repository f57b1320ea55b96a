import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import type { ListBody, ListQuery } from '@shared/contract/http'
import { callApi, useBridge } from '../platform'

/** A row as the generic API sends it: the declared fields plus the system columns. */
export type Row = Record<string, unknown> & { id: number; version: number }

export const resourceKeys = {
  all: (table: string) => ['resource', table] as const,
  list: (table: string, query: ListQuery) => ['resource', table, 'list', query] as const,
  record: (table: string, id: number) => ['resource', table, 'record', id] as const,
  params: ['settings', 'params'] as const,
}

export const LIST_FRESH_MS = 2_000

/** One page of `POST /api/{table}/get_{table}`, as the list screen and the prefetch ask it. */
export function resourceListQuery(bridge: ShopBridge, table: string, query: ListQuery) {
  return queryOptions({
    queryKey: resourceKeys.list(table, query),
    queryFn: () =>
      callApi<ListBody<Row>>(bridge, {
        method: 'POST',
        path: `/api/${table}/get_${table}`,
        body: query,
      }),
    // Rows fetched a moment ago (by the loader, while the screen's code loaded) are not asked
    // for again when the screen mounts; any write invalidates them at once anyway.
    staleTime: LIST_FRESH_MS,
  })
}

/** One page of the list; the previous page stays on screen meanwhile. */
export function useResourceList(table: string, query: ListQuery) {
  return useQuery({
    ...resourceListQuery(useBridge(), table, query),
    placeholderData: keepPreviousData,
  })
}

/** One record by id (`POST /api/{table}/get/{id}`); disabled for a new record. */
export function useResourceRecord(table: string, id: number | null) {
  const bridge = useBridge()
  return useQuery({
    queryKey: resourceKeys.record(table, id ?? 0),
    enabled: id !== null,
    // A form must start from what the server holds now, or its save would be refused as stale.
    staleTime: 0,
    gcTime: 0,
    // Refetching under an open form would reset what the user typed; a save refetches it.
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const body = await callApi<{ data: Row }>(bridge, {
        method: 'POST',
        path: `/api/${table}/get/${id ?? 0}`,
      })
      return body.data
    },
  })
}

/** The shop's settings and the signed-in user (`POST /api/settings/get_params`). */
export interface ParamsBody {
  settings: Record<string, unknown>
}

/** The first key of the `sites` setting: a new record's default site. */
export function firstSiteKey(params: unknown): string | undefined {
  const settings = readSettings(params)
  let sites = settings?.['sites']
  if (typeof sites === 'string') sites = parseJson(sites)
  if (sites && typeof sites === 'object' && !Array.isArray(sites)) return Object.keys(sites)[0]
  return undefined
}

/** `settings` may come as an object or as a JSON string (the spec says "settings (JSON string)"). */
function readSettings(params: unknown): Record<string, unknown> | undefined {
  if (!params || typeof params !== 'object') return undefined
  const body = params as Record<string, unknown>
  const inner = body['data'] && typeof body['data'] === 'object' ? body['data'] : body
  let settings = (inner as Record<string, unknown>)['settings']
  if (typeof settings === 'string') settings = parseJson(settings)
  return settings && typeof settings === 'object'
    ? (settings as Record<string, unknown>)
    : undefined
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function useSettingsParams() {
  const bridge = useBridge()
  return useQuery({
    queryKey: resourceKeys.params,
    queryFn: () => callApi<unknown>(bridge, { method: 'POST', path: '/api/settings/get_params' }),
    staleTime: 60_000,
  })
}
