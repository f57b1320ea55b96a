import semver from 'semver'
import type { UpdateStatus } from '@shared/updates'

/** How often a running app asks the feed again (and once on start). */
export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000

/**
 * Whether a version on the feed is one to install: strictly newer, and not a pre-release
 * unless this build is one already (a shop on a stable build never gets a beta by accident).
 */
export function isOffered(current: string, candidate: string): boolean {
  const cur = semver.valid(current)
  const next = semver.valid(candidate)
  if (!cur || !next) return false
  if (semver.prerelease(next) && !semver.prerelease(cur)) return false
  return semver.gt(next, cur)
}

/** Milliseconds until the next check: at once when never checked or overdue. */
export function nextCheckDelay(now: number, lastCheckAt: number | null): number {
  if (lastCheckAt === null) return 0
  return Math.max(0, lastCheckAt + UPDATE_CHECK_INTERVAL_MS - now)
}

/**
 * The feed the app reads: the workstation's own (prefs) over the one built in. Only http(s);
 * a broken address disables updates rather than sending requests somewhere unintended.
 */
export function chooseFeed(fromPrefs: string, builtIn: string | null): string | null {
  const candidate = fromPrefs.trim() !== '' ? fromPrefs.trim() : (builtIn ?? '')
  if (candidate === '') return null
  try {
    const url = new URL(candidate)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password) return null
    return url.toString().endsWith('/') ? url.toString() : `${url.toString()}/`
  } catch {
    return null
  }
}

export type RestartDecision =
  { action: 'restart' } | { action: 'wait'; reason: 'not-ready' | 'unsaved' }

/**
 * Whether "restart to update" may restart now. Never while a window has a form with unsaved
 * changes: the user saves first and asks again (the update also installs on the next quit).
 */
export function restartDecision(status: UpdateStatus, unsavedWindows: number): RestartDecision {
  if (status.state !== 'ready') return { action: 'wait', reason: 'not-ready' }
  if (unsavedWindows > 0) return { action: 'wait', reason: 'unsaved' }
  return { action: 'restart' }
}

/** Whether the app and tray offer "restart to update". */
export function offersRestart(status: UpdateStatus): boolean {
  return status.state === 'ready'
}
