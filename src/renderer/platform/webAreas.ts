import type { ShopBridge } from '@shared/bridge'
import { requestFor } from '@shared/contract/route-keys'
import { CONNECTION_MESSAGES } from '@shared/contract/failure'
import type { ApiRequest, ApiResponse } from '@shared/contract/wire'
import type { InformerPoller } from '@shared/informerPoller'
import type { Informer } from '@shared/informers'
import { DEFAULT_PREFS } from '@shared/prefs-defaults'
import type { PrefKey, Prefs, prefsSchema } from '@shared/prefs'

/** The web bridge's areas that are not plain HTTP calls, each over the page's `request`. */
type Request = <T = unknown>(req: ApiRequest) => Promise<ApiResponse<T>>

const PREFS_PREFIX = 'shop.prefs.'
const INFORMERS = 'POST /api/settings/get_informers'

/**
 * Informers: the shared poller, running while anyone on the page listens. Its code and the
 * answer's schema load with the first listener rather than with the page (the entry's size
 * budget). `pollMs` absent: the shared period (`INFORMER_POLL_MS`).
 */
export function webInformers(request: Request, pollMs?: number): ShopBridge['informers'] {
  const listeners = new Set<(list: Informer[]) => void>()
  let poller: Promise<InformerPoller> | undefined
  const create = async (): Promise<InformerPoller> => {
    const [{ createInformerPoller }, { INFORMER_POLL_MS }, check] = await Promise.all([
      import('@shared/informerPoller'),
      import('@shared/informers'),
      import('@shared/contract/answers').then((m) => m.answerCheckOf(INFORMERS)),
    ])
    return createInformerPoller({
      fetchInformers: () => request(requestFor(INFORMERS)),
      parse: (data) => check(data).data,
      intervalMs: pollMs ?? INFORMER_POLL_MS,
      onUpdate: (list) => listeners.forEach((listener) => listener(list)),
    })
  }
  const load = () => (poller ??= create())
  return {
    subscribe(listener) {
      listeners.add(listener)
      void load().then((p) => {
        if (!listeners.has(listener)) return
        const latest = p.latest()
        if (latest) listener(latest)
        p.start()
      })
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) void poller?.then((p) => p.stop())
      }
    },
    refresh: async () => (await load()).refresh(),
  }
}

/**
 * Preferences in localStorage, each checked with its key's schema both ways. The schemas load
 * with the first stored value to read or the first write; a key never stored needs none. Once
 * they are here a write is stored in its caller's own task, so a reload right after a click
 * (the theme switched, then F5) keeps it.
 */
export function webPrefs(storage: Storage): ShopBridge['prefs'] {
  let loaded: (typeof prefsSchema)['shape'] | undefined
  const schemas = async () => (loaded ??= (await import('@shared/prefs')).prefsSchema.shape)
  return {
    async get<K extends PrefKey>(key: K): Promise<Prefs[K]> {
      const raw = storage.getItem(PREFS_PREFIX + key)
      if (raw === null) return DEFAULT_PREFS[key]
      try {
        return (await schemas())[key].parse(JSON.parse(raw)) as Prefs[K]
      } catch {
        return DEFAULT_PREFS[key]
      }
    },
    async set<K extends PrefKey>(key: K, value: Prefs[K]) {
      const checked = (loaded ?? (await schemas()))[key].parse(value)
      storage.setItem(PREFS_PREFIX + key, JSON.stringify(checked))
    },
  }
}

/** The app: the server's version is the app's (the UI is the server's own build). */
export function webApp(request: Request, fixedVersion?: string) {
  const navigateListeners = new Set<(route: string) => void>()
  let version: Promise<string> | string | undefined
  async function readServerVersion(): Promise<string> {
    const res = await request(requestFor('GET /health'))
    if (!res.ok) return ''
    try {
      const check = await (await import('@shared/contract/answers')).answerCheckOf('GET /health')
      return check(res.data).data.version
    } catch {
      return ''
    }
  }
  const app: ShopBridge['app'] = {
    async info() {
      version ??= fixedVersion ?? readServerVersion()
      return { platform: 'web', version: await version, serverUrl: window.location.origin }
    },
    onNavigate(listener) {
      navigateListeners.add(listener)
      return () => navigateListeners.delete(listener)
    },
    // The browser has no application menu to ask for the sheet; `?` and F1 open it.
    onShowShortcuts() {
      return () => {}
    },
    // A browser tab has no app to update and no log folder; leaving with unsaved changes is
    // the page's own beforeunload business.
    async setUnsaved() {},
    async openLogFolder() {
      return false
    },
    async print() {
      window.print()
      return { ok: true, message: '' }
    },
  }
  const navigate = (route: string) => navigateListeners.forEach((listener) => listener(route))
  return { app, navigate }
}

/** Browser notifications; a click on one with a route brings the page there. */
export function webNotify(navigate: (route: string) => void): ShopBridge['notify'] {
  return {
    async show({ title, body, route }) {
      if (typeof Notification === 'undefined') return
      if (Notification.permission === 'default') await Notification.requestPermission()
      if (Notification.permission !== 'granted') return
      const n = new Notification(title, { body })
      if (route) {
        n.onclick = () => {
          window.focus()
          navigate(route)
        }
      }
    },
  }
}

/** The page is served by its server: that origin is the connection, and the only one to test. */
export function webConnection(request: Request): ShopBridge['connection'] {
  const check = () => import('./webConnectionCheck')
  return {
    async get() {
      return { mode: 'remote', url: window.location.origin }
    },
    set: async () => (await check()).refuseSwitch(),
    test: async (settings) =>
      (await check()).testConnection(
        settings,
        () => request(requestFor('GET /health')),
        CONNECTION_MESSAGES.down,
      ),
  }
}
