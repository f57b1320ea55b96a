import type { CAPABILITIES } from './desktop/capabilities'
import type { BridgeOf } from './desktop/declare'

/**
 * The one interface the renderer talks to, derived from the capability table
 * (`desktop/capabilities.ts`). Two implementations: the Electron one (preload -> IPC -> main,
 * which holds the session and does the network) and the web one (fetch with credentials
 * straight to the server). The renderer never calls fetch, ipcRenderer or Node.
 */
export type ShopBridge = BridgeOf<typeof CAPABILITIES>

export type { AppInfo, ConnectionSettings, RestartAnswer } from './desktop/results'
