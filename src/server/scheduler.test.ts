import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScheduler } from './scheduler'

describe('the scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs a job every period, never twice at once, logs its errors, stops on stop()', async () => {
    const errors: [string, unknown][] = []
    const scheduler = createScheduler((name, error) => errors.push([name, error]))
    let calls = 0
    let release: () => void = () => {}
    scheduler.add({
      name: 'slow',
      everyMs: 1000,
      run: () => {
        calls++
        return new Promise<void>((resolve) => {
          release = resolve
        })
      },
    })
    let failures = 0
    scheduler.add({
      name: 'broken',
      everyMs: 1000,
      run: () => {
        failures++
        throw new Error('boom')
      },
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toBe(1)
    // Still running: the next periods do not start another.
    await vi.advanceTimersByTimeAsync(3000)
    expect(calls).toBe(1)
    release()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toBe(2)
    expect(failures).toBe(5)
    expect(errors.length).toBe(5)
    expect(errors[0]?.[0]).toBe('broken')
    scheduler.stop()
    release()
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toBe(2)
    expect(failures).toBe(5)
  })

  it('its timers do not keep the process alive', () => {
    const scheduler = createScheduler(() => {})
    const spy = vi.spyOn(globalThis, 'setInterval')
    scheduler.add({ name: 'x', everyMs: 1000, run: () => {} })
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
    scheduler.stop()
  })
})
