import { notify } from '../../app/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OrderSaveBody } from '@shared/contract/orders'
import type { SmsChannelName, SmsTemplate } from '@shared/rules/sms-templates'
import { callApi, useBridge, warningsOf } from '../../platform'
import { resourceKeys, type Row } from '../../resources/queries'

export const orderKeys = {
  order: (id: number) => [...resourceKeys.all('orders'), 'desk', id] as const,
  earlier: (phone: string, exclude: number | null) =>
    [...resourceKeys.all('orders'), 'by_phone', phone, exclude] as const,
  history: (id: number) => [...resourceKeys.all('orders'), 'history', id] as const,
}

/** The order and its items as stored now (a form starts from them; never cached). */
export function useOrderWithItems(id: number | null) {
  const bridge = useBridge()
  return useQuery({
    queryKey: orderKeys.order(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // The route says a failure itself (a missing order with a link to the list): no toast.
    meta: { silent: true },
    queryFn: async () => fetchOrder(bridge, id ?? 0),
  })
}

export async function fetchOrder(bridge: ReturnType<typeof useBridge>, id: number) {
  const [order, items] = await Promise.all([
    callApi(bridge, 'POST /api/orders/get/:id', { params: { id } }),
    callApi(bridge, 'POST /api/order_items/get_order_items', {
      body: { filter: { order_id: id }, per_page: 500, sort: 'id' },
    }),
  ])
  return { order: order.data, items: items.data }
}

export function useEarlierOrders(phone: string | null, exclude: number | null) {
  const bridge = useBridge()
  return useQuery({
    queryKey: orderKeys.earlier(phone ?? '', exclude),
    enabled: phone !== null,
    queryFn: async () =>
      (
        await callApi(bridge, 'POST /api/orders/by_phone', {
          body: { phone: phone ?? '', ...(exclude ? { exclude } : {}) },
        })
      ).data,
  })
}

export function useOrderHistory(id: number | null) {
  const bridge = useBridge()
  return useQuery({
    queryKey: orderKeys.history(id ?? 0),
    enabled: id !== null,
    queryFn: async () =>
      (await callApi(bridge, 'POST /api/orders/history/:id', { params: { id: id ?? 0 } })).data,
  })
}

export function useSaveOrder() {
  const bridge = useBridge()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: OrderSaveBody) =>
      (await callApi(bridge, 'POST /api/orders/save', { body })).data,
    onSuccess: (data) => {
      // A marketplace's refusal of the status: the order is saved, the desk must know.
      for (const warning of warningsOf(data)) notify.warning(warning)
      return client.invalidateQueries({ queryKey: resourceKeys.all('orders') })
    },
  })
}

/** Products by barcode (exact) or title (from the start, `**` anywhere), for adding a line. */
export async function findProducts(bridge: ReturnType<typeof useBridge>, term: string) {
  const search = /^[\d-]+$/.test(term) ? term : `${term}**`
  const res = await callApi(bridge, 'POST /api/products/get_products', {
    body: { search, per_page: 10 },
  })
  return res.data as Row[]
}

export function useSendMessage() {
  const bridge = useBridge()
  const client = useQueryClient()
  return {
    preview: (orderId: number, template: SmsTemplate, channel?: SmsChannelName) =>
      callApi(bridge, 'POST /api/sms/preview', {
        body: { order_id: orderId, template, ...(channel ? { channel } : {}) },
      }),
    send: async (orderId: number, template: SmsTemplate, channel?: SmsChannelName) => {
      try {
        return await callApi(bridge, 'POST /api/sms/send', {
          body: { order_id: orderId, template, ...(channel ? { channel } : {}) },
        })
      } finally {
        void client.invalidateQueries({ queryKey: resourceKeys.all('sms') })
      }
    },
  }
}
