import { create } from 'zustand'
import type { ShopBridge } from '@shared/bridge'
import type { PrefKey, Prefs } from '@shared/prefs'
import { DEFAULT_PREFS } from '@shared/prefs-defaults'

/**
 * The workstation's remembered preferences as UI state. Loaded once from `bridge.prefs`
 * (electron-store or localStorage) before the app renders; every change is written back.
 */
interface PrefsState extends Prefs {
  bridge: ShopBridge | null
  load(bridge: ShopBridge): Promise<void>
  /** Changes a preference; `remember: false` keeps it for this window only. */
  set<K extends PrefKey>(key: K, value: Prefs[K], options?: { remember?: boolean }): void
}

const KEYS = Object.keys(DEFAULT_PREFS) as PrefKey[]

export const usePrefs = create<PrefsState>()((set, get) => ({
  ...DEFAULT_PREFS,
  bridge: null,
  async load(bridge) {
    const values = await Promise.all(
      KEYS.map(async (key) => [key, await bridge.prefs.get(key).catch(() => DEFAULT_PREFS[key])]),
    )
    set({ ...(Object.fromEntries(values) as Partial<Prefs>), bridge })
  },
  set(key, value, options = {}) {
    set({ [key]: value } as Partial<Prefs>)
    const bridge = get().bridge
    if (bridge && options.remember !== false) {
      bridge.prefs.set(key, value).catch((error: unknown) => {
        console.warn(`Could not remember ${key}`, error)
      })
    }
  },
}))
