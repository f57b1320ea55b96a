import { useTranslation } from 'react-i18next'
import uk from './uk/export.json'
import ru from './ru/export.json'

/**
 * The export screen's texts (namespace `export`). They travel with the screen's lazy chunk
 * rather than the entry, as the supply screens' do: added the first time the screen renders.
 */
export const EXPORT_BUNDLES = { uk, ru } as const

export function useExportTexts(): void {
  const { i18n } = useTranslation()
  for (const lng of ['uk', 'ru'] as const) {
    if (!i18n.hasResourceBundle(lng, 'export')) {
      i18n.addResourceBundle(lng, 'export', EXPORT_BUNDLES[lng])
    }
  }
}
