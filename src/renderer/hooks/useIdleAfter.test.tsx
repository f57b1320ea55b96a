import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { QUIET_MS, useFirstIdle, useIdleAfter } from './useIdleAfter'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useIdleAfter', () => {
  it('waits for its condition, then for the screen to be quiet', () => {
    const { result, rerender } = renderHook(({ when }) => useIdleAfter(when, 1), {
      initialProps: { when: false },
    })
    act(() => vi.advanceTimersByTime(QUIET_MS * 2))
    expect(result.current).toBe(false)
    rerender({ when: true })
    act(() => vi.advanceTimersByTime(QUIET_MS - 1))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
  })

  it('starts the quiet time again when a new page is drawn, and stays true once true', () => {
    const { result, rerender } = renderHook(({ key }) => useIdleAfter(true, key), {
      initialProps: { key: 1 },
    })
    act(() => vi.advanceTimersByTime(QUIET_MS - 100))
    rerender({ key: 2 })
    act(() => vi.advanceTimersByTime(QUIET_MS - 100))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(true)
    rerender({ key: 3 })
    expect(result.current).toBe(true)
  })
})

describe('useFirstIdle', () => {
  it('turns true at the first idle moment after it is asked, and at once for later askers', () => {
    const first = renderHook(() => useFirstIdle())
    expect(first.result.current).toBe(false)
    // jsdom has no requestIdleCallback: the next task stands for the idle moment.
    act(() => vi.advanceTimersByTime(0))
    expect(first.result.current).toBe(true)
    const later = renderHook(() => useFirstIdle())
    expect(later.result.current).toBe(true)
  })
})
