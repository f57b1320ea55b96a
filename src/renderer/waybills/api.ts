import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShopBridge } from '@shared/bridge'
import { base64ToBytes } from '@shared/carrier'
import type { WaybillCreateBody, WaybillDeleteBody } from '@shared/contract/waybills'
import { callApi, useBridge } from '../platform'
import { resourceKeys } from '../resources/queries'

/** The orders and the parcels (the tracking tab) both change when a waybill is made. */
export async function refreshAfterWaybill(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    client.invalidateQueries({ queryKey: resourceKeys.all('orders') }),
    client.invalidateQueries({ queryKey: resourceKeys.all('ttns') }),
  ])
}

export function createWaybill(bridge: ShopBridge, body: WaybillCreateBody) {
  return callApi(bridge, 'POST /api/waybills/create', { body })
}

/** `POST /api/waybills/create` for one order; the lists read again after it. */
export function useCreateWaybill() {
  const bridge = useBridge()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: WaybillCreateBody) => (await createWaybill(bridge, body)).data,
    onSuccess: () => refreshAfterWaybill(client),
  })
}

/** `POST /api/waybills/delete`: the order's waybill withdrawn at NP; the lists read again after. */
export function useDeleteWaybill() {
  const bridge = useBridge()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: WaybillDeleteBody) =>
      (await callApi(bridge, 'POST /api/waybills/delete', { body })).data,
    onSuccess: () => refreshAfterWaybill(client),
  })
}

export type PrintableForm = { op: 'marking'; ttn: string } | { op: 'scan_sheet'; ref: string }

/**
 * A printable form's PDF bytes, through the carrier bridge: main fetches it in the desktop app
 * (the key stays in main and the server), the server in web mode. Throws the Ukrainian reason.
 */
export async function fetchPrintable(bridge: ShopBridge, form: PrintableForm): Promise<Uint8Array> {
  const res = await bridge.carrier.request(form)
  if (!res.ok) throw new Error(res.message)
  if (res.op !== 'marking' && res.op !== 'scan_sheet') throw new Error('Неочікувана відповідь.')
  return base64ToBytes(res.data.pdf)
}
