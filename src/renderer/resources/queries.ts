import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import type { ListQuery } from '@shared/contract/http'
import type { ListAnswer, Row } from '@shared/contract/schemas'
import type { RowOf } from '@shared/resources/rows'
import { tableRoute } from '@shared/contract/table-routes'
import { isTableName, type TableName } from '@shared/resources/registry'
import { callApi, useBridge } from '../platform'

export type { Row }

/**
 * A screen's table name as a table of the registry (a screen is only ever built for one). A
 * literal name keeps its type, so its rows are typed by its declaration (`RowOf`).
 */
export function tableOf<T extends string>(table: T): T & TableName {
  if (!isTableName(table)) throw new Error(`"${table}" is not a table of the registry`)
  return table
}

/** A page of a table's list: its rows typed by the declaration when the name is a literal. */
export type ListOf<T extends string> = Omit<ListAnswer, 'data'> & {
  data: (T extends TableName ? RowOf<T> : Row)[]
}

export const resourceKeys = {
  all: (table: string) => ['resource', table] as const,
  list: (table: string, query: ListQuery) => ['resource', table, 'list', query] as const,
  record: (table: string, id: number) => ['resource', table, 'record', id] as const,
}

export const LIST_FRESH_MS = 2_000

/** One page of `POST /api/{table}/get_{table}`, as the list screen and the prefetch ask it. */
export function resourceListQuery<T extends string>(
  bridge: ShopBridge,
  table: T,
  query: ListQuery,
) {
  return queryOptions({
    queryKey: resourceKeys.list(table, query),
    // The answer was parsed with this table's row schema (contract/tables.ts): its rows are T's.
    queryFn: async () => {
      const page: ListAnswer = await callApi(bridge, tableRoute(tableOf<string>(table), 'list'), {
        body: query,
      })
      return page as ListOf<T>
    },
    // Rows fetched a moment ago (by the loader, while the screen's code loaded) are not asked
    // for again when the screen mounts; any write invalidates them at once anyway.
    staleTime: LIST_FRESH_MS,
  })
}

/** One page of the list; the previous page stays on screen meanwhile. */
export function useResourceList<T extends string>(table: T, query: ListQuery) {
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
    // Its page says a failure itself (a missing record with a link to its list): no toast.
    meta: { silent: true },
    queryFn: async () => {
      const key = tableRoute(tableOf(table), 'get')
      return (await callApi(bridge, key, { params: { id: id ?? 0 } })).data
    },
  })
}

/** The shop's settings, parsed once from `get_params`'s JSON string. */
export type ShopSettings = Record<string, unknown>

function parseSettings(raw: string): ShopSettings {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as ShopSettings)
      : {}
  } catch {
    return {}
  }
}

export const SETTINGS_KEY = ['settings', 'params'] as const

/**
 * The shop's settings (`POST /api/settings/get_params`), one query for every screen; a screen
 * that needs them only sometimes passes `enabled`.
 */
export function useShopSettings(enabled = true) {
  return useQuery({ ...shopSettingsQuery(useBridge()), enabled })
}

/** The settings' query, as `useShopSettings` and the list prefetch ask it. */
export function shopSettingsQuery(bridge: ShopBridge) {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: async () =>
      parseSettings((await callApi(bridge, 'POST /api/settings/get_params')).data.settings),
    staleTime: 60_000,
  })
}

/** The first key of the `sites` setting: a new record's default site. */
export function firstSiteKey(settings: ShopSettings | undefined): string | undefined {
  const sites = settings?.['sites']
  if (sites && typeof sites === 'object' && !Array.isArray(sites)) return Object.keys(sites)[0]
  return undefined
}

/** A site's name from the `sites` setting (key to name); the key itself when it has none. */
export function siteTitle(sites: unknown, key: string): string {
  if (sites && typeof sites === 'object' && !Array.isArray(sites) && Object.hasOwn(sites, key)) {
    const name = (sites as Record<string, unknown>)[key]
    if (typeof name === 'string' && name) return name
  }
  return key
}
