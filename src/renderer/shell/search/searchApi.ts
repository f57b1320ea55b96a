import { z } from 'zod'
import type { ShopBridge } from '@shared/bridge'
import { callApi } from '../../platform'

export const searchItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  subtitle: z.string().nullish(),
  url: z.string(),
})
export const searchAnswerSchema = z.object({
  data: z.object({
    groups: z.array(z.object({ table: z.string(), items: z.array(searchItemSchema) })),
  }),
})
export type SearchGroup = z.infer<typeof searchAnswerSchema>['data']['groups'][number]
export type SearchItem = z.infer<typeof searchItemSchema>

/** `POST /api/search {q}`: a handful of matches per target, classified on the server alike. */
export async function fetchSearch(bridge: ShopBridge, q: string): Promise<SearchGroup[]> {
  const body = searchAnswerSchema.parse(
    await callApi(bridge, { method: 'POST', path: '/api/search', body: { q } }),
  )
  return body.data.groups.filter((g) => g.items.length > 0)
}
