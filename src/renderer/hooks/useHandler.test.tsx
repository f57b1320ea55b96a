import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { useHandler } from './useHandler'

describe('useHandler', () => {
  it('keeps one identity across renders and runs the latest render’s function', () => {
    const { result, rerender } = renderHook(({ n }) => useHandler((x: number) => x + n), {
      initialProps: { n: 1 },
    })
    const first = result.current
    expect(first(10)).toBe(11)
    rerender({ n: 5 })
    expect(result.current).toBe(first)
    expect(first(10)).toBe(15)
  })
})
