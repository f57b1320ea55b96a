import type { Prefs } from './prefs'

/**
 * Every preference's default: what `prefsSchema` (`prefs.ts`) reads from nothing, written out so
 * the renderer's entry has it without zod (a test keeps the two equal).
 */
export const DEFAULT_PREFS: Prefs = {
  rightTab: 'info',
  theme: 'light',
  leftMenuOpen: true,
  rightSidebarOpen: true,
  language: 'uk',
  callsWindowOnTop: false,
  logLevel: 'info',
  printer: '',
  updateFeed: '',
  lastDeliveryMethod: '',
  lastPayMethod: '',
  lists: {},
}
