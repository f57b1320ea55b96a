import { useBundle } from './bundles'
import uk from './uk/lists.json'
import ru from './ru/lists.json'

/**
 * The list controls' own texts (namespace `lists`: the folded filters, the column menu). They
 * travel with the lists' lazy chunk rather than the entry: added the first time a list renders.
 */
export const LISTS_BUNDLES = { uk, ru } as const

export function useListTexts(): void {
  useBundle('lists', LISTS_BUNDLES)
}
