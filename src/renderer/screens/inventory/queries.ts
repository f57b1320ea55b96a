import { useQuery } from '@tanstack/react-query'
import { callApi, useBridge } from '../../platform'
import { resourceKeys } from '../../resources/queries'

/** The open counting session; under the inventory table's key, so its writes redraw it. */
export const countSessionKey = [...resourceKeys.all('inventory'), 'session'] as const

export function useCountSession() {
  const bridge = useBridge()
  return useQuery({
    queryKey: countSessionKey,
    queryFn: async () => (await callApi(bridge, 'POST /api/inventory/get_session')).data,
  })
}
