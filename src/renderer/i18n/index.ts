import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import ukCommon from './uk/common.json'
import ukShell from './uk/shell.json'
import ukResources from './uk/resources.json'
import ukEnums from './uk/enums.json'
import ukPanel from './uk/panel.json'
import ukCatalogue from './uk/catalogue.json'
import ukDatepicker from './uk/datepicker.json'
import ukStats from './uk/stats.json'
import ukOrders from './uk/orders.json'
// Main's texts (menus, tray, notifications): one resource set for both processes.
import ukMain from '@shared/i18n/uk/main.json'

export const LANGUAGES = ['uk', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]
export const NAMESPACES = [
  'common',
  'shell',
  'resources',
  'enums',
  'main',
  'panel',
  'catalogue',
  'datepicker',
  'stats',
  'orders',
] as const

/** Ukrainian: the default and the fallback, in the entry so the first screen is translated. */
export const UK = {
  common: ukCommon,
  shell: ukShell,
  resources: ukResources,
  enums: ukEnums,
  main: ukMain,
  panel: ukPanel,
  catalogue: ukCatalogue,
  datepicker: ukDatepicker,
  stats: ukStats,
  orders: ukOrders,
} as const

export type Bundle = { readonly [N in keyof typeof UK]: Record<string, unknown> }

/**
 * Russian is fetched the first time it is chosen (a chunk of its own): most desks never load it,
 * and the entry, which every start parses, stays smaller.
 */
const LOADERS: Record<Exclude<Language, 'uk'>, () => Promise<Bundle>> = {
  ru: () => import('./ru').then((m) => m.RU),
}

/** Makes `language`'s texts available to `instance` (fetching them once); then switch to it. */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (language === 'uk' || instance.hasResourceBundle(language, 'common')) return
  const bundle = await LOADERS[language]()
  for (const [ns, texts] of Object.entries(bundle)) {
    instance.addResourceBundle(language, ns, texts, true, true)
  }
}

/**
 * A fresh i18next instance (the app makes one; tests make their own). Ukrainian is always there;
 * another language's bundle is given (tests) or loaded with `loadLanguage` before switching.
 */
export function createI18n(
  language: Language = 'uk',
  more: Partial<Record<Language, Bundle>> = {},
): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: { uk: UK, ...more },
    lng: language,
    fallbackLng: 'uk',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Resources are given, so initialisation is synchronous and the first render is translated.
    initAsync: false,
  })
  return instance
}
