import { describe, expect, it } from 'vitest'
import { INFORMER_ALIASES } from '@shared/informers'
import { RIGHT_TABS } from '@shared/prefs'
import { classifySearch, type SearchKind } from '@shared/search'
import { MAIN_MENU, OTHER_MENU } from '../shell/menuItems'
import { UK, NAMESPACES as ENTRY_NAMESPACES, LANGUAGES } from '.'
import { RU } from './ru'
import { UK_MESSAGES } from '@shared/messages/server-uk'
import { SUPPLY_BUNDLES } from './supply'
import { EXPORT_BUNDLES } from './exportTexts'
import { SETTINGS_BUNDLES } from './settings'
import { IMAGES_BUNDLES } from './images'
import { PACKING_BUNDLES } from './packing'
import { WORKSTATION_BUNDLES } from './workstation'
import { LISTS_BUNDLES } from './lists'
import { SHORTCUTS_BUNDLES } from './shortcuts'
import { STATS_BUNDLES } from './stats'
import { CATALOGUE_BUNDLES } from './catalogue'
import { PANEL_BUNDLES } from './panel'
import { SHORTCUTS } from '@shared/shortcuts'

// The bundles in the entry, Russian (its own chunk), and those a screen's chunk adds when it
// loads (src/renderer/i18n/supply.ts).
const TRANSLATIONS = {
  uk: {
    ...UK,
    // The server's messages: their chunk joins the entry's field rules (`loadLanguage`).
    messages: UK_MESSAGES,
    supply: SUPPLY_BUNDLES.uk,
    export: EXPORT_BUNDLES.uk,
    settings: SETTINGS_BUNDLES.uk,
    images: IMAGES_BUNDLES.uk,
    packing: PACKING_BUNDLES.uk,
    workstation: WORKSTATION_BUNDLES.uk,
    lists: LISTS_BUNDLES.uk,
    shortcuts: SHORTCUTS_BUNDLES.uk,
    stats: STATS_BUNDLES.uk,
    catalogue: CATALOGUE_BUNDLES.uk,
    panel: PANEL_BUNDLES.uk,
  },
  ru: {
    ...RU,
    supply: SUPPLY_BUNDLES.ru,
    export: EXPORT_BUNDLES.ru,
    settings: SETTINGS_BUNDLES.ru,
    images: IMAGES_BUNDLES.ru,
    packing: PACKING_BUNDLES.ru,
    workstation: WORKSTATION_BUNDLES.ru,
    lists: LISTS_BUNDLES.ru,
    shortcuts: SHORTCUTS_BUNDLES.ru,
    stats: STATS_BUNDLES.ru,
    catalogue: CATALOGUE_BUNDLES.ru,
    panel: PANEL_BUNDLES.ru,
  },
}
const NAMESPACES = [
  ...ENTRY_NAMESPACES,
  'supply',
  'export',
  'settings',
  'images',
  'packing',
  'workstation',
  'shortcuts',
  'stats',
  'catalogue',
  'panel',
] as const

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  )
}

/** Every text with its key (`messages`' keys hold dots of their own). */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  )
}

const keysOf = (lng: (typeof LANGUAGES)[number], ns: (typeof NAMESPACES)[number]) =>
  new Set(flatten(TRANSLATIONS[lng][ns] as Tree))

/** The plural forms uk and ru both need (i18next's suffixes for Intl.PluralRules). */
const PLURAL_FORMS = ['one', 'few', 'many', 'other'] as const

/** A key is there in both languages: as itself, or as every plural form of it. */
function has(ns: string, key: string): boolean {
  return LANGUAGES.every((lng) => {
    const keys = keysOf(lng, ns as (typeof NAMESPACES)[number])
    return keys.has(key) || PLURAL_FORMS.every((form) => keys.has(`${key}_${form}`))
  })
}

describe('translations', () => {
  it.each(NAMESPACES)('%s has the same keys in uk and ru', (ns) => {
    const uk = keysOf('uk', ns)
    const ru = keysOf('ru', ns)
    expect(
      [...uk].filter((k) => !ru.has(k)),
      'missing in ru',
    ).toEqual([])
    expect(
      [...ru].filter((k) => !uk.has(k)),
      'missing in uk',
    ).toEqual([])
  })

  it('has no empty strings', () => {
    for (const lng of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const empty = leaves(TRANSLATIONS[lng][ns] as Tree)
          .filter(([, value]) => value === '')
          .map(([key]) => key)
        expect(empty, `${lng}/${ns}`).toEqual([])
      }
    }
  })

  it('has every key the code uses literally', () => {
    const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>
    expect(Object.keys(sources).length).toBeGreaterThan(20)
    const missing: string[] = []
    for (const [file, text] of Object.entries(sources)) {
      // `useTranslation('x')`, `useTranslation(['x', …])` or a lazy namespace's own hook
      // (`usePanelTranslation()`: 'panel'): an unprefixed key belongs to the first namespace of
      // one of the file's calls (a file may hold components of several).
      const fileNs = [
        ...new Set([
          ...[...text.matchAll(/useTranslation\(\s*\[?\s*['"](\w+)['"]/g)].map((m) => m[1] ?? ''),
          ...[...text.matchAll(/\buse(\w+)Translation\(\)/g)].map((m) =>
            (m[1] ?? '').replace(/^./, (c) => c.toLowerCase()),
          ),
        ]),
      ]
      if (fileNs.length === 0) fileNs.push('common')
      for (const match of text.matchAll(/\bt\(\s*['"]([\w.:-]+)['"]/g)) {
        const literal = match[1] ?? ''
        const [ns, key] = literal.includes(':')
          ? literal.split(':', 2)
          : [fileNs.find((n) => has(n, literal)) ?? fileNs.join('|'), literal]
        if (!has(ns ?? '', key ?? '')) missing.push(`${file}: ${ns}:${key}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('has the keys the code builds from lists', () => {
    const expected = [
      ...[...MAIN_MENU, ...OTHER_MENU].map((item) => `menu.${item.key}`),
      ...INFORMER_ALIASES.map((alias) => `informers.alias.${alias}`),
      ...RIGHT_TABS.map((tab) => `panel.tabs.${tab}`),
      ...LANGUAGES.flatMap((lng) => [`language.${lng}`, `language.short_${lng}`]),
      ...['orders', 'products', 'categories'].map((table) => `search.group.${table}`),
    ]
    const kinds = [
      '20412345678901',
      '0671234567',
      '912345',
      '15',
      '12-345',
      'чохол',
      'iPhone 15',
    ].map((input) => classifySearch(input)?.kind as SearchKind)
    expected.push(...kinds.map((kind) => `search.kind.${kind}`))
    expect(expected.filter((key) => !has('shell', key))).toEqual([])
  })

  it('names every shortcut of the table and every place', () => {
    const keys = SHORTCUTS.flatMap((s) => [`list.${s.id}`, `places.${s.place}`])
    expect(keys.filter((key) => !has('shortcuts', key))).toEqual([])
  })
})
