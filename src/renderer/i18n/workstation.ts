import { useBundle } from './bundles'
import uk from './uk/workstation.json'
import ru from './ru/workstation.json'

/**
 * The workstation check's texts (namespace `workstation`, route `/test`). They travel with the
 * screen's lazy chunk rather than the entry, as the settings editor's do: added the first time
 * the screen renders.
 */
export const WORKSTATION_BUNDLES = { uk, ru } as const

export function useWorkstationTexts(): void {
  useBundle('workstation', WORKSTATION_BUNDLES)
}
