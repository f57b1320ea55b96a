import type { UpdateStatus } from '@shared/updates'
import { isOffered, nextCheckDelay, restartDecision, type RestartDecision } from './decide'

/** The part of electron-updater's AppUpdater this app drives (a fake in tests). */
export interface UpdaterPort {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  setFeedURL(options: { provider: 'generic'; url: string }): void
  checkForUpdates(): Promise<unknown>
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void
  on(event: string, listener: (...args: never[]) => void): unknown
}

export interface UpdateServiceOptions {
  updater: UpdaterPort
  currentVersion: string
  /** The feed to read now (prefs over the built-in one); null: updates off. */
  feed(): string | null
  /** False in an unpackaged build: electron-updater only updates installed apps. */
  packaged: boolean
  /** Windows with a form that has unsaved changes. */
  unsavedWindows(): number
  onStatus(status: UpdateStatus): void
  now?: () => number
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(h: unknown): void }
  log?: (message: string) => void
}

export interface UpdateService {
  status(): UpdateStatus
  /** Check now (menu item, /test page); resolves when the check has started or been refused. */
  check(): Promise<void>
  /** "Restart to update": restarts only when the decision allows it. */
  restart(): RestartDecision
  start(): void
  stop(): void
}

/**
 * Checks on start and daily, downloads in the background, and installs on the user's
 * "restart" (or on the next quit). Never restarts by itself: `restart()` is the only caller of
 * quitAndInstall and it refuses while a form has unsaved changes.
 */
export function createUpdateService(o: UpdateServiceOptions): UpdateService {
  const now = o.now ?? Date.now
  const timers = o.timers ?? {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  const log = o.log ?? (() => {})
  let status: UpdateStatus = o.packaged
    ? { state: 'idle', checkedAt: null }
    : { state: 'unsupported', reason: 'dev' }
  let lastCheckAt: number | null = null
  let timer: unknown = null
  let appliedFeed: string | null = null

  const set = (next: UpdateStatus) => {
    status = next
    o.onStatus(next)
  }

  o.updater.autoDownload = true
  o.updater.autoInstallOnAppQuit = true
  o.updater.on('checking-for-update', () => set({ state: 'checking' }))
  o.updater.on('update-not-available', () => set({ state: 'idle', checkedAt: now() }))
  o.updater.on('update-available', (info: { version: string }) => {
    // electron-updater decides too; ours keeps a stable build off pre-releases whatever it says.
    if (!isOffered(o.currentVersion, info.version)) set({ state: 'idle', checkedAt: now() })
    else set({ state: 'downloading', version: info.version, percent: 0 })
  })
  o.updater.on('download-progress', (p: { percent: number }) => {
    if (status.state === 'downloading') set({ ...status, percent: Math.round(p.percent) })
  })
  o.updater.on('update-downloaded', (info: { version: string }) => {
    if (isOffered(o.currentVersion, info.version)) set({ state: 'ready', version: info.version })
  })
  o.updater.on('error', (error: Error) => {
    log(`Оновлення: ${error.message}`)
    if (status.state !== 'ready') set({ state: 'error', message: error.message })
  })

  async function check(): Promise<void> {
    if (!o.packaged) return
    if (status.state === 'ready' || status.state === 'downloading') return
    const feed = o.feed()
    if (!feed) return set({ state: 'unsupported', reason: 'no-feed' })
    if (feed !== appliedFeed) {
      o.updater.setFeedURL({ provider: 'generic', url: feed })
      appliedFeed = feed
    }
    lastCheckAt = now()
    try {
      await o.updater.checkForUpdates()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log(`Оновлення: ${message}`)
      set({ state: 'error', message })
    }
  }

  function schedule() {
    timer = timers.setTimeout(
      () => {
        void check().finally(schedule)
      },
      nextCheckDelay(now(), lastCheckAt),
    )
  }

  return {
    status: () => status,
    check,
    restart() {
      const decision = restartDecision(status, o.unsavedWindows())
      if (decision.action === 'restart') o.updater.quitAndInstall(false, true)
      return decision
    },
    start() {
      if (o.packaged && timer === null) schedule()
    },
    stop() {
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
    },
  }
}
