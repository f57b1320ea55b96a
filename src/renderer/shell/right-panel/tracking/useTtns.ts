import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import type { TrackingStatus } from '@shared/carrier'
import type { ListAnswer } from '@shared/contract/schemas'
import { callApi, useBridge } from '../../../platform'
import { resourceKeys } from '../../../resources/queries'

export interface Ttn {
  id: number
  ttn: string
  title: string
  status: string
  status_code: number | null
  status_text: string | null
  date_delivery: string | null
  payer: string | null
  cost: number | string | null
  service: string
}

const LIST_QUERY = {}
export const ttnsKey = resourceKeys.list('ttns', LIST_QUERY)

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

function toTtn(row: Record<string, unknown>): Ttn {
  return {
    id: row.id as number,
    ttn: String(row.ttn ?? ''),
    title: String(row.title ?? 'other'),
    status: String(row.status ?? 'created'),
    status_code: typeof row.status_code === 'number' ? row.status_code : null,
    status_text: text(row.status_text),
    date_delivery: text(row.date_delivery),
    payer: text(row.payer),
    cost: typeof row.cost === 'number' || typeof row.cost === 'string' ? row.cost : null,
    service: String(row.service ?? 'nova_poshta'),
  }
}

export function useTtns() {
  const bridge = useBridge()
  return useQuery({
    queryKey: ttnsKey,
    queryFn: () => callApi(bridge, 'POST /api/ttns/get_ttns', { body: LIST_QUERY }),
    select: (answer: ListAnswer) => answer.data.map(toTtn),
  })
}

/** Nova Poshta takes up to 100 documents a call (getStatusDocuments). */
const NP_BATCH = 100

/**
 * The live Nova Poshta status of each parcel not yet taken, through the bridge's carrier call
 * (main's carrier proxy in the desktop app, the server's carrier routes in web mode). A failed
 * lookup is only logged: the cards keep what the server stored.
 */
export async function liveStatuses(
  bridge: ShopBridge,
  numbers: readonly string[],
): Promise<Record<string, TrackingStatus>> {
  const found: Record<string, TrackingStatus> = {}
  for (let i = 0; i < numbers.length; i += NP_BATCH) {
    const documents = numbers.slice(i, i + NP_BATCH).map((ttn) => ({ ttn }))
    const res = await bridge.carrier.request({ op: 'tracking', documents })
    if (!res.ok) {
      console.warn(`Нова Пошта: статус відправлень не отримано (${res.message})`)
      continue
    }
    if (res.op !== 'tracking') continue
    for (const status of res.data) found[status.ttn] = status
  }
  return found
}

export function useLiveStatuses(ttns: readonly Ttn[] | undefined) {
  const bridge = useBridge()
  const numbers = (ttns ?? [])
    .filter((t) => t.service === 'nova_poshta' && t.status !== 'taken')
    .map((t) => t.ttn)
    .sort()
  return useQuery({
    queryKey: ['carrier', 'tracking', numbers],
    enabled: numbers.length > 0,
    queryFn: () => liveStatuses(bridge, numbers),
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  })
}

/** `ttns/store` with the title and number; 'Запис додано!' is the caller's. */
export function useAddTtn() {
  const bridge = useBridge()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) =>
      (await callApi(bridge, 'POST /api/ttns/store', { body: values })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all('ttns') }),
  })
}

/** `update_status_all`: the server asks the carrier about every open parcel; answers arrivals. */
export function useUpdateAllTtns() {
  const bridge = useBridge()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await callApi(bridge, 'POST /api/ttns/update_status_all')).data,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: resourceKeys.all('ttns') })
      await client.invalidateQueries({ queryKey: ['carrier', 'tracking'] })
      void bridge.informers.refresh().catch(() => undefined)
    },
  })
}
