import type { ShopBridge } from '@shared/bridge'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import type { PrefKey, Prefs } from '@shared/prefs'
import type { InvokeChannel, InvokeChannels, PushChannel, PushChannels } from '@shared/ipc'

/** The slice of `ipcRenderer` the bridge needs, so it can be tested without Electron. */
export interface IpcPort {
  invoke(channel: InvokeChannel, ...args: unknown[]): Promise<unknown>
  /** Subscribes to a push channel; returns the unsubscribe. */
  on(channel: PushChannel, listener: (payload: unknown) => void): () => void
}

/**
 * `window.shop` for the desktop app: named functions over typed channels. It never hands out
 * `ipcRenderer` itself; main validates every payload again, since a renderer is not trusted.
 */
export function createElectronBridge(ipc: IpcPort) {
  function invoke<K extends InvokeChannel>(
    channel: K,
    ...args: Parameters<InvokeChannels[K]>
  ): Promise<ReturnType<InvokeChannels[K]>> {
    // The channel's return type is guaranteed by main's typed handler map.
    return ipc.invoke(channel, ...args) as Promise<ReturnType<InvokeChannels[K]>>
  }

  function on<K extends PushChannel>(channel: K, listener: PushChannels[K]): () => void {
    return ipc.on(channel, (payload) => {
      // Main pushes exactly this channel's payload type (see PushChannels).
      ;(listener as (p: unknown) => void)(payload)
    })
  }

  return {
    api: {
      // The body's shape is the caller's to assert, as with any HTTP client.
      request: <T>(req: ApiRequest) => invoke('api:request', req) as Promise<ApiResponse<T>>,
    },
    carrier: {
      request: (req) => invoke('carrier:request', req),
    },
    informers: {
      subscribe(listener) {
        let active = true
        const off = on('informers:update', (list) => {
          if (active) listener(list)
        })
        void invoke('informers:get').then((list) => {
          if (active && list) listener(list)
        })
        return () => {
          active = false
          off()
        }
      },
      refresh: () => invoke('informers:refresh'),
    },
    clipboard: {
      writeText: (text) => invoke('clipboard:write', text),
    },
    notify: (notification) => invoke('notify:show', notification),
    windows: {
      openCallsNew: () => invoke('windows:open-calls-new'),
      minimizeSelf: () => invoke('windows:minimize-self'),
      closeSelf: () => invoke('windows:close-self'),
    },
    prefs: {
      // Main answers the value of exactly this key (its store is parsed with prefsSchema).
      get: <K extends PrefKey>(key: K) => invoke('prefs:get', key) as Promise<Prefs[K]>,
      set: (key, value) => invoke('prefs:set', key, value),
    },
    app: {
      info: () => invoke('app:info'),
      onNavigate: (listener) => on('app:navigate', listener),
      setUnsaved: (unsaved) => invoke('app:set-unsaved', unsaved),
      openLogFolder: () => invoke('app:open-log-folder'),
      print: () => invoke('app:print'),
    },
    updates: {
      status: () => invoke('updates:status'),
      check: () => invoke('updates:check'),
      restart: () => invoke('updates:restart'),
      onChange: (listener) => on('updates:changed', listener),
      feed: () => invoke('updates:feed'),
    },
    connection: {
      get: () => invoke('connection:get'),
      set: (settings) => invoke('connection:set', settings),
      test: (settings) => invoke('connection:test', settings),
    },
    backups: {
      list: () => invoke('backups:list'),
      create: () => invoke('backups:create'),
      restore: (name, fromAnotherShop) => invoke('backups:restore', name, fromAnotherShop),
    },
    exports: {
      save: (req) => invoke('exports:save', req),
      cancel: (job) => invoke('exports:cancel', job),
    },
    print: {
      document: (doc) => invoke('print:document', doc),
      savePdf: (doc, fileName) => invoke('print:save-pdf', doc, fileName),
    },
  } satisfies ShopBridge
}
