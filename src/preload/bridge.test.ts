import { describe, expect, it, vi } from 'vitest'
import { CHANNELS, type PushChannel } from '@shared/ipc'
import { informer } from '../shared/test/informers'
import { createElectronBridge, type IpcPort } from './bridge'

function fakeIpc(answers: Record<string, unknown> = {}) {
  const listeners = new Map<PushChannel, Set<(p: unknown) => void>>()
  const invoke = vi.fn(async (channel: string, ..._args: unknown[]) => answers[channel])
  const port: IpcPort = {
    invoke,
    on(channel, listener) {
      const set = listeners.get(channel) ?? new Set()
      set.add(listener)
      listeners.set(channel, set)
      return () => void set.delete(listener)
    },
  }
  const push = (channel: PushChannel, payload: unknown) =>
    listeners.get(channel)?.forEach((l) => l(payload))
  return { port, invoke, push, listeners }
}

describe('electron bridge', () => {
  it('maps each function to its channel with its arguments', async () => {
    const { port, invoke } = fakeIpc({
      'api:request': { status: 200, ok: true, data: { data: 1 } },
    })
    const bridge = createElectronBridge(port)
    const req = { method: 'POST' as const, path: '/api/settings/get_params' }
    expect(await bridge.api.request(req)).toEqual({ status: 200, ok: true, data: { data: 1 } })
    await bridge.clipboard.writeText('20450000000001')
    await bridge.prefs.set('theme', 'dark')
    await bridge.windows.closeSelf()
    await bridge.connection.test({ mode: 'remote', url: 'https://shop.example' })
    expect(invoke.mock.calls).toEqual([
      ['api:request', req],
      ['clipboard:writeText', '20450000000001'],
      ['prefs:set', 'theme', 'dark'],
      ['windows:closeSelf'],
      ['connection:test', { mode: 'remote', url: 'https://shop.example' }],
    ])
  })

  it('gives a subscriber the latest informers at once and every push until it unsubscribes', async () => {
    const { port, push, listeners } = fakeIpc({
      'informers:subscribe': [informer('new_orders', 2)],
    })
    const bridge = createElectronBridge(port)
    const seen: number[] = []
    const off = bridge.informers.subscribe((list) => seen.push(list[0]?.count ?? -1))
    await Promise.resolve()
    await Promise.resolve()
    push('informers:subscribe', [informer('new_orders', 3)])
    off()
    push('informers:subscribe', [informer('new_orders', 4)])
    expect(seen).toEqual([2, 3])
    expect(listeners.get('informers:subscribe')?.size).toBe(0)
  })

  it('exposes every capability of the table as a function, and nothing else', () => {
    const bridge = createElectronBridge(fakeIpc().port) as unknown as Record<
      string,
      Record<string, unknown>
    >
    const exposed = Object.entries(bridge).flatMap(([area, methods]) =>
      Object.entries(methods).map(([method, fn]) => `${area}:${method}:${typeof fn}`),
    )
    expect(exposed.sort()).toEqual(CHANNELS.map((c) => `${c.channel}:function`).sort())
  })

  it('passes navigation pushes through and exposes no raw IPC', () => {
    const { port, push } = fakeIpc()
    const bridge = createElectronBridge(port)
    const routes: string[] = []
    const off = bridge.app.onNavigate((r) => routes.push(r))
    push('app:onNavigate', '/login')
    off()
    push('app:onNavigate', '/orders')
    expect(routes).toEqual(['/login'])
    const text = JSON.stringify(Object.keys(bridge))
    expect(text).not.toMatch(/ipc|invoke|send/i)
  })
})
