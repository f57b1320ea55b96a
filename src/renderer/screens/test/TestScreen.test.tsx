import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n'
import { BridgeProvider } from '../../platform'
import { createFakeBridge } from '../../test/fakeBridge'
import TestScreen from './TestScreen'

function renderDesktop() {
  const bridge = createFakeBridge({ info: { platform: 'desktop' } })
  render(
    <I18nextProvider i18n={createI18n('uk')}>
      <BridgeProvider bridge={bridge}>
        <TestScreen />
      </BridgeProvider>
    </I18nextProvider>,
  )
  return bridge
}

describe('TestScreen on the desktop', () => {
  it('keeps the desk’s printer, log level and update feed in its preferences', async () => {
    const bridge = renderDesktop()
    const user = userEvent.setup({ delay: null })
    const printer = await screen.findByRole('textbox', { name: 'Принтер (назва в системі)' })
    await user.type(printer, 'Zebra GK420d')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Докладність журналу' }), 'debug')
    const feed = screen.getByRole('textbox', { name: 'Сервер оновлень (замість вбудованого)' })
    await user.type(feed, 'ftp://nope')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText(/Вкажіть адресу на кшталт/)).toBeVisible()
    expect(await bridge.prefs.get('printer')).toBe('')

    await user.clear(feed)
    await user.type(feed, 'https://updates.shop.example/desk/')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(screen.getByText('Збережено.')).toBeVisible())
    expect(await bridge.prefs.get('printer')).toBe('Zebra GK420d')
    expect(await bridge.prefs.get('logLevel')).toBe('debug')
    expect(await bridge.prefs.get('updateFeed')).toBe('https://updates.shop.example/desk/')
  })
})
