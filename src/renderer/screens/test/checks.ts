import type { UpdateStatus } from '@shared/updates'

/** One check's result on the workstation page. */
export type CheckResult =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'ok'; lines: string[] }
  | { state: 'failed'; message: string }

/** Scanners type a whole code in a burst; a human's keystrokes are 100 ms and more apart. */
export const SCANNER_MAX_GAP_MS = 50

export interface ScanStats {
  text: string
  /** Milliseconds between consecutive keystrokes. */
  gaps: number[]
  averageGap: number
  maxGap: number
  /** Every gap short enough for a scanner. */
  looksScanned: boolean
}

/** What a scan (keystrokes with their times, ended by Enter) says about the scanner. */
export function scanStats(keys: readonly { key: string; at: number }[]): ScanStats | null {
  if (keys.length === 0) return null
  const gaps = keys.slice(1).map((k, i) => Math.round(k.at - (keys[i]?.at ?? k.at)))
  const maxGap = gaps.length ? Math.max(...gaps) : 0
  const averageGap = gaps.length ? Math.round(gaps.reduce((a, b) => a + b, 0) / gaps.length) : 0
  return {
    text: keys.map((k) => k.key).join(''),
    gaps,
    averageGap,
    maxGap,
    looksScanned: keys.length > 1 && maxGap <= SCANNER_MAX_GAP_MS,
  }
}

/** The i18n key and values describing an update status. */
export function updateText(status: UpdateStatus): { key: string; values?: Record<string, string> } {
  switch (status.state) {
    case 'unsupported':
      return { key: `updates.unsupported_${status.reason}` }
    case 'idle':
      return status.checkedAt === null
        ? { key: 'updates.idle_never' }
        : { key: 'updates.idle', values: { time: new Date(status.checkedAt).toLocaleString() } }
    case 'checking':
      return { key: 'updates.checking' }
    case 'downloading':
      return {
        key: 'updates.downloading',
        values: { version: status.version, percent: String(status.percent) },
      }
    case 'ready':
      return { key: 'updates.ready', values: { version: status.version } }
    case 'error':
      return { key: 'updates.error', values: { message: status.message } }
  }
}
