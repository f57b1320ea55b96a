import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../i18n'
import { DEFERRED_RETRY_MS } from '../../components/deferred'
import { PanelBody } from './PanelBody'

// The cheat sheet's code cannot be fetched at first (the server went down before the tab was
// opened), and can be later.
const server = vi.hoisted(() => ({ up: false, attempts: 0 }))
vi.mock('./info/CheatSheetTab', () => {
  server.attempts += 1
  if (!server.up) throw new TypeError('Failed to fetch dynamically imported module')
  return { default: () => <p>Шпаргалка</p> }
})

describe('PanelBody', () => {
  it('says it is loading while its tab’s code cannot be fetched, and shows the tab once it can', async () => {
    vi.useFakeTimers()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={createI18n()}>
          <main>рядки замовлень</main>
          <PanelBody tab="info" />
        </I18nextProvider>
      </QueryClientProvider>,
    )
    // The tab's code is asked for once the app's data has been still a moment (`useFirstIdle`).
    expect(server.attempts).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(0))
    await act(() => vi.waitFor(() => expect(server.attempts).toBe(1)))
    expect(screen.getByText('рядки замовлень')).toBeVisible()
    expect(screen.getByRole('status')).toBeVisible()
    server.up = true
    await act(() => vi.advanceTimersByTimeAsync(DEFERRED_RETRY_MS))
    expect(screen.getByText('Шпаргалка')).toBeVisible()
    expect(screen.getByText('рядки замовлень')).toBeVisible()
    vi.useRealTimers()
  })
})
