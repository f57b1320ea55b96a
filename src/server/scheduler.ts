/**
 * The server's periodic work in one place: each job runs every `ms` on an unref'd timer (a
 * timer never keeps the process alive), never overlaps itself (a run still going when the next
 * is due is not doubled), logs its errors instead of throwing them, and every job stops when
 * the server closes.
 */

export interface Job {
  /** What the log calls it. */
  name: string
  everyMs: number
  run: () => Promise<unknown> | unknown
  /** The first run after this long instead of after one period (the start's own work first). */
  firstAfterMs?: number
}

export interface Scheduler {
  /** Adds a job; the function returned stops that job alone. */
  add(job: Job): () => void
  /** Stops every timer; a run in progress finishes, nothing starts after. */
  stop(): void
  /** The named job's run now (tests, and "run now" that should respect no-overlap). */
  runNow(name: string): Promise<void>
}

export function createScheduler(onError: (name: string, error: unknown) => void): Scheduler {
  const stops = new Set<() => void>()
  const runners = new Map<string, () => Promise<void>>()
  let stopped = false
  return {
    add(job) {
      if (stopped || job.everyMs <= 0) return () => {}
      let running: Promise<void> | null = null
      const tick = () => {
        if (stopped) return Promise.resolve()
        if (running) return running
        // The job starts after this assignment, so a job that fails at once still clears it.
        const run = Promise.resolve()
          .then(job.run)
          .then(
            () => undefined,
            (error: unknown) => onError(job.name, error),
          )
          .finally(() => {
            running = null
          })
        running = run
        return run
      }
      runners.set(job.name, tick)
      const every = setInterval(() => void tick(), job.everyMs)
      every.unref()
      const first =
        job.firstAfterMs !== undefined ? setTimeout(() => void tick(), job.firstAfterMs) : null
      first?.unref()
      const stop = () => {
        clearInterval(every)
        if (first) clearTimeout(first)
        runners.delete(job.name)
        stops.delete(stop)
      }
      stops.add(stop)
      return stop
    },
    stop() {
      stopped = true
      for (const stop of [...stops]) stop()
    },
    async runNow(name) {
      await runners.get(name)?.()
    },
  }
}
