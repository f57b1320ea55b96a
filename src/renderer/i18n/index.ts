import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import ukCommon from './uk/common.json'
import ukShell from './uk/shell.json'
import ukResources from './uk/resources.json'
import ukEnums from './uk/enums.json'
import ruCommon from './ru/common.json'
import ruShell from './ru/shell.json'
import ruResources from './ru/resources.json'
import ruEnums from './ru/enums.json'
import ukWorkstation from './uk/workstation.json'
import ruWorkstation from './ru/workstation.json'
import ukPanel from './uk/panel.json'
import ruPanel from './ru/panel.json'
import ukCatalogue from './uk/catalogue.json'
import ruCatalogue from './ru/catalogue.json'
import ukDatepicker from './uk/datepicker.json'
import ruDatepicker from './ru/datepicker.json'
import ukStats from './uk/stats.json'
import ruStats from './ru/stats.json'
// Main's texts (menus, tray, notifications): one resource set for both processes.
import ukMain from '@shared/i18n/uk/main.json'
import ruMain from '@shared/i18n/ru/main.json'

export const LANGUAGES = ['uk', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]
export const NAMESPACES = [
  'common',
  'shell',
  'resources',
  'enums',
  'main',
  'workstation',
  'panel',
  'catalogue',
  'datepicker',
  'stats',
] as const

export const TRANSLATIONS = {
  uk: {
    common: ukCommon,
    shell: ukShell,
    resources: ukResources,
    enums: ukEnums,
    main: ukMain,
    workstation: ukWorkstation,
    panel: ukPanel,
    catalogue: ukCatalogue,
    datepicker: ukDatepicker,
    stats: ukStats,
  },
  ru: {
    common: ruCommon,
    shell: ruShell,
    resources: ruResources,
    enums: ruEnums,
    main: ruMain,
    workstation: ruWorkstation,
    panel: ruPanel,
    catalogue: ruCatalogue,
    datepicker: ruDatepicker,
    stats: ruStats,
  },
} as const

/** A fresh i18next instance (the app makes one; tests make their own). Ukrainian by default. */
export function createI18n(language: Language = 'uk'): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: TRANSLATIONS,
    lng: language,
    fallbackLng: 'uk',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Resources are bundled, so initialisation is synchronous and the first render is translated.
    initAsync: false,
  })
  return instance
}
