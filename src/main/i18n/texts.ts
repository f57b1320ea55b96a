import i18next from 'i18next'
import uk from '@shared/i18n/uk/main.json'
import ru from '@shared/i18n/ru/main.json'

export type MainLanguage = 'uk' | 'ru'

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
/** Every key of main's texts, checked at compile time. */
export type MainKey = Leaves<typeof uk>

export type MainT = (key: MainKey, vars?: Record<string, string | number>) => string

export interface MainTexts {
  t: MainT
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
    resources: { uk: { main: uk }, ru: { main: ru } },
    lng: language,
    fallbackLng: 'uk',
    ns: ['main'],
    defaultNS: 'main',
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return {
    t: (key, vars) => instance.t(key, vars ?? {}),
    language: () => (instance.language === 'ru' ? 'ru' : 'uk'),
    setLanguage: (next) => void instance.changeLanguage(next),
  }
}

/** Ukrainian texts for code paths that run before the prefs are read (and for tests). */
export const ukTexts: MainT = createMainTexts('uk').t
