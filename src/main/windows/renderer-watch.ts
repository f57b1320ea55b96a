/**
 * What a window's renderer can do to the person at the desk: die (a crash, an out-of-memory
 * kill) or hang. Either way the window must not stay dead: the crash is written to the app's log
 * and the page is loaded again. Record and order forms keep what was typed in localStorage as it
 * is typed (src/renderer/resources/record/drafts.ts), and a reloaded form offers it back, so a
 * reload loses nothing typed. The Electron side is injected (src/main/app/windows.ts), so this
 * runs in unit tests without Electron.
 */

/** The part of `RenderProcessGoneDetails` used here. */
export interface GoneDetails {
  reason: string
  exitCode: number
}

export interface RendererWatchPorts {
  /** The window's `webContents` `render-process-gone`, and the window's `unresponsive`/`responsive`. */
  onGone(listener: (details: GoneDetails) => void): void
  onUnresponsive(listener: () => void): void
  onResponsive(listener: () => void): void
  /** Loads the window's page again (`webContents.reload()`). */
  reload(): void
  /** Ends a hung renderer (`webContents.forcefullyCrashRenderer()`); `gone` follows. */
  crash(): void
  isDestroyed(): boolean
  /** Asks the person whether to wait for the hung window or reload it. */
  askWaitOrReload(): Promise<'wait' | 'reload'>
  /** electron-log's main log (the app's log file). */
  log: { error(...data: unknown[]): void; warn(...data: unknown[]): void }
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
  now(): number
  /** The window's name in the log (`main`, `callsNew`). */
  name: string
}

/** A hang shorter than this goes by without a question (a long list, a big export). */
export const HANG_GRACE_MS = 10_000
/** More crashes than this within `CRASH_WINDOW_MS`: the page itself kills it, stop reloading. */
export const MAX_RELOADS = 3
export const CRASH_WINDOW_MS = 60_000

/** Reasons that are no crash: the window was closed, or the app is quitting. */
const NOT_A_CRASH = new Set(['clean-exit'])

export function watchRenderer(ports: RendererWatchPorts): void {
  let hangTimer: unknown = null
  let asking = false
  let hung = false
  const reloads: number[] = []

  const stopHangTimer = () => {
    if (hangTimer !== null) ports.clearTimer(hangTimer)
    hangTimer = null
  }

  ports.onGone((details) => {
    hung = false
    stopHangTimer()
    if (ports.isDestroyed() || NOT_A_CRASH.has(details.reason)) return
    const now = ports.now()
    while (reloads.length && now - (reloads[0] ?? 0) > CRASH_WINDOW_MS) reloads.shift()
    if (reloads.length >= MAX_RELOADS) {
      ports.log.error(
        `Window ${ports.name}: renderer gone (${details.reason}, exit code ${details.exitCode}); ${MAX_RELOADS} reloads within a minute, not reloading again`,
      )
      return
    }
    reloads.push(now)
    ports.log.error(
      `Window ${ports.name}: renderer gone (${details.reason}, exit code ${details.exitCode}); reloading`,
    )
    ports.reload()
  })

  const askLater = () => {
    stopHangTimer()
    hangTimer = ports.setTimer(() => {
      hangTimer = null
      void ask()
    }, HANG_GRACE_MS)
  }

  const ask = async () => {
    if (asking || ports.isDestroyed()) return
    asking = true
    try {
      const answer = await ports.askWaitOrReload()
      // The page came back while the question was open: nothing to do.
      if (ports.isDestroyed() || !hung) return
      if (answer === 'reload') {
        ports.log.error(`Window ${ports.name}: unresponsive; reloading at the user's request`)
        // A hung page cannot run a reload itself: its renderer is ended and `gone` reloads it.
        ports.crash()
      } else {
        ports.log.warn(`Window ${ports.name}: unresponsive; the user chose to wait`)
        askLater()
      }
    } finally {
      asking = false
    }
  }

  ports.onUnresponsive(() => {
    hung = true
    if (hangTimer !== null || asking) return
    ports.log.warn(`Window ${ports.name}: unresponsive`)
    askLater()
  })
  ports.onResponsive(() => {
    hung = false
    if (hangTimer !== null) ports.log.warn(`Window ${ports.name}: responsive again`)
    stopHangTimer()
  })
}
