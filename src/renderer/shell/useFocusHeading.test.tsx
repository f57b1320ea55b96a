import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { useFocusHeadingOnNavigate } from './useFocusHeading'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

function Desk({ field, next }: { field: boolean; next: string }) {
  useFocusHeadingOnNavigate()
  const navigate = useNavigate()
  return (
    <>
      {/* Outside the screen, and clicked without moving the focus: the address changes alone. */}
      <button onClick={() => void navigate(next)}>Далі</button>
      <main id="main-content">
        <h1>Пакування</h1>
        {field && <input aria-label="Сканер" />}
      </main>
    </>
  )
}

function moveTo(from: string, to: string, field: boolean) {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] })
  render(
    <MemoryRouter initialEntries={[from]}>
      <Desk field={field} next={to} />
    </MemoryRouter>,
  )
  screen.queryByRole('textbox', { name: 'Сканер' })?.focus()
  fireEvent.click(screen.getByRole('button', { name: 'Далі' }))
  // Past the hook's deadline, when it stops waiting for a new heading.
  act(() => vi.advanceTimersByTime(3_500))
}

describe('the focus after a navigation', () => {
  it('moves to the new screen’s heading', () => {
    moveTo('/orders', '/packing', false)
    expect(document.activeElement).toBe(screen.getByRole('heading'))
  })

  it('stays in the field the person scans into when the address changes under it', () => {
    moveTo('/packing', '/packing/900123', true)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Сканер' }))
  })
})
