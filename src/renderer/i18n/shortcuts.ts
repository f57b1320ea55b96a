import { useBundle } from './bundles'
import uk from './uk/shortcuts.json'
import ru from './ru/shortcuts.json'

/**
 * The shortcuts sheet's texts (namespace `shortcuts`). They travel with the sheet's lazy chunk,
 * added the first time it opens.
 */
export const SHORTCUTS_BUNDLES = { uk, ru } as const

export function useShortcutsTexts(): void {
  useBundle('shortcuts', SHORTCUTS_BUNDLES)
}
