/**
 * Where the desktop app's self-update stands, as main reports it to the UI and the tray.
 * `unsupported`: web mode, or a build that cannot update itself (not packaged, no feed).
 */
export type UpdateStatus =
  | { state: 'unsupported'; reason: 'web' | 'dev' | 'no-feed' }
  | { state: 'idle'; checkedAt: number | null }
  | { state: 'checking' }
  | { state: 'downloading'; version: string; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'error'; message: string }
