import i18next from 'i18next'
import uk from '@shared/i18n/uk/main.json'
import ru from '@shared/i18n/ru/main.json'
import { plainParams, type Message } from '@shared/messages'
import { UK_MESSAGES } from '@shared/messages/server-uk'
import { FIELD_RU } from '@shared/messages/field-ru'
import { SERVER_RU } from '@shared/messages/server-ru'
// Main renders in Ukrainian without a desk's language too (its logs, a carrier's `message`).
import '@shared/messages/ukrainian'

export type MainLanguage = 'uk' | 'ru'

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
/** Every key of main's texts, checked at compile time. */
export type MainKey = Leaves<typeof uk>

export type MainT = (key: MainKey, vars?: Record<string, string | number>) => string

export interface MainTexts {
  t: MainT
  /** A message of `@shared/messages` (the server's, the shared code's) in the same language. */
  say(message: Message): string
  language(): MainLanguage
  setLanguage(language: MainLanguage): void
}

/**
 * Main's texts (app menu, tray, notifications, dialogs) from the same i18next resources the
 * renderer loads (namespace `main`), in the language of the prefs; `setLanguage` switches at
 * once, and the caller rebuilds the menus.
 */
export function createMainTexts(language: MainLanguage): MainTexts {
  const instance = i18next.createInstance()
  void instance.init({
    resources: {
      uk: { main: uk, messages: UK_MESSAGES },
      ru: { main: ru, messages: { ...FIELD_RU, ...SERVER_RU } },
    },
    lng: language,
    fallbackLng: 'uk',
    ns: ['main'],
    defaultNS: 'main',
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const say = (message: Message): string => {
    // No enumeration reaches main's dialogs: a value is said as it is.
    const replace = plainParams(message.params, (_, value) => value, say)
    const count = typeof replace.count === 'number' ? { count: replace.count } : {}
    const options = { ns: 'messages', keySeparator: false, replace, ...count } as const
    return instance.exists(message.code, options) ? instance.t(message.code, options) : message.code
  }
  return {
    t: (key, vars) => instance.t(key, vars ?? {}),
    say,
    language: () => (instance.language === 'ru' ? 'ru' : 'uk'),
    setLanguage: (next) => void instance.changeLanguage(next),
  }
}

/** Ukrainian texts for code paths that run before the prefs are read (and for tests). */
export const ukTexts: MainT = createMainTexts('uk').t
