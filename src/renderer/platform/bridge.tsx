import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { ShopBridge } from '@shared/bridge'
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

const BridgeContext = createContext<ShopBridge | null>(null)

/** Every API answer below this provider also tells the connection store whether the server is there. */
export function BridgeProvider({ bridge, children }: { bridge?: ShopBridge; children: ReactNode }) {
  const given = bridge ?? getPlatformBridge()
  const watched = useMemo(() => watchConnection(given), [given])
  return <BridgeContext.Provider value={watched}>{children}</BridgeContext.Provider>
}

export function useBridge(): ShopBridge {
  const bridge = useContext(BridgeContext)
  if (!bridge) throw new Error('useBridge() needs a <BridgeProvider> above it')
  return bridge
}
