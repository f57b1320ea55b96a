import type { AppInfo, ConnectionSettings, ShopBridge } from '@shared/bridge'
import type { CarrierRequest, CarrierResponse } from '@shared/carrier'
import {
  MARKER_HEADER,
  MARKER_VALUE,
  errorBodySchema,
  type ApiRequest,
  type ApiResponse,
} from '@shared/contract/http'
import { INFORMER_POLL_MS, informerListSchema, type Informer } from '@shared/informers'
import { DEFAULT_PREFS, prefsSchema, type PrefKey, type Prefs } from '@shared/prefs'

/**
 * The bridge of web mode: the page is served by the shop server itself, so every call goes to
 * the same origin with the session cookie. This file is the only place in the renderer allowed
 * to call `fetch` (an ESLint rule keeps it so).
 */

export const OFFLINE_MESSAGE = 'Сервер недоступний. Перевірте з’єднання.'
export const TIMEOUT_MESSAGE = 'Сервер не відповів вчасно. Спробуйте ще раз.'
export const REQUEST_TIMEOUT_MS = 30_000
const PREFS_PREFIX = 'shop.prefs.'

export interface WebBridgeOptions {
  fetch?: typeof fetch
  storage?: Storage
  timeoutMs?: number
  pollMs?: number
  version?: string
}

function genericMessage(status: number): string {
  if (status === 401) return 'Потрібно увійти в систему.'
  if (status === 403) return 'Доступ заборонено.'
  if (status === 404) return 'Не знайдено.'
  if (status === 413) return 'Запит завеликий.'
  if (status === 429) return 'Забагато запитів. Зачекайте хвилину.'
  if (status >= 500) return `Помилка сервера (${status}). Спробуйте пізніше.`
  return `Запит не виконано (${status}).`
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export function createWebBridge(options: WebBridgeOptions = {}): ShopBridge {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const storage = options.storage ?? window.localStorage
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const pollMs = options.pollMs ?? INFORMER_POLL_MS

  async function request<T>(req: ApiRequest): Promise<ApiResponse<T>> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let res: Response
    try {
      res = await doFetch(req.path, {
        method: req.method,
        credentials: 'include',
        headers: { [MARKER_HEADER]: MARKER_VALUE, 'Content-Type': 'application/json' },
        body: req.method === 'GET' || req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
      })
    } catch {
      const message = controller.signal.aborted ? TIMEOUT_MESSAGE : OFFLINE_MESSAGE
      return { status: 0, ok: false, data: null, message }
    } finally {
      clearTimeout(timer)
    }
    const body = await readJson(res).catch(() => null)
    if (res.ok) return { status: res.status, ok: true, data: body as T }
    const parsed = errorBodySchema.safeParse(body)
    return {
      status: res.status,
      ok: false,
      data: null,
      message: parsed.success ? parsed.data.message : genericMessage(res.status),
      ...(parsed.success && parsed.data.errors ? { errors: parsed.data.errors } : {}),
    }
  }

  // Informers: one poller for the page, running while anyone listens.
  const informerListeners = new Set<(list: Informer[]) => void>()
  let latest: Informer[] | null = null
  let pollTimer: ReturnType<typeof setInterval> | null = null
  async function pollInformers(): Promise<void> {
    const res = await request<{ data: unknown }>({
      method: 'POST',
      path: '/api/settings/get_informers',
    })
    if (!res.ok || !res.data) return
    const parsed = informerListSchema.safeParse(res.data.data)
    if (!parsed.success) {
      console.warn('Informers: unexpected answer', parsed.error.issues)
      return
    }
    latest = parsed.data
    for (const listener of informerListeners) listener(parsed.data)
  }

  const navigateListeners = new Set<(route: string) => void>()

  // In web mode the UI is the server's own build, so the server's version is the app's.
  let version: Promise<string> | string | undefined
  async function readServerVersion(): Promise<string> {
    const res = await request<{ data?: { version?: unknown } }>({ method: 'GET', path: '/health' })
    const found = res.ok ? res.data?.data?.version : undefined
    return typeof found === 'string' ? found : ''
  }

  function prefKey(key: PrefKey): string {
    return PREFS_PREFIX + key
  }

  async function carrier(req: CarrierRequest): Promise<CarrierResponse> {
    const fail = (message: string): CarrierResponse => ({ ok: false, message })
    if (req.op === 'cities') {
      const res = await request<{ data: unknown }>({
        method: 'GET',
        path: `/apisite/nova_pochta/get_cities/${encodeURIComponent(req.query)}`,
      })
      if (!res.ok || !res.data || !Array.isArray(res.data.data)) return fail(res.message ?? '')
      return { ok: true, op: 'cities', data: res.data.data }
    }
    if (req.op === 'warehouses') {
      const res = await request<{ data: unknown }>({
        method: 'GET',
        path: `/apisite/nova_pochta/get_warehouses/${encodeURIComponent(req.cityRef)}`,
      })
      if (!res.ok || !res.data || !Array.isArray(res.data.data)) return fail(res.message ?? '')
      return { ok: true, op: 'warehouses', data: res.data.data }
    }
    const res = await request<{ data: unknown }>({
      method: 'POST',
      path: '/apisite/nova_pochta/tracking',
      body: { documents: req.documents },
    })
    if (!res.ok || !res.data || !Array.isArray(res.data.data)) return fail(res.message ?? '')
    return { ok: true, op: 'tracking', data: res.data.data }
  }

  return {
    api: { request },
    carrier: { request: carrier },
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
        const res = await request({ method: 'GET', path: '/health' })
        return res.ok
          ? { ok: true, message: 'З’єднання встановлено.' }
          : { ok: false, message: res.message ?? OFFLINE_MESSAGE }
      },
    },
  }
}
