import { afterEach, describe, expect, it } from 'vitest'
import type { ShopBridge } from '@shared/bridge'
import type { ApiResponse } from '@shared/contract/http'
import { useConnectionStore, watchConnection } from './connection'

afterEach(() => useConnectionStore.setState({ offline: false, since: null }))

function bridgeAnswering(answers: ApiResponse[]): ShopBridge {
  return {
    api: { request: async () => answers.shift() as never },
  } as unknown as ShopBridge
}

const unreachable: ApiResponse = { status: 0, ok: false, data: null, message: 'Сервер недоступний' }

describe('connection state', () => {
  it('goes offline on an unreachable server and back on any answer, passing answers through', async () => {
    const bridge = watchConnection(
      bridgeAnswering([
        { status: 200, ok: true, data: { data: 1 } },
        unreachable,
        unreachable,
        { status: 401, ok: false, data: null, message: 'Потрібно увійти в систему.' },
      ]),
    )
    const req = { method: 'GET', path: '/health' } as const

    expect(await bridge.api.request(req)).toEqual({ status: 200, ok: true, data: { data: 1 } })
    expect(useConnectionStore.getState().offline).toBe(false)

    expect(await bridge.api.request(req)).toEqual(unreachable)
    const { offline, since } = useConnectionStore.getState()
    expect(offline).toBe(true)
    expect(since).not.toBeNull()

    // A second failure of the same outage keeps when it began.
    await bridge.api.request(req)
    expect(useConnectionStore.getState().since).toBe(since)

    // A refusal is still an answer: the server is there.
    const refused = await bridge.api.request(req)
    expect(refused.status).toBe(401)
    expect(useConnectionStore.getState()).toEqual({ offline: false, since: null })
  })
})
