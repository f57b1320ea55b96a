import { vi } from 'vitest'
import { createBackupCalls } from '@shared/backups'
import type { AppInfo, ShopBridge } from '@shared/bridge'
import type { BackupOutcome } from '@shared/contract/backups'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import type { Informer } from '@shared/informers'
import { CHANNELS } from '@shared/ipc'
import { DEFAULT_PREFS, type Prefs } from '@shared/prefs'

export type ApiHandler = (req: ApiRequest) => ApiResponse | undefined

export interface FakeBridge extends ShopBridge {
  /** The remembered preferences, as a real store would hold them. */
  storedPrefs: Partial<Prefs>
  /** Pushes an informer list to every subscriber, as a poll would. */
  pushInformers(list: Informer[]): void
  /** Tells the window to go to `route`, as the desktop app's main process does (tray, sign-out). */
  pushNavigate(route: string): void
  apiCalls: ApiRequest[]
}

const ok = (data: unknown): ApiResponse => ({ status: 200, ok: true, data })

/**
 * An in-memory ShopBridge for renderer tests. `handlers` answer API calls in order (the first
 * that returns something wins); the session is a signed-in administrator by default.
 */
export function createFakeBridge(
  options: {
    handlers?: ApiHandler[]
    prefs?: Partial<Prefs>
    info?: Partial<AppInfo>
    /** What a restore answers; set, the bridge is the desktop app's on its embedded server. */
    restore?: (name: string, fromAnotherShop?: boolean) => BackupOutcome
  } = {},
): FakeBridge {
  const storedPrefs: Partial<Prefs> = { ...options.prefs }
  const listeners = new Set<(list: Informer[]) => void>()
  let latest: Informer[] | null = null
  const navigateListeners = new Set<(route: string) => void>()
  const apiCalls: ApiRequest[] = []
  const defaults: ApiHandler = (req) => {
    const admin = { id: 1, name: 'Адміністратор', access: 10 }
    if (req.path === '/session') return ok({ data: admin })
    if (req.path === '/api/settings/get_params')
      return ok({ data: { settings: '{}', auth: admin } })
    return undefined
  }
  const scripted: Scripted = {
    api: {
      async request<T>(req: ApiRequest) {
        apiCalls.push(req)
        for (const handler of [...(options.handlers ?? []), defaults]) {
          const res = handler(req)
          if (res) return res as ApiResponse<T>
        }
        return { status: 404, ok: false, data: null, message: 'Не знайдено.' }
      },
    },
    carrier: { request: async () => ({ ok: false, message: 'немає' }) },
    informers: {
      subscribe(listener) {
        listeners.add(listener)
        if (latest) listener(latest)
        return () => listeners.delete(listener)
      },
      refresh: async () => {},
    },
    clipboard: { writeText: vi.fn(async () => {}) },
    notify: { show: vi.fn(async () => {}) },
    windows: {
      openCallsNew: vi.fn(async () => {}),
      minimizeSelf: vi.fn(async () => {}),
      closeSelf: vi.fn(async () => {}),
    },
    prefs: {
      async get(key) {
        return (storedPrefs[key] ?? DEFAULT_PREFS[key]) as never
      },
      async set(key, value) {
        ;(storedPrefs as Record<string, unknown>)[key] = value
      },
    },
    app: {
      info: async () => ({
        platform: 'web',
        version: '0.1.0',
        serverUrl: 'http://shop.test',
        ...options.info,
      }),
      onNavigate: (listener) => {
        navigateListeners.add(listener)
        return () => void navigateListeners.delete(listener)
      },
      setUnsaved: vi.fn(async () => {}),
      openLogFolder: vi.fn(async () => false),
      print: vi.fn(async () => ({ ok: true, message: '' })),
    },
    updates: {
      status: async () => ({ state: 'unsupported', reason: 'web' }),
      check: async () => {},
      restart: async () => ({ ok: false, reason: 'not-ready' }),
      onChange: () => () => {},
      feed: async () => null,
    },
    connection: {
      get: async () => ({ mode: 'embedded' }),
      set: async () => {},
      test: async () => ({ ok: true, message: 'ok' }),
    },
    backups: {
      list: () => backupCalls.list(),
      create: () => backupCalls.create(),
      restore: vi.fn(async (name: string, fromAnotherShop?: boolean) =>
        options.restore
          ? options.restore(name, fromAnotherShop)
          : { ok: false, message: 'Не тут.' },
      ),
    },
    exports: {
      save: vi.fn(async () => ({ ok: false, reason: 'cancelled' }) as const),
      cancel: vi.fn(async () => {}),
    },
    print: {
      document: vi.fn(async () => ({ ok: true, message: '' }) as const),
      savePdf: vi.fn(async () => ({ ok: true, message: '' }) as const),
    },
  }
  const bridge: FakeBridge = {
    ...withDefaults(scripted),
    storedPrefs,
    apiCalls,
    pushInformers(list) {
      latest = list
      for (const listener of listeners) listener(list)
    },
    pushNavigate(route) {
      for (const listener of navigateListeners) listener(route)
    },
  }
  // The same list/create as both real bridges, over the handlers above.
  const backupCalls = createBackupCalls(bridge.api.request, () => Boolean(options.restore))
  return bridge
}

/** What a test scripts; a capability it does not is a mock answering nothing. */
type Scripted = { [A in keyof ShopBridge]?: Partial<ShopBridge[A]> }

function withDefaults(scripted: Scripted): ShopBridge {
  const bridge: Record<string, Record<string, unknown>> = {}
  for (const { area, method, decl } of CHANNELS) {
    const given = (scripted as Record<string, Record<string, unknown> | undefined>)[area]?.[method]
    bridge[area] ??= {}
    bridge[area][method] =
      given ?? (decl.kind === 'invoke' ? vi.fn(async () => undefined) : vi.fn(() => () => {}))
  }
  // Every area and method of the table is there, scripted or a mock.
  return bridge as unknown as ShopBridge
}

export { informer } from '../../shared/test/informers'
