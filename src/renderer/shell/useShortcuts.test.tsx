import { useCallback, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithApp } from '../test/renderApp'
import ShortcutsSheet from './shortcuts/ShortcutsSheet'
import { useHelpShortcut } from './useShortcuts'

/** The main layout's part: the sheet and what opens it. */
function Frame() {
  const [open, setOpen] = useState(0)
  useHelpShortcut(useCallback(() => setOpen((n) => n + 1), []))
  return (
    <>
      <p>opened {open}</p>
      {open > 0 && <ShortcutsSheet onClose={() => setOpen(0)} />}
    </>
  )
}

describe('the shortcuts sheet', () => {
  it('opens when the desktop app’s Help menu asks (a push from main), once', async () => {
    const { bridge } = renderWithApp([{ path: '*', element: <Frame /> }])
    expect(await screen.findByText('opened 0')).toBeVisible()
    const listen = vi.mocked(bridge.app.onShowShortcuts)
    await waitFor(() => expect(listen).toHaveBeenCalled())
    const push = () => act(() => listen.mock.calls.at(-1)![0](null))
    push()
    expect(await screen.findByRole('dialog', { name: 'Клавіатурні скорочення' })).toBeVisible()
    // Asked again while it is open (the menu's F1 and the page's on macOS): nothing more opens.
    push()
    fireEvent.keyDown(window, { key: 'F1', code: 'F1' })
    expect(screen.getByText('opened 1')).toBeVisible()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })
})
