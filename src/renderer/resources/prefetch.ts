import type { QueryClient } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import { getResource } from '@shared/resources/registry'
import { queryFromParams } from './listUrl'
import { resourceListQuery, shopSettingsQuery } from './queries'
import { namesFromSettings } from './shopNames'

/**
 * Asks for the rows a list address will show (`/orders?status=new`) with the very key the list
 * screen will use, so the request runs while the screen's code is still on its way and the
 * screen finds its rows already there (or in flight) when it mounts. A list that names some of
 * its keys from the shop's settings (`shopNames.ts`) gets those too, behind the rows: asked
 * for only once the table is drawn, they arrived after it and drew it a second time, its
 * keys first and their names a moment later.
 */
export function prefetchList(client: QueryClient, bridge: ShopBridge, url: URL): void {
  const table = decodeURIComponent(url.pathname.split('/').filter(Boolean)[0] ?? '')
  const def = getResource(table)
  if (!def) return
  void client.prefetchQuery(
    resourceListQuery(bridge, def.table, queryFromParams(def, url.searchParams)),
  )
  if (namesFromSettings(def)) void client.prefetchQuery(shopSettingsQuery(bridge))
}
