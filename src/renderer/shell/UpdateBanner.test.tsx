import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import type { RestartAnswer, ShopBridge } from '@shared/bridge'
import type { UpdateStatus } from '@shared/updates'
import { createI18n } from '../i18n'
import { BridgeProvider } from '../platform'
import { createFakeBridge } from '../test/fakeBridge'
import { UpdateBanner } from './UpdateBanner'

function setup(status: UpdateStatus, answer: RestartAnswer) {
  const bridge: ShopBridge = createFakeBridge()
  const restart = vi.fn(async () => answer)
  const read = vi.fn(async () => status)
  bridge.updates = { ...bridge.updates, status: read, restart }
  render(
    <I18nextProvider i18n={createI18n('uk')}>
      <BridgeProvider bridge={bridge}>
        <UpdateBanner />
      </BridgeProvider>
    </I18nextProvider>,
  )
  return { restart, read }
}

describe('UpdateBanner', () => {
  it('offers the restart once an update is downloaded, and says why it waits', async () => {
    const { restart } = setup(
      { state: 'ready', version: '0.2.0' },
      { ok: false, reason: 'unsaved' },
    )
    const button = await screen.findByRole('button', { name: 'Перезапустити й оновити' })
    expect(screen.getByRole('status').textContent).toContain('Версію 0.2.0 завантажено')
    await userEvent.click(button)
    expect(restart).toHaveBeenCalledOnce()
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Спершу збережіть'),
    )
  })

  it('shows nothing while there is no downloaded update', async () => {
    const { read } = setup(
      { state: 'unsupported', reason: 'web' },
      { ok: false, reason: 'not-ready' },
    )
    await waitFor(() => expect(read).toHaveBeenCalled())
    // Let the answer reach the component's state before looking.
    await act(async () => {})
    expect(screen.queryByRole('button')).toBeNull()
  })
})
