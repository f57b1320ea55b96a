import type { ShopBridge } from '@shared/bridge'
import type { SearchAnswer, SearchGroup, SearchItem } from '@shared/contract/schemas'
import { callApi } from '../../platform'

export type { SearchAnswer, SearchGroup, SearchItem }

/**
 * `POST /api/search {q}`: a handful of matches per target, classified on the server alike, and
 * where Enter lands (for a name, the place that has its matches). Groups with none are left out.
 */
export async function fetchSearch(bridge: ShopBridge, q: string): Promise<SearchAnswer> {
  const body = await callApi(bridge, 'POST /api/search', { body: { q } })
  return { ...body.data, groups: body.data.groups.filter((g) => g.items.length > 0) }
}
