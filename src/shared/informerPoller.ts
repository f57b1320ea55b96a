import type { ApiResponse } from './contract/http'
import type { Informer } from './informers'

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export interface InformerPollerOptions {
  /**
   * `POST /api/settings/get_informers` through main's session or the web bridge's fetch, and
   * its answer's list (`parseAnswer`, which throws on another shape). Passed in, so this module
   * imports nothing and the web bridge can load it apart from the page's entry.
   */
  fetchInformers: () => Promise<ApiResponse>
  parse: (data: unknown) => Informer[]
  /** Only poll while signed in (main knows); the web bridge polls whenever it is asked. */
  hasSession?: () => boolean
  intervalMs: number
  timers?: Timers
  /** Every fresh list, and `[]` on reset. */
  onUpdate: (list: Informer[], fresh: boolean) => void
  log?: (message: string) => void
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

/**
 * The informers' poller, one for both bridges: main runs it for the tray, notifications and
 * every window; the web bridge runs it while a component listens.
 */
export function createInformerPoller(options: InformerPollerOptions): InformerPoller {
  const timers: Timers = options.timers ?? globalThis
  const log = options.log ?? ((m) => console.warn(m))
  let handle: unknown = null
  let latest: Informer[] | null = null
  let inFlight: Promise<void> | null = null
  let generation = 0

  async function poll(): Promise<void> {
    if (options.hasSession && !options.hasSession()) return
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
      list = options.parse(res.data)
    } catch {
      log('Informers: unexpected shape')
      return
    }
    latest = list
    options.onUpdate(list, true)
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
      options.onUpdate([], false)
    },
  }
}
