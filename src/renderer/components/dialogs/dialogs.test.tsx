import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../i18n'
import { DialogProvider, Modal, Window, useConfirm } from './index'

// The app's own texts, as users see them.
const i18n = createI18n()

afterEach(cleanup)

function ConfirmProbe({ onResult }: { onResult: (v: boolean) => void }) {
  const confirm = useConfirm()
  return (
    <button
      type="button"
      onClick={() => void confirm({ body: 'Видалити запис 7?' }).then(onResult)}
    >
      Видалити
    </button>
  )
}

describe('confirm dialog', { timeout: 20_000 }, () => {
  it('shows the spec texts and resolves by the button pressed', async () => {
    const user = userEvent.setup({ delay: null })
    const results: boolean[] = []
    render(
      <I18nextProvider i18n={i18n}>
        <DialogProvider>
          <ConfirmProbe onResult={(v) => results.push(v)} />
        </DialogProvider>
      </I18nextProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Видалити' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Ви впевнені в своєму рішенні ?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.textContent).toContain('Видалити запис 7?')
    // The safe answer has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ні, передумав' }))
    await user.click(screen.getByRole('button', { name: 'Впевнений !' }))
    await waitFor(() => expect(results).toEqual([true]))
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Видалити' }))
    await user.click(screen.getByRole('button', { name: 'Ні, передумав' }))
    await waitFor(() => expect(results).toEqual([true, false]))
  })

  it('answers no on Esc and gives the focus back to the opener', async () => {
    const user = userEvent.setup({ delay: null })
    const results: boolean[] = []
    render(
      <I18nextProvider i18n={i18n}>
        <DialogProvider>
          <ConfirmProbe onResult={(v) => results.push(v)} />
        </DialogProvider>
      </I18nextProvider>,
    )
    const opener = screen.getByRole('button', { name: 'Видалити' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(results).toEqual([false]))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})

function Nested() {
  const [win, setWin] = useState(false)
  const [modal, setModal] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setWin(true)}>
        Відкрити вікно
      </button>
      {win && (
        <Window title="Замовлення 5" onClose={() => setWin(false)}>
          <input aria-label="Прізвище" />
          <button type="button" onClick={() => setModal(true)}>
            Деталі
          </button>
          {modal && (
            <Modal title="Деталі" onClose={() => setModal(false)}>
              <button type="button">Перша</button>
              <button type="button">Друга</button>
            </Modal>
          )}
        </Window>
      )}
    </>
  )
}

describe('window and modal', { timeout: 20_000 }, () => {
  it('Esc closes only the topmost layer, focus returns to each opener', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <I18nextProvider i18n={i18n}>
        <DialogProvider>
          <Nested />
        </DialogProvider>
      </I18nextProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Відкрити вікно' }))
    screen.getByRole('dialog', { name: 'Замовлення 5' })
    // The first control inside gets the focus (the window's close button comes first).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрити' }))
    const details = screen.getByRole('button', { name: 'Деталі' })
    await user.click(details)
    screen.getByRole('dialog', { name: 'Деталі' })

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Деталі' })).toBeNull()
    screen.getByRole('dialog', { name: 'Замовлення 5' })
    expect(document.activeElement).toBe(details)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Відкрити вікно' }))
  })

  it('keeps Tab and Shift+Tab inside the topmost layer', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <I18nextProvider i18n={i18n}>
        <DialogProvider>
          <Nested />
        </DialogProvider>
      </I18nextProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Відкрити вікно' }))
    await user.click(screen.getByRole('button', { name: 'Деталі' }))
    const modal = screen.getByRole('dialog', { name: 'Деталі' })
    const names: string[] = []
    for (let i = 0; i < 4; i++) {
      await user.tab()
      names.push(document.activeElement?.textContent ?? '')
      expect(modal.contains(document.activeElement)).toBe(true)
    }
    // close -> Перша -> Друга -> close (wraps) ...
    expect(names).toEqual(['Перша', 'Друга', '×', 'Перша'])
    await user.tab({ shift: true })
    expect(document.activeElement?.textContent).toBe('×')
    await user.tab({ shift: true })
    expect(document.activeElement?.textContent).toBe('Друга')
  })
})

describe('a dialog opened from inside a form', () => {
  it("sends its own form's submit to its own form only, not to the page's form behind it", async () => {
    const user = userEvent.setup({ delay: null })
    const submitted: string[] = []
    render(
      <I18nextProvider i18n={i18n}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            submitted.push('page')
          }}
        >
          <Modal title="Накладна" onClose={() => undefined}>
            <form
              onSubmit={(e) => {
                e.preventDefault()
                submitted.push('dialog')
              }}
            >
              <input aria-label="Вага" />
            </form>
          </Modal>
        </form>
      </I18nextProvider>,
    )
    await user.type(screen.getByLabelText('Вага'), '1{Enter}')
    expect(submitted).toEqual(['dialog'])
  })
})
