import type { AppInfo, ConnectionSettings, ShopBridge } from '@shared/bridge'
import type { CarrierRequest } from '@shared/carrier'
import { carrierViaServer } from '@shared/contract/carrier'
import { parseAnswer, requestFor } from '@shared/contract/map'
import {
  CONNECTION_MESSAGES,
  REQUEST_TIMEOUT_MS,
  answerOf,
  unreachable,
} from '@shared/contract/answer'
import { createBackupCalls } from '@shared/backups'
import { RESTORE_ON_SERVER } from '@shared/contract/backups'
import {
  MARKER_HEADER,
  MARKER_VALUE,
  type ApiRequest,
  type ApiResponse,
} from '@shared/contract/http'
import { INFORMER_POLL_MS, type Informer } from '@shared/informers'
import { DEFAULT_PREFS, prefsSchema, type PrefKey, type Prefs } from '@shared/prefs'
import { createWebExports } from './webExports'
import { createWebPrint } from './webPrint'

/**
 * The bridge of web mode: the page is served by the shop server itself, so every call goes to
 * the same origin with the session cookie. This file is the only place in the renderer allowed
 * to call `fetch` (an ESLint rule keeps it so).
 */

const PREFS_PREFIX = 'shop.prefs.'

export interface WebBridgeOptions {
  fetch?: typeof fetch
  storage?: Storage
  timeoutMs?: number
  pollMs?: number
  version?: string
}

export function createWebBridge(options: WebBridgeOptions = {}): ShopBridge {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const storage = options.storage ?? window.localStorage
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const pollMs = options.pollMs ?? INFORMER_POLL_MS

  async function request<T>(req: ApiRequest): Promise<ApiResponse<T>> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const res = await doFetch(req.path, {
        method: req.method,
        credentials: 'include',
        headers: { [MARKER_HEADER]: MARKER_VALUE, 'Content-Type': 'application/json' },
        body: req.method === 'GET' || req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
      })
      return answerOf(res.status, await res.text()) as ApiResponse<T>
    } catch {
      return unreachable<T>(controller.signal.aborted)
    } finally {
      clearTimeout(timer)
    }
  }

  // Informers: one poller for the page, running while anyone listens.
  const informerListeners = new Set<(list: Informer[]) => void>()
  let latest: Informer[] | null = null
  let pollTimer: ReturnType<typeof setInterval> | null = null
  async function pollInformers(): Promise<void> {
    const res = await request(requestFor('POST /api/settings/get_informers'))
    if (!res.ok) return
    let list: Informer[]
    try {
      list = parseAnswer('POST /api/settings/get_informers', res.data).data
    } catch (error) {
      console.warn('Informers: unexpected answer', error)
      return
    }
    latest = list
    for (const listener of informerListeners) listener(list)
  }

  const navigateListeners = new Set<(route: string) => void>()

  // In web mode the UI is the server's own build, so the server's version is the app's.
  let version: Promise<string> | string | undefined
  async function readServerVersion(): Promise<string> {
    const res = await request(requestFor('GET /health'))
    if (!res.ok) return ''
    try {
      return parseAnswer('GET /health', res.data).data.version
    } catch {
      return ''
    }
  }

  function prefKey(key: PrefKey): string {
    return PREFS_PREFIX + key
  }

  const backupCalls = createBackupCalls(request, () => false)

  return {
    api: { request },
    carrier: { request: (req: CarrierRequest) => carrierViaServer(request, req) },
    informers: {
      subscribe(listener) {
        informerListeners.add(listener)
        if (latest) listener(latest)
        if (!pollTimer) {
          pollTimer = setInterval(() => void pollInformers(), pollMs)
          if (!latest) void pollInformers()
        }
        return () => {
          informerListeners.delete(listener)
          if (informerListeners.size === 0 && pollTimer) {
            clearInterval(pollTimer)
            pollTimer = null
          }
        }
      },
      refresh: pollInformers,
    },
    clipboard: {
      async writeText(text) {
        await navigator.clipboard.writeText(text)
      },
    },
    async notify({ title, body, route }) {
      if (typeof Notification === 'undefined') return
      if (Notification.permission === 'default') await Notification.requestPermission()
      if (Notification.permission !== 'granted') return
      const n = new Notification(title, { body })
      if (route) {
        n.onclick = () => {
          window.focus()
          for (const listener of navigateListeners) listener(route)
        }
      }
    },
    windows: {
      async openCallsNew() {
        window.open('/calls_new', 'calls_new', 'popup,width=1100,height=800')
      },
      // A browser tab cannot minimise itself; the title bar hides that button in web mode.
      async minimizeSelf() {},
      async closeSelf() {
        window.close()
      },
    },
    prefs: {
      async get<K extends PrefKey>(key: K): Promise<Prefs[K]> {
        const raw = storage.getItem(prefKey(key))
        if (raw === null) return DEFAULT_PREFS[key]
        try {
          return prefsSchema.shape[key].parse(JSON.parse(raw)) as Prefs[K]
        } catch {
          return DEFAULT_PREFS[key]
        }
      },
      async set<K extends PrefKey>(key: K, value: Prefs[K]) {
        const checked = prefsSchema.shape[key].parse(value)
        storage.setItem(prefKey(key), JSON.stringify(checked))
      },
    },
    app: {
      async info(): Promise<AppInfo> {
        version ??= options.version ?? readServerVersion()
        return { platform: 'web', version: await version, serverUrl: window.location.origin }
      },
      onNavigate(listener) {
        navigateListeners.add(listener)
        return () => navigateListeners.delete(listener)
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
    },
    updates: {
      status: async () => ({ state: 'unsupported', reason: 'web' }) as const,
      async check() {},
      restart: async () => ({ ok: false, reason: 'not-ready' }) as const,
      onChange: () => () => {},
      feed: async () => null,
    },
    connection: {
      async get(): Promise<ConnectionSettings> {
        return { mode: 'remote', url: window.location.origin }
      },
      async set() {
        throw new Error('У веб-версії сервер — це адреса, з якої відкрито сторінку.')
      },
      async test(settings) {
        const url = settings.mode === 'remote' ? settings.url : window.location.origin
        let origin: string
        try {
          origin = new URL(url).origin
        } catch {
          return { ok: false, message: 'Невірна адреса сервера.' }
        }
        if (origin !== window.location.origin) {
          return { ok: false, message: 'У веб-версії можна перевірити лише поточний сервер.' }
        }
        const res = await request(requestFor('GET /health'))
        return res.ok
          ? { ok: true, message: 'З’єднання встановлено.' }
          : { ok: false, message: res.message ?? CONNECTION_MESSAGES.down }
      },
    },
    backups: {
      list: () => backupCalls.list(),
      create: () => backupCalls.create(),
      // The page cannot stop the server it is served by: restoring is done on the server.
      async restore() {
        return { ok: false, message: RESTORE_ON_SERVER }
      },
    },
    exports: createWebExports(doFetch),
    print: createWebPrint(),
  }
}
