import { parseAnswer } from '@shared/contract/map'
import type { Informer } from '@shared/informers'
import type { ApiResponse } from '@shared/contract/http'
import type { MainT } from '../i18n/texts'
import { decideNotifications, type Baseline, type OsNotification } from './decide'

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export interface InformerPollerOptions {
  /** `POST /api/settings/get_informers` through main's session. */
  fetchInformers: () => Promise<ApiResponse>
  /** Only poll while signed in; a poll without a session would just answer 401. */
  hasSession: () => boolean
  intervalMs: number
  timers?: Timers
  /** Every fresh list: push to windows, redraw the tray. */
  onUpdate: (list: Informer[]) => void
  onNotify: (notification: OsNotification) => void
  log?: (message: string) => void
  /** Main's texts in the user's current language (notifications). */
  texts?: () => MainT
}

export interface InformerPoller {
  start(): void
  stop(): void
  /** Poll now (on demand, after login); concurrent calls share one request. */
  refresh(): Promise<void>
  latest(): Informer[] | null
  /** Forget the counts (logout, another server): the next answer is a new baseline. */
  reset(): void
}

export function createInformerPoller(options: InformerPollerOptions): InformerPoller {
  const timers: Timers = options.timers ?? {
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  }
  const log = options.log ?? ((m) => console.warn(m))
  let handle: unknown = null
  let latest: Informer[] | null = null
  let baseline: Baseline = null
  let inFlight: Promise<void> | null = null
  let generation = 0

  async function poll(): Promise<void> {
    if (!options.hasSession()) return
    const started = generation
    const res = await options.fetchInformers()
    // A logout or server switch during the request makes its answer stale.
    if (started !== generation) return
    if (!res.ok) {
      log(`Informers: poll failed (${res.status}) ${res.message ?? ''}`)
      return
    }
    let list: Informer[]
    try {
      list = parseAnswer('POST /api/settings/get_informers', res.data).data
    } catch {
      log('Informers: the server answered an unexpected shape')
      return
    }
    latest = list
    const decision = decideNotifications(baseline, list, options.texts?.())
    baseline = decision.baseline
    options.onUpdate(list)
    for (const n of decision.notifications) options.onNotify(n)
  }

  function refresh(): Promise<void> {
    inFlight ??= poll().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  return {
    start() {
      if (handle !== null) return
      handle = timers.setInterval(() => void refresh(), options.intervalMs)
      void refresh()
    },
    stop() {
      if (handle !== null) timers.clearInterval(handle)
      handle = null
    },
    refresh,
    latest: () => latest,
    reset() {
      generation++
      latest = null
      baseline = null
      options.onUpdate([])
    },
  }
}
