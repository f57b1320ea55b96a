import { z } from 'zod'
import type { ConnectionSettings } from '@shared/bridge'
import { DEFAULT_PREFS, PREF_KEYS, prefsSchema, type PrefKey, type Prefs } from '@shared/prefs'
import { connectionSettingsSchema } from '@shared/desktop/results'
import type { KeyValueStore } from '../session/ports'

/**
 * The workstation's store (electron-store's file in userData): renderer prefs, the server
 * connection, window bounds, and the sealed session (see CookieJar). Values are read through
 * zod, forgivingly, so a hand-edited or older file never stops the app from starting.
 */
export const STORE_VERSION = 1
const VERSION_KEY = 'storeVersion'

export const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(10_000),
  height: z.number().int().min(150).max(10_000),
  maximized: z.boolean().default(false),
})
export type SavedBounds = z.infer<typeof boundsSchema>
export type WindowName = 'main' | 'callsNew'

/**
 * Migrations by the version they produce. Version 0 is a store without a version: one flat
 * key per preference (as the web bridge keeps them in localStorage) and the server as a bare
 * `serverUrl` string. Version 1 groups them under `prefs`, `connection` and `windows`.
 */
export const MIGRATIONS: Record<number, (store: KeyValueStore) => void> = {
  1(store) {
    const prefs: Record<string, unknown> = {}
    for (const key of PREF_KEYS) {
      const value = store.get(key)
      if (value !== undefined) prefs[key] = value
      store.delete(key)
    }
    store.set('prefs', prefsSchema.parse({ ...asRecord(store.get('prefs')), ...prefs }))
    const serverUrl = store.get('serverUrl')
    store.delete('serverUrl')
    if (typeof serverUrl === 'string' && serverUrl.trim() !== '') {
      const remote = connectionSettingsSchema.safeParse({ mode: 'remote', url: serverUrl })
      store.set('connection', remote.success ? remote.data : { mode: 'embedded' })
    }
    const bounds = boundsSchema.safeParse(store.get('windowBounds'))
    store.delete('windowBounds')
    if (bounds.success) store.set('windows', { main: bounds.data })
  },
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Brings the store up to STORE_VERSION; a store from a newer app is left alone. */
export function migrateStore(store: KeyValueStore): { from: number; to: number } {
  const raw = store.get(VERSION_KEY)
  const from = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0
  let version = from
  while (version < STORE_VERSION) {
    version++
    MIGRATIONS[version]?.(store)
    store.set(VERSION_KEY, version)
  }
  return { from, to: version }
}

export interface PrefsService {
  all(): Prefs
  get<K extends PrefKey>(key: K): Prefs[K]
  set<K extends PrefKey>(key: K, value: Prefs[K]): void
  connection(): ConnectionSettings
  setConnection(settings: ConnectionSettings): void
  bounds(name: WindowName): SavedBounds | null
  setBounds(name: WindowName, bounds: SavedBounds): void
}

export function createPrefsService(store: KeyValueStore): PrefsService {
  migrateStore(store)
  const all = (): Prefs => prefsSchema.parse(asRecord(store.get('prefs')))
  return {
    all,
    get: (key) => all()[key] ?? DEFAULT_PREFS[key],
    set(key, value) {
      store.set('prefs', { ...all(), [key]: value })
    },
    connection() {
      const parsed = connectionSettingsSchema.safeParse(store.get('connection'))
      return parsed.success ? parsed.data : { mode: 'embedded' }
    },
    setConnection(settings) {
      store.set('connection', connectionSettingsSchema.parse(settings))
    },
    bounds(name) {
      const parsed = boundsSchema.safeParse(asRecord(store.get('windows'))[name])
      return parsed.success ? parsed.data : null
    },
    setBounds(name, bounds) {
      store.set('windows', {
        ...asRecord(store.get('windows')),
        [name]: boundsSchema.parse(bounds),
      })
    },
  }
}
