import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { STAGGER_CAP, STAGGER_MS, useStagger } from './useStagger'
import { useLingering } from './useLingering'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function motion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

describe('useStagger', () => {
  it('delays the rows of the first screen 100 ms apart, capped, and nothing below it', () => {
    motion(false)
    const { result } = renderHook(() => useStagger(1, 20))
    expect(result.current(0)).toBe(0)
    expect(result.current(3)).toBe(3 * STAGGER_MS)
    expect(result.current(STAGGER_CAP + 5)).toBe(STAGGER_CAP * STAGGER_MS)
    expect(result.current(20)).toBeUndefined()
  })

  it('stops animating once the staggered rows are in, until new data arrives', () => {
    vi.useFakeTimers()
    motion(false)
    const { result, rerender } = renderHook(({ key }) => useStagger(key, 20), {
      initialProps: { key: 1 },
    })
    act(() => vi.advanceTimersByTime(STAGGER_CAP * STAGGER_MS + 500))
    // Rows scrolled into view later appear at once.
    expect(result.current(2)).toBeUndefined()
    rerender({ key: 2 })
    expect(result.current(2)).toBe(2 * STAGGER_MS)
  })

  it('draws once when new data arrives (no state set while drawing)', () => {
    motion(false)
    let draws = 0
    const { result, rerender } = renderHook(
      ({ key }) => {
        draws += 1
        return useStagger(key, 20)
      },
      { initialProps: { key: 1 } },
    )
    draws = 0
    rerender({ key: 2 })
    expect(draws).toBe(1)
    expect(result.current(1)).toBe(STAGGER_MS)
  })

  it('does not animate for a user who asked for reduced motion', () => {
    motion(true)
    const { result } = renderHook(() => useStagger(1, 20))
    expect(result.current(0)).toBeUndefined()
    expect(result.current(5)).toBeUndefined()
  })
})

describe('useLingering', () => {
  it('stays on 300 ms after the load ends', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ on }) => useLingering(on, 300), {
      initialProps: { on: true },
    })
    expect(result.current).toBe(true)
    rerender({ on: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(299))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(2))
    expect(result.current).toBe(false)
    rerender({ on: true })
    expect(result.current).toBe(true)
  })
})
