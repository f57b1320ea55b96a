import type { ShopBridge } from '@shared/bridge'
import type { BackupCalls } from '@shared/backups'
import type { CarrierRequest } from '@shared/carrier'
import { REQUEST_TIMEOUT_MS, unreachable } from '@shared/contract/failure'
import {
  MARKER_HEADER,
  MARKER_VALUE,
  type ApiRequest,
  type ApiResponse,
} from '@shared/contract/wire'
import { webApp, webConnection, webInformers, webNotify, webPrefs } from './webAreas'
import { createWebExports } from './webExports'
import { createWebPrint } from './webPrint'

/**
 * The bridge of web mode: the page is served by the shop server itself, so every call goes to
 * the same origin with the session cookie. This file is the only place in the renderer allowed
 * to call `fetch` (an ESLint rule keeps it so); the other areas get its `request`.
 *
 * What needs zod (reading an error body, the carrier's and the backups' answers) is imported
 * when first used, not with the page: the entry's size budget (scripts/check-bundle.mjs).
 */

export interface WebBridgeOptions {
  fetch?: typeof fetch
  storage?: Storage
  timeoutMs?: number
  pollMs?: number
  version?: string
}

export function createWebBridge(options: WebBridgeOptions = {}): ShopBridge {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function request<T>(req: ApiRequest): Promise<ApiResponse<T>> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    // Its reader loads while the request travels (the first time; then it is at hand).
    const reading = import('@shared/contract/answer')
    reading.catch(() => {})
    try {
      const res = await doFetch(req.path, {
        method: req.method,
        credentials: 'include',
        headers: { [MARKER_HEADER]: MARKER_VALUE, 'Content-Type': 'application/json' },
        body: req.method === 'GET' || req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
      })
      const text = await res.text()
      const { answerOf } = await reading
      return answerOf(res.status, text) as ApiResponse<T>
    } catch {
      return unreachable<T>(controller.signal.aborted)
    } finally {
      clearTimeout(timer)
    }
  }

  let backups: Promise<BackupCalls> | undefined
  const backupCalls = () =>
    (backups ??= import('@shared/backups').then((m) => m.createBackupCalls(request, () => false)))
  const { app, navigate } = webApp(request, options.version)

  return {
    api: { request },
    carrier: {
      request: async (req: CarrierRequest) =>
        (await import('@shared/contract/carrier')).carrierViaServer(request, req),
    },
    informers: webInformers(request, options.pollMs),
    clipboard: {
      async writeText(text) {
        await navigator.clipboard.writeText(text)
      },
    },
    notify: webNotify(navigate),
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
    prefs: webPrefs(options.storage ?? window.localStorage),
    app,
    updates: {
      status: async () => ({ state: 'unsupported', reason: 'web' }) as const,
      async check() {},
      restart: async () => ({ ok: false, reason: 'not-ready' }) as const,
      onChange: () => () => {},
      feed: async () => null,
    },
    connection: webConnection(request),
    backups: {
      list: async () => (await backupCalls()).list(),
      create: async () => (await backupCalls()).create(),
      // The page cannot stop the server it is served by: restoring is done on the server.
      async restore() {
        const [{ outcome }, { RESTORE_ON_SERVER }] = await Promise.all([
          import('@shared/backups'),
          import('@shared/contract/backups'),
        ])
        return outcome(false, RESTORE_ON_SERVER)
      },
    },
    exports: createWebExports(doFetch),
    print: createWebPrint(),
  }
}
