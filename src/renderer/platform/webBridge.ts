import type { ShopBridge } from '@shared/bridge'
import type { CarrierRequest } from '@shared/carrier'
import { carrierViaServer } from '@shared/contract/carrier'
import { REQUEST_TIMEOUT_MS, answerOf, unreachable } from '@shared/contract/answer'
import { createBackupCalls, outcome } from '@shared/backups'
import { RESTORE_ON_SERVER } from '@shared/contract/backups'
import {
  MARKER_HEADER,
  MARKER_VALUE,
  type ApiRequest,
  type ApiResponse,
} from '@shared/contract/http'
import { INFORMER_POLL_MS } from '@shared/informers'
import { webApp, webConnection, webInformers, webNotify, webPrefs } from './webAreas'
import { createWebExports } from './webExports'
import { createWebPrint } from './webPrint'

/**
 * The bridge of web mode: the page is served by the shop server itself, so every call goes to
 * the same origin with the session cookie. This file is the only place in the renderer allowed
 * to call `fetch` (an ESLint rule keeps it so); the other areas get its `request`.
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

  const backupCalls = createBackupCalls(request, () => false)
  const { app, navigate } = webApp(request, options.version)

  return {
    api: { request },
    carrier: { request: (req: CarrierRequest) => carrierViaServer(request, req) },
    informers: webInformers(request, options.pollMs ?? INFORMER_POLL_MS),
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
      list: () => backupCalls.list(),
      create: () => backupCalls.create(),
      // The page cannot stop the server it is served by: restoring is done on the server.
      async restore() {
        return outcome(false, RESTORE_ON_SERVER)
      },
    },
    exports: createWebExports(doFetch),
    print: createWebPrint(),
  }
}
