import type { ShopBridge } from '@shared/bridge'
import type { SearchGroup, SearchItem } from '@shared/contract/schemas'
import { callApi } from '../../platform'

export type { SearchGroup, SearchItem }

/** `POST /api/search {q}`: a handful of matches per target, classified on the server alike. */
export async function fetchSearch(bridge: ShopBridge, q: string): Promise<SearchGroup[]> {
  const body = await callApi(bridge, 'POST /api/search', { body: { q } })
  return body.data.groups.filter((g) => g.items.length > 0)
}
