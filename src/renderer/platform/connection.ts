import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import type { ShopBridge } from '@shared/bridge'

/**
 * Whether the shop server can be reached, learnt from the answers themselves: a call that
 * comes back with `status: 0` (nothing answered) marks the UI offline, and any answer at all
 * (even a 4xx) marks it online again. The shell polls `GET /health` while offline.
 */
export interface ConnectionState {
  offline: boolean
  /** When the first failed call of this outage came back (ms since epoch). */
  since: number | null
}

export const useConnectionStore = create<ConnectionState>()(() => ({ offline: false, since: null }))

/** While offline, how often the shell asks `GET /health` whether the server is back. */
export const HEALTH_POLL_MS = 5_000

export function noteAnswer(status: number, now: number = Date.now()): void {
  const { offline } = useConnectionStore.getState()
  if (status === 0 && !offline) useConnectionStore.setState({ offline: true, since: now })
  else if (status !== 0 && offline) useConnectionStore.setState({ offline: false, since: null })
}

/** The same bridge, with every API answer reported to the connection store. */
export function watchConnection(bridge: ShopBridge): ShopBridge {
  return {
    ...bridge,
    api: {
      async request(req) {
        const res = await bridge.api.request(req)
        noteAnswer(res.status)
        return res as never
      },
    },
  }
}

export function useOffline(): boolean {
  return useConnectionStore((s) => s.offline)
}

/**
 * Whether the server is unreachable now; `onBack` runs when it answers again after an outage
 * this component saw (`onBack` should keep its identity between renders).
 */
export function useBackOnline(onBack: () => void): boolean {
  const offline = useOffline()
  const wasOffline = useRef(false)
  useEffect(() => {
    if (offline) {
      wasOffline.current = true
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    onBack()
  }, [offline, onBack])
  return offline
}
