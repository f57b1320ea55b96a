import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import type { ApiResponse } from '@shared/contract/http'
import { callApi, useBridge, useConnectionStore } from '../platform'
import { createFakeBridge } from '../test/fakeBridge'
import { renderWithApp } from '../test/renderApp'
import { ConnectionBanner } from './ConnectionBanner'

afterEach(() => useConnectionStore.setState({ offline: false, since: null }))

const BANNER = /Сервер недоступний\. Показано останні отримані дані/

/** A screen that reads something from the server, as a list does. */
function Probe() {
  const bridge = useBridge()
  const probe = useQuery({
    queryKey: ['probe'],
    queryFn: () => callApi(bridge, 'POST /api/settings/get_informers'),
    meta: { silent: true },
  })
  return <p>{probe.data ? `дані: ${probe.data.data.length}` : probe.isError ? 'помилка' : '…'}</p>
}

describe('the connection banner', { timeout: 20_000 }, () => {
  it('shows while the server is unreachable, polls /health, and refetches what failed once it is back', async () => {
    let up = false
    const down: ApiResponse = { status: 0, ok: false, data: null, message: 'Сервер недоступний.' }
    const bridge = createFakeBridge({
      handlers: [
        (req) => {
          if (!up) return down
          if (req.path === '/health') return { status: 200, ok: true, data: { data: { ok: true } } }
          if (req.path === '/api/settings/get_informers') {
            return { status: 200, ok: true, data: { data: [] } }
          }
          return undefined
        },
      ],
    })
    renderWithApp(
      [
        {
          path: '/',
          element: (
            <>
              <ConnectionBanner pollMs={20} />
              <Probe />
            </>
          ),
        },
      ],
      { bridge },
    )
    const banner = await screen.findByRole('alert')
    expect(banner.textContent).toMatch(BANNER)
    await screen.findByText('помилка')
    // While down it keeps asking /health, and nothing else on its own.
    await waitFor(() =>
      expect(bridge.apiCalls.filter((c) => c.path === '/health').length).toBeGreaterThan(1),
    )
    expect(
      bridge.apiCalls.every(
        (c) => c.path === '/health' || c.path === '/api/settings/get_informers',
      ),
    ).toBe(true)

    up = true
    await screen.findByText('дані: 0')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(useConnectionStore.getState().offline).toBe(false)
  })
})
