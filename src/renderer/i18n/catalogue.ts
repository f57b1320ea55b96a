import { useBundle } from './bundles'
import uk from './uk/catalogue.json'
import ru from './ru/catalogue.json'

/**
 * The catalogue screens' texts (namespace `catalogue`: products, categories, articles, reviews,
 * the marketplace's products, the action log). They travel with those screens' lazy chunks
 * rather than the entry: added the first time one of them renders.
 */
export const CATALOGUE_BUNDLES = { uk, ru } as const

export function useCatalogueTexts(): void {
  useBundle('catalogue', CATALOGUE_BUNDLES)
}
