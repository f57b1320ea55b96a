import { screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { fakeLayout } from '../test/kit'
import { createFakeBridge } from '../test/fakeBridge'
import { renderWithApp } from '../test/renderApp'
import { appRoutes, createAppRouter, prefetchListAt } from './routes'
import { SESSION_KEY } from './session'

// The list screen's code is held back until the test lets it arrive, as a slow chunk would.
const chunk = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  return { arrived, release: () => release() }
})
vi.mock('../resources/ListRoute', async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

// Whether the list's prefetch code has been asked for (this file has its modules to itself).
const prefetchCode = vi.hoisted(() => ({ asked: false }))
vi.mock('../resources/prefetch', (importOriginal) => {
  prefetchCode.asked = true
  return importOriginal()
})

const ORDERS_PATH = '/api/orders/get_orders'
const SESSION_PATH = '/session'
const SETTINGS_PATH = '/api/settings/get_params'

const ordersAnswer = (req: ApiRequest): ApiResponse | undefined =>
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
    : undefined

function render(path: string, bridge = createFakeBridge({ handlers: [ordersAnswer] })) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { router } = renderWithApp(appRoutes({ queryClient, bridge }), {
    path,
    bridge,
    queryClient,
  })
  return { bridge, router }
}

describe('opening a list by its address', () => {
  beforeAll(() => fakeLayout())

  // First: the prefetch code loads once per file.
  it('asks for the prefetch code while the session is unanswered, the rows once it is', async () => {
    const bridge = createFakeBridge({ handlers: [ordersAnswer] })
    let answerSession = () => {}
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve))
    const request = bridge.api.request.bind(bridge.api)
    bridge.api.request = async (req) => {
      if (req.path === SESSION_PATH) await sessionHeld
      return request(req)
    }
    render('/orders', bridge)

    await waitFor(() => expect(prefetchCode.asked).toBe(true))
    expect(bridge.apiCalls.map((c) => c.path)).not.toContain(ORDERS_PATH)
    answerSession()
    await waitFor(() => expect(bridge.apiCalls.map((c) => c.path)).toContain(ORDERS_PATH))
  })

  it('asks for the rows while the screen’s code is still on its way, and asks once', async () => {
    // The clock stands still, so the chunk arrives within the rows' freshness however long this
    // busy machine takes to transform it (a chunk slower than that is rightly asked again).
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const { bridge } = render('/orders?status=new')

    await waitFor(() => expect(bridge.apiCalls.map((c) => c.path)).toContain(ORDERS_PATH))
    const asked = bridge.apiCalls.find((c) => c.path === ORDERS_PATH)
    expect(asked?.body).toMatchObject({ filter: { status: 'new' }, page: 1 })
    expect(screen.queryByText('Шевченко')).toBeNull()

    chunk.release()
    expect(await screen.findByText('Шевченко')).toBeInTheDocument()
    expect(bridge.apiCalls.filter((c) => c.path === ORDERS_PATH)).toHaveLength(1)
  })

  it('asks nothing but the session of a visitor who is not signed in', async () => {
    chunk.release()
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === SESSION_PATH ? { status: 200, ok: true, data: { data: null } } : undefined,
        ordersAnswer,
      ],
    })
    const { router } = render('/orders', bridge)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(bridge.apiCalls.map((c) => c.path)).not.toContain(ORDERS_PATH)
    // Nothing that needs a session (the login screen asks only the public first-run state).
    expect(bridge.apiCalls.filter((c) => c.path.startsWith('/api/'))).toEqual([])
  })
})

describe('a list entered once the session and the prefetch code are known', () => {
  const setUp = async () => {
    const bridge = createFakeBridge({ handlers: [ordersAnswer] })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const ctx = { queryClient, bridge }
    prefetchListAt(ctx, new URL('http://shop.test/orders'))
    await waitFor(() => expect(bridge.apiCalls.map((c) => c.path)).toContain(ORDERS_PATH))
    bridge.apiCalls.length = 0
    return { bridge, queryClient, ctx }
  }

  // A page turn: nothing to wait for, so no task between the click and the request, where the
  // drawing the navigation starts would come first.
  it('asks for the rows at once, not a task later', async () => {
    const { bridge, ctx } = await setUp()
    prefetchListAt(ctx, new URL('http://shop.test/orders?page=2'))
    expect(bridge.apiCalls).toMatchObject([{ path: ORDERS_PATH, body: { page: 2 } }])
  })

  it("asks for the shop's settings behind the rows of a list that names keys from them", async () => {
    const bridge = createFakeBridge({ handlers: [ordersAnswer] })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const ctx = { queryClient, bridge }
    // The orders' site column is shown by the site's name from the settings.
    prefetchListAt(ctx, new URL('http://shop.test/orders'))
    const asked = () => bridge.apiCalls.map((c) => c.path).filter((p) => p !== SESSION_PATH)
    await waitFor(() => expect(asked()).toEqual([ORDERS_PATH, SETTINGS_PATH]))
    // Fresh, they are not asked again with the next page.
    bridge.apiCalls.length = 0
    prefetchListAt(ctx, new URL('http://shop.test/orders?page=2'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(bridge.apiCalls).toMatchObject([{ path: ORDERS_PATH, body: { page: 2 } }])
  })

  it('asks the session again first once its answer is no longer fresh', async () => {
    const { bridge, queryClient, ctx } = await setUp()
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY })
    prefetchListAt(ctx, new URL('http://shop.test/orders?page=3'))
    expect(bridge.apiCalls.map((c) => c.path)).toEqual([SESSION_PATH])
    await waitFor(() =>
      expect(bridge.apiCalls.map((c) => c.path)).toEqual([SESSION_PATH, ORDERS_PATH]),
    )
  })

  it('asks nothing more once the session says nobody is signed in', async () => {
    const { bridge, queryClient, ctx } = await setUp()
    queryClient.setQueryData(SESSION_KEY, { user: null })
    prefetchListAt(ctx, new URL('http://shop.test/orders?page=4'))
    expect(bridge.apiCalls).toEqual([])
    // Nor a task later.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(bridge.apiCalls).toEqual([])
  })
})

describe('the app’s router', () => {
  const start = (path: string, bridge = createFakeBridge({ handlers: [ordersAnswer] })) => {
    window.history.replaceState(null, '', path)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const router = createAppRouter({ queryClient, bridge })
    return { bridge, router }
  }

  it('sets the first address’s rows going as it is made, for someone signed in', async () => {
    const { bridge, router } = start('/orders?status=new')
    await waitFor(() => expect(bridge.apiCalls.map((c) => c.path)).toContain(ORDERS_PATH))
    expect(bridge.apiCalls[0]?.path).toBe(SESSION_PATH)
    router.dispose()
  })

  it('asks nothing for an address that is no list, nor for a malformed one', async () => {
    for (const path of ['/login', '/%E0']) {
      const { bridge, router } = start(path)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(bridge.apiCalls.filter((c) => c.path.startsWith('/api/'))).toEqual([])
      router.dispose()
    }
  })
})
