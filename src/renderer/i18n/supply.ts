import { useBundle } from './bundles'
import uk from './uk/supply.json'
import ru from './ru/supply.json'

/**
 * The stock-taking and price-list screens' texts (namespace `supply`). They travel with those
 * screens' lazy chunks rather than the entry (whose size budget is tight): the screens add them
 * to the app's i18next the first time one of them renders.
 */
export const SUPPLY_BUNDLES = { uk, ru } as const

export function useSupplyTexts(): void {
  useBundle('supply', SUPPLY_BUNDLES)
}
