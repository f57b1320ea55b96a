import { useContext } from 'react'
import { I18nContext, getI18n } from 'react-i18next'
import type { i18n as I18n } from 'i18next'

/** A namespace's texts in both languages, as a screen's chunk brings them. */
export type Bundles = { readonly uk: object; readonly ru: object }

/** The namespaces already added, per i18next instance (the app has one; each test its own). */
const added = new WeakMap<I18n, Set<string>>()

/**
 * Adds a namespace that travels with a screen's lazy chunk (not the entry, whose size budget is
 * tight) to the app's i18next, the first time anything of it renders. Called per row (a list's
 * thumbnails), so after the first time it is a set lookup, and it reads the instance from the
 * context rather than through a translation hook of its own.
 */
export function useBundle(ns: string, bundles: Bundles): void {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  let names = added.get(i18n)
  if (!names) added.set(i18n, (names = new Set()))
  if (names.has(ns)) return
  for (const lng of ['uk', 'ru'] as const) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundles[lng])
  }
  names.add(ns)
}
