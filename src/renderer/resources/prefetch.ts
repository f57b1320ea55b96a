import type { QueryClient } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import { getResource } from '@shared/resources/registry'
import { queryFromParams } from './listUrl'
import { resourceListQuery } from './queries'

/**
 * Asks for the rows a list address will show (`/orders?status=new`) with the very key the list
 * screen will use, so the request runs while the screen's code is still on its way and the
 * screen finds its rows already there (or in flight) when it mounts.
 */
export function prefetchList(client: QueryClient, bridge: ShopBridge, url: URL): void {
  const table = decodeURIComponent(url.pathname.split('/').filter(Boolean)[0] ?? '')
  const def = getResource(table)
  if (!def) return
  void client.prefetchQuery(
    resourceListQuery(bridge, def.table, queryFromParams(def, url.searchParams)),
  )
}
