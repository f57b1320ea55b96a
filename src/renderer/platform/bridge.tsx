import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { ShopBridge } from '@shared/bridge'
import { tryRender, type Message } from '@shared/messages'
import { createWebBridge } from './webBridge'
import { watchConnection } from './connection'

declare global {
  interface Window {
    /** Exposed by the desktop app's preload; absent in a browser. */
    shop?: ShopBridge
  }
}

let platformBridge: ShopBridge | null = null

/** The desktop app's `window.shop` when present, otherwise the web bridge (one per page). */
export function getPlatformBridge(): ShopBridge {
  platformBridge ??= window.shop ?? createWebBridge()
  return platformBridge
}

/**
 * The same bridge, with a carrier's failure said in the reader's language: main and the server
 * send its code beside a Ukrainian `message`, which stays while the texts load.
 */
export function sayCarrierFailures(bridge: ShopBridge): ShopBridge {
  return {
    ...bridge,
    carrier: {
      async request(req) {
        const res = await bridge.carrier.request(req)
        if (res.ok || !res.code) return res
        const said = tryRender({ code: res.code, params: res.params } as Message)
        return said ? { ...res, message: said } : res
      },
    },
  }
}

const BridgeContext = createContext<ShopBridge | null>(null)

/** Every API answer below this provider also tells the connection store whether the server is there. */
export function BridgeProvider({ bridge, children }: { bridge?: ShopBridge; children: ReactNode }) {
  const given = bridge ?? getPlatformBridge()
  const watched = useMemo(() => sayCarrierFailures(watchConnection(given)), [given])
  return <BridgeContext.Provider value={watched}>{children}</BridgeContext.Provider>
}

export function useBridge(): ShopBridge {
  const bridge = useContext(BridgeContext)
  if (!bridge) throw new Error('useBridge() needs a <BridgeProvider> above it')
  return bridge
}
