import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, cleanup, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FIRST_QUIET_MS, QUIET_MS, useFirstIdle, useIdleAfter } from './useIdleAfter'

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
  it('waits for the data to be still a while, then an idle moment, for every asker', async () => {
    const client = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    let answer: (rows: string[]) => void = () => undefined
    void client.prefetchQuery({
      queryKey: ['rows'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    })
    const first = renderHook(() => useFirstIdle(), { wrapper })
    expect(first.result.current).toBe(false)
    // jsdom has no requestIdleCallback: the next task stands for the idle moment.
    act(() => vi.advanceTimersByTime(FIRST_QUIET_MS * 3))
    expect(first.result.current).toBe(false)
    await act(async () => {
      answer(['a row'])
      await vi.advanceTimersByTimeAsync(FIRST_QUIET_MS - 100)
    })
    expect(first.result.current).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(FIRST_QUIET_MS))
    expect(first.result.current).toBe(true)
    const later = renderHook(() => useFirstIdle(), { wrapper })
    expect(later.result.current).toBe(true)
  })
})
