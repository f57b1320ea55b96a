import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './useMediaQuery'

// A query of this file's own: the answers are kept per query for the whole page.
const QUERY = '(min-width: 1234px)'

function Probe() {
  return <p>{useMediaQuery(QUERY) ? 'wide' : 'narrow'}</p>
}

describe('useMediaQuery', () => {
  afterEach(() => vi.restoreAllMocks())

  // Evaluating a width query is a layout of the page when it has changed: not while drawing.
  it('evaluates the query once, then follows its change events', () => {
    let reads = 0
    let change: (event: MediaQueryListEvent) => void = () => {}
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) =>
        ({
          media,
          get matches() {
            reads += 1
            return true
          },
          addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
            change = listener
          },
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )

    const { rerender } = render(<Probe />)
    rerender(<Probe />)
    rerender(<Probe />)
    expect(screen.getByText('wide')).toBeVisible()
    expect(reads).toBe(1)

    act(() => change({ matches: false } as MediaQueryListEvent))
    expect(screen.getByText('narrow')).toBeVisible()
    expect(reads).toBe(1)
  })
})
