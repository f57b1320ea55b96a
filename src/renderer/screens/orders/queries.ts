import { useQuery } from '@tanstack/react-query'
import { resourceKeys } from '../../resources/queries'
import { callApi, useBridge } from '../../platform'

/** Informers' rhythm: the tab counts refresh every 60 s and after any write. */
export const COUNTS_REFRESH_MS = 60_000

/**
 * Under the orders table's key, so every write to orders (the form, the generic list, the
 * bulk change) refreshes the counts with the rows.
 */
export const statusCountsKey = [...resourceKeys.all('orders'), 'status_counts'] as const

export function useStatusCounts() {
  const bridge = useBridge()
  return useQuery({
    queryKey: statusCountsKey,
    queryFn: async () => (await callApi(bridge, 'POST /api/orders/status_counts')).data,
    refetchInterval: COUNTS_REFRESH_MS,
    staleTime: 2_000,
  })
}
