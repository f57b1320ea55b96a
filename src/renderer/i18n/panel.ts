import { useTranslation } from 'react-i18next'
import { useBundle } from './bundles'
import uk from './uk/panel.json'
import ru from './ru/panel.json'

/**
 * The right panel's tabs' texts (namespace `panel`: tasks, tracking, the till, the cheat sheet
 * and its forms, the scan sheet). They travel with the tabs' lazy chunks rather than the entry:
 * added the first time one of them renders. The panel's frame (tab names, its loading and error
 * states) is the shell's.
 */
export const PANEL_BUNDLES = { uk, ru } as const

/** `useTranslation('panel')`, the namespace's texts added first. */
export function usePanelTranslation() {
  useBundle('panel', PANEL_BUNDLES)
  return useTranslation('panel')
}
