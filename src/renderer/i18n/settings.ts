import { useBundle } from './bundles'
import uk from './uk/settings.json'
import ru from './ru/settings.json'

/**
 * The settings editor's texts (namespace `settings`). They travel with the editor's lazy chunk
 * rather than the entry (whose size budget is tight): the editor adds them to the app's
 * i18next the first time it renders.
 */
export const SETTINGS_BUNDLES = { uk, ru } as const

export function useSettingsTexts(): void {
  useBundle('settings', SETTINGS_BUNDLES)
}
