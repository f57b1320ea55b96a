import { useBundle } from './bundles'
import uk from './uk/export.json'
import ru from './ru/export.json'

/**
 * The export screen's texts (namespace `export`). They travel with the screen's lazy chunk
 * rather than the entry, as the supply screens' do: added the first time the screen renders.
 */
export const EXPORT_BUNDLES = { uk, ru } as const

export function useExportTexts(): void {
  useBundle('export', EXPORT_BUNDLES)
}
