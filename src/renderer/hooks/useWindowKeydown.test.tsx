import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLayoutEffect } from 'react'
import { cleanup, render } from '@testing-library/react'
import { useWindowKeydown } from './useWindowKeydown'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function press(key: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key }))
}

function Shortcut({
  label,
  seen,
  enabled = true,
}: {
  label: string
  seen: string[]
  enabled?: boolean
}) {
  useWindowKeydown((e) => seen.push(`${label}:${e.key}`), enabled)
  return null
}

/** A key arriving in the same commit as the screen, before any passive effect has run. */
function KeyOnCommit({ keyName }: { keyName: string }) {
  useLayoutEffect(() => {
    press(keyName)
  }, [keyName])
  return null
}

describe('useWindowKeydown', () => {
  it('hears a key pressed as soon as its screen is committed, before paint', () => {
    const seen: string[] = []
    render(
      <>
        <Shortcut label="a" seen={seen} />
        <KeyOnCommit keyName="/" />
      </>,
    )
    expect(seen).toEqual(['a:/'])
  })

  it('calls the latest handler and never re-attaches on a re-render', () => {
    const seen: string[] = []
    const add = vi.spyOn(window, 'addEventListener')
    const { rerender } = render(<Shortcut label="first" seen={seen} />)
    rerender(<Shortcut label="second" seen={seen} />)
    rerender(<Shortcut label="third" seen={seen} />)
    press('F8')
    expect(seen).toEqual(['third:F8'])
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1)
  })

  it('is detached while disabled and on unmount', () => {
    const seen: string[] = []
    const { rerender, unmount } = render(<Shortcut label="s" seen={seen} enabled={false} />)
    press('Escape')
    rerender(<Shortcut label="s" seen={seen} />)
    press('Enter')
    unmount()
    press('Tab')
    expect(seen).toEqual(['s:Enter'])
  })
})
