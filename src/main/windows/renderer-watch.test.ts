import { describe, expect, it } from 'vitest'
import {
  CRASH_WINDOW_MS,
  HANG_GRACE_MS,
  MAX_RELOADS,
  watchRenderer,
  type GoneDetails,
  type RendererWatchPorts,
} from './renderer-watch'

/** A window with its events in the test's hands, a clock of the test's own and a log. */
function fakeWindow(answers: ('wait' | 'reload')[] = []) {
  const listeners = {
    gone: [] as ((d: GoneDetails) => void)[],
    unresponsive: [] as (() => void)[],
    responsive: [] as (() => void)[],
  }
  let now = 0
  let timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 1
  const calls = { reload: 0, crash: 0, asked: 0 }
  const log: { level: string; line: string }[] = []
  const ports: RendererWatchPorts = {
    name: 'main',
    onGone: (l) => listeners.gone.push(l),
    onUnresponsive: (l) => listeners.unresponsive.push(l),
    onResponsive: (l) => listeners.responsive.push(l),
    reload: () => calls.reload++,
    crash: () => calls.crash++,
    isDestroyed: () => false,
    askWaitOrReload: async () => {
      calls.asked++
      return answers.shift() ?? 'wait'
    },
    log: {
      error: (...d) => log.push({ level: 'error', line: d.join(' ') }),
      warn: (...d) => log.push({ level: 'warn', line: d.join(' ') }),
    },
    setTimer: (run, ms) => {
      const id = nextId++
      timers.push({ at: now + ms, run, id })
      return id
    },
    clearTimer: (id) => (timers = timers.filter((t) => t.id !== id)),
    now: () => now,
  }
  watchRenderer(ports)
  return {
    calls,
    log,
    gone: (reason: string) => listeners.gone.forEach((l) => l({ reason, exitCode: 139 })),
    unresponsive: () => listeners.unresponsive.forEach((l) => l()),
    responsive: () => listeners.responsive.forEach((l) => l()),
    /** Moves the clock, running the timers that fall due, and lets the dialogs answer. */
    async advance(ms: number) {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      due.forEach((t) => t.run())
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

describe('a window whose renderer dies or hangs', () => {
  it('is logged and reloaded when its renderer is gone', () => {
    const win = fakeWindow()
    win.gone('crashed')
    expect(win.calls.reload).toBe(1)
    expect(win.log).toEqual([
      { level: 'error', line: 'Window main: renderer gone (crashed, exit code 139); reloading' },
    ])
    win.gone('oom')
    expect(win.calls.reload).toBe(2)
  })

  it('is not reloaded after a clean exit (the window closing)', () => {
    const win = fakeWindow()
    win.gone('clean-exit')
    expect(win.calls.reload).toBe(0)
  })

  it('stops reloading a page that keeps killing its renderer, and starts again a minute later', async () => {
    const win = fakeWindow()
    for (let i = 0; i < MAX_RELOADS + 1; i++) win.gone('crashed')
    expect(win.calls.reload).toBe(MAX_RELOADS)
    expect(win.log.at(-1)?.line).toMatch(/not reloading again/)
    await win.advance(CRASH_WINDOW_MS + 1)
    win.gone('crashed')
    expect(win.calls.reload).toBe(MAX_RELOADS + 1)
  })

  it('asks after a wait when it hangs, and ends the hung renderer on "reload" (gone then reloads it)', async () => {
    const win = fakeWindow(['reload'])
    win.unresponsive()
    expect(win.log).toEqual([{ level: 'warn', line: 'Window main: unresponsive' }])
    await win.advance(HANG_GRACE_MS - 1)
    expect(win.calls.asked).toBe(0)
    await win.advance(1)
    expect(win.calls.asked).toBe(1)
    expect(win.calls.crash).toBe(1)
    expect(win.log.at(-1)).toEqual({
      level: 'error',
      line: "Window main: unresponsive; reloading at the user's request",
    })
    win.gone('killed')
    expect(win.calls.reload).toBe(1)
  })

  it('waits as asked, asks again if still hung, and forgets a hang that passes', async () => {
    const win = fakeWindow(['wait', 'reload'])
    win.unresponsive()
    await win.advance(HANG_GRACE_MS)
    expect(win.calls.asked).toBe(1)
    expect(win.calls.crash).toBe(0)
    await win.advance(HANG_GRACE_MS)
    expect(win.calls.asked).toBe(2)
    expect(win.calls.crash).toBe(1)

    const calm = fakeWindow(['reload'])
    calm.unresponsive()
    await calm.advance(HANG_GRACE_MS / 2)
    calm.responsive()
    await calm.advance(HANG_GRACE_MS)
    expect(calm.calls.asked).toBe(0)
    expect(calm.calls.crash).toBe(0)
  })
})
