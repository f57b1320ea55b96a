import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import ukCommon from './uk/common.json'
import ukShell from './uk/shell.json'
import ukResources from './uk/resources.json'
import ukEnums from './uk/enums.json'
import ukDatepicker from './uk/datepicker.json'
import ukOrders from './uk/orders.json'
// Main's texts (menus, tray, notifications): one resource set for both processes.
import ukMain from '@shared/i18n/uk/main.json'
import { plainParams, setRenderer, type Message } from '@shared/messages'
import { ukrainianTexts } from '@shared/messages/texts'

export const LANGUAGES = ['uk', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]
export const NAMESPACES = [
  'common',
  'shell',
  'resources',
  'enums',
  'main',
  'datepicker',
  'orders',
  'messages',
] as const

/** Ukrainian: the default and the fallback, in the entry so the first screen is translated. */
export const UK = {
  common: ukCommon,
  shell: ukShell,
  resources: ukResources,
  enums: ukEnums,
  main: ukMain,
  datepicker: ukDatepicker,
  orders: ukOrders,
  // The forms' rules and the server's answers: a chunk of their own (`loadLanguage`).
  messages: {},
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
  await loadServerMessages(instance)
  if (language === 'uk' || instance.hasResourceBundle(language, 'common')) return
  const bundle = await LOADERS[language]()
  for (const [ns, texts] of Object.entries(bundle)) {
    instance.addResourceBundle(language, ns, texts, true, true)
  }
}

/**
 * The messages in Ukrainian (the fallback of every language), a chunk of their own loaded
 * before the first screen; until then an error shows the server's own Ukrainian text.
 */
async function loadServerMessages(instance: I18n): Promise<void> {
  if (instance.exists('common.validation', { ns: 'messages', lng: 'uk', keySeparator: false })) {
    return
  }
  const { UK_MESSAGES } = await import('@shared/messages/server-uk')
  instance.addResourceBundle('uk', 'messages', UK_MESSAGES, true, false)
}

/** A message of `@shared/messages` in `instance`'s language, or undefined before its texts load. */
export function sayWith(instance: I18n, message: Message): string | undefined {
  const params = plainParams(
    message.params,
    (name, value) =>
      name.startsWith('field:')
        ? // A table's field by its label (`enumRef('field:orders', 'phone')`).
          instance.t([`resources:${name.slice(6)}.fields.${value}`, `common:fields.${value}`], {
            defaultValue: value,
          })
        : instance.t(`${name}.${value}`, { ns: 'enums' }),
    (inner) => sayWith(instance, inner) ?? inner.code,
  )
  const options = {
    ns: 'messages',
    keySeparator: false,
    replace: params,
    ...(typeof params.count === 'number' ? { count: params.count } : {}),
  } as const
  if (!instance.exists(message.code, options)) return undefined
  return instance.t(message.code, options)
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
    // Texts already loaded (a test's setup loads them all) are there from the start.
    resources: { uk: { ...UK, messages: { ...ukrainianTexts() } }, ...more },
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
  // What the forms' rules and the server's answers say, in this instance's language.
  setRenderer((message) => sayWith(instance, message))
  return instance
}
