import { screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { fakeLayout } from '../resources/testing'
import { createFakeBridge } from '../test/fakeBridge'
import { renderWithApp } from '../test/renderApp'
import { appRoutes } from './routes'

const ORDERS_PATH = '/api/orders/get_orders'

describe('opening a list by its address', () => {
  beforeAll(() => fakeLayout())

  it('asks for the rows while the session check is still on its way, and asks once', async () => {
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === ORDERS_PATH
            ? {
                status: 200,
                ok: true,
                data: {
                  data: [{ id: 7, version: 1, surname: 'Шевченко', status: 'new' }],
                  total: 1,
                  page: 1,
                  per_page: 50,
                  refs: {},
                },
              }
            : undefined,
      ],
    })
    // The session answer is held back until the test lets it go.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const answer = bridge.api.request.bind(bridge.api)
    bridge.api.request = async <T,>(req: ApiRequest): Promise<ApiResponse<T>> => {
      if (req.path === '/api/settings/get_params') await held
      return answer<T>(req)
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })

    renderWithApp(appRoutes({ queryClient, bridge }), {
      path: '/orders?status=new',
      bridge,
      queryClient,
    })

    await waitFor(() => expect(bridge.apiCalls.map((c) => c.path)).toContain(ORDERS_PATH))
    const asked = bridge.apiCalls.find((c) => c.path === ORDERS_PATH)
    expect(asked?.body).toMatchObject({ filter: { status: 'new' }, page: 1 })
    expect(screen.queryByText('Шевченко')).toBeNull()

    release()
    expect(await screen.findByText('Шевченко')).toBeTruthy()
    expect(bridge.apiCalls.filter((c) => c.path === ORDERS_PATH)).toHaveLength(1)
  })
})
