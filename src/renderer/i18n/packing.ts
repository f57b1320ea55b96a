import { useBundle } from './bundles'
import uk from './uk/packing.json'
import ru from './ru/packing.json'

/**
 * Packing mode's texts (namespace `packing`): they travel with its lazy chunk rather than the
 * entry, added to the app's i18next the first time the screen renders (as `supply`).
 */
export const PACKING_BUNDLES = { uk, ru } as const

export function usePackingTexts(): void {
  useBundle('packing', PACKING_BUNDLES)
}
