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
  /** Also once right away (after the current tick) rather than only after the first period. */
  atStart?: boolean
}

export interface Scheduler {
  add(job: Job): void
  /** Stops every timer; a run in progress finishes, nothing starts after. */
  stop(): void
  /** The named job's run now (tests, and "run now" that should respect no-overlap). */
  runNow(name: string): Promise<void>
}

export function createScheduler(onError: (name: string, error: unknown) => void): Scheduler {
  const timers: ReturnType<typeof setInterval>[] = []
  const runners = new Map<string, () => Promise<void>>()
  let stopped = false
  return {
    add(job) {
      if (stopped || job.everyMs <= 0) return
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
      const timer = setInterval(() => void tick(), job.everyMs)
      timer.unref()
      timers.push(timer)
      if (job.atStart) {
        const first = setTimeout(() => void tick(), 0)
        first.unref()
      }
    },
    stop() {
      stopped = true
      for (const t of timers.splice(0)) clearInterval(t)
    },
    async runNow(name) {
      await runners.get(name)?.()
    },
  }
}
