import type { ShopBridge } from '@shared/bridge'
import { callApi } from '../platform'

export type ImageKind = 'products' | 'orders_images'

/**
 * One request for the thumbnails a list page asks for in the same tick, whatever number of cells
 * ask: each cell wants its own row's, the server answers a page's in one go. A row without an
 * image answers null.
 */
export function createThumbLoader(bridge: ShopBridge, kind: ImageKind) {
  let pending = new Map<number, ((src: string | null) => void)[]>()
  let failures: ((error: unknown) => void)[] = []
  let scheduled = false

  const flush = async () => {
    const batch = pending
    const fail = failures
    pending = new Map()
    failures = []
    scheduled = false
    const ids = [...batch.keys()]
    try {
      const found = new Map<number, string>()
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500)
        const answer =
          kind === 'products'
            ? await callApi(bridge, 'POST /api/products_images/thumbs', {
                body: { product_ids: chunk },
              })
            : await callApi(bridge, 'POST /api/orders_images/thumbs', { body: { ids: chunk } })
        for (const t of answer.data) found.set(t.id, t.src)
      }
      for (const [id, resolvers] of batch) for (const r of resolvers) r(found.get(id) ?? null)
    } catch (error) {
      for (const f of fail) f(error)
    }
  }

  return (id: number): Promise<string | null> =>
    new Promise((resolve, reject) => {
      pending.set(id, [...(pending.get(id) ?? []), resolve])
      failures.push(reject)
      if (!scheduled) {
        scheduled = true
        // The cells of one page mount in one commit: a macrotask later they have all asked.
        setTimeout(() => void flush(), 0)
      }
    })
}
