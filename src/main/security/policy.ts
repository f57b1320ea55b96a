/**
 * Electron security decisions in one place, as plain functions so they are tested without
 * Electron and applied by the glue to every window (see docs/security.md).
 */

/** The UI is served from this privileged custom scheme, never from file:// (see protocol/). */
export const APP_SCHEME = 'app'
export const APP_HOST = 'shop'
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/`

/**
 * In the desktop app the renderer talks to main only (IPC), so it connects to nothing but
 * itself. Kept in a plain module so the renderer CSP check (tests/electron) reads the same one.
 */
export { CONTENT_SECURITY_POLICY } from './csp.mjs'

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Same scheme and host as one of the app's own bases (the custom scheme's origin is "null"). */
export function isAppUrl(url: string, appUrls: readonly string[]): boolean {
  const target = parse(url)
  if (!target) return false
  return appUrls.some((base) => {
    const own = parse(base)
    return !!own && own.protocol === target.protocol && own.host === target.host && own.host !== ''
  })
}

/** A link the OS browser may open: http(s) only, parsed, no credentials in it. */
export function externalUrl(url: string): string | null {
  const target = parse(url)
  if (!target) return null
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null
  if (target.username || target.password) return null
  return target.toString()
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny'; openExternal?: string }

/** `will-navigate`/`will-redirect`: stay inside the app; web links go to the OS browser. */
export function decideNavigation(url: string, appUrls: readonly string[]): NavigationDecision {
  if (isAppUrl(url, appUrls)) return { action: 'allow' }
  const external = externalUrl(url)
  return external ? { action: 'deny', openExternal: external } : { action: 'deny' }
}

/** `setWindowOpenHandler`: the app opens its own windows through IPC, never `window.open`. */
export function decideWindowOpen(url: string): { action: 'deny'; openExternal?: string } {
  const external = externalUrl(url)
  return external ? { action: 'deny', openExternal: external } : { action: 'deny' }
}

/** Only notifications are granted, and only to the app's own pages. */
export function decidePermission(
  permission: string,
  requestingUrl: string,
  appUrls: readonly string[],
): boolean {
  return permission === 'notifications' && isAppUrl(requestingUrl, appUrls)
}

/**
 * The webPreferences every window must have. Windows write them out literally (so a static
 * audit sees them) and `satisfies` this type, so a weaker value does not compile.
 */
export interface SecureWebPreferences {
  preload: string
  contextIsolation: true
  sandbox: true
  nodeIntegration: false
  nodeIntegrationInWorker: false
  nodeIntegrationInSubFrames: false
  webviewTag: false
  webSecurity: true
  allowRunningInsecureContent: false
  experimentalFeatures: false
  navigateOnDragDrop: false
  safeDialogs: true
  /** Middle-click would open links in new windows, around the window-open guard. */
  disableBlinkFeatures: 'Auxclick'
  spellcheck: false
  /**
   * The renderer loads its scripts from disk on every start: keep V8's compiled code for them
   * from the first run on (no heat check), so later starts skip parsing and compiling.
   */
  v8CacheOptions: 'bypassHeatCheck'
}
