import type { ShopBridge } from '@shared/bridge'
import { CHANNELS, type InvokeChannel, type PushChannel } from '@shared/ipc'

/** The slice of `ipcRenderer` the bridge needs, so it can be tested without Electron. */
export interface IpcPort {
  invoke(channel: InvokeChannel, ...args: unknown[]): Promise<unknown>
  /** Subscribes to a push channel; returns the unsubscribe. */
  on(channel: PushChannel, listener: (payload: unknown) => void): () => void
}

type Listener = (payload: unknown) => void

/** A feed: the latest value main holds (if any) at once, then every push, until unsubscribed. */
function subscribe(ipc: IpcPort, channel: InvokeChannel & PushChannel, listener: Listener) {
  let active = true
  const off = ipc.on(channel, (payload) => {
    if (active) listener(payload)
  })
  void ipc.invoke(channel).then((latest) => {
    if (active && latest != null) listener(latest)
  })
  return () => {
    active = false
    off()
  }
}

/**
 * `window.shop` for the desktop app, built from the capability table: each `area.method` is a
 * named function over its own channel. It never hands out `ipcRenderer` itself; main validates
 * every payload again, since a renderer is not trusted.
 */
export function createElectronBridge(ipc: IpcPort): ShopBridge {
  const bridge: Record<string, Record<string, unknown>> = {}
  for (const { channel, area, method, decl } of CHANNELS) {
    const ch = channel as InvokeChannel & PushChannel
    bridge[area] ??= {}
    bridge[area][method] =
      decl.kind === 'invoke'
        ? (...args: unknown[]) => ipc.invoke(ch, ...args)
        : decl.kind === 'push'
          ? (listener: Listener) => ipc.on(ch, listener)
          : (listener: Listener) => subscribe(ipc, ch, listener)
  }
  // Typed by the table it walked: main answers each channel as declared (and checks it).
  return bridge as ShopBridge
}
