import { describe, expect, it, vi } from 'vitest'
import type { Informer } from '@shared/informers'
import type { ApiResponse } from '@shared/contract/http'
import { decideNotifications, trayCount, trayTooltip, type Baseline } from './decide'
import { createInformerPoller } from './poller'
import { informer } from '../../shared/test/informers'

function answer(orders: number, ttns: number, tasks = 0): Informer[] {
  return [
    informer('new_orders', orders, { link: '/orders?status=new' }),
    informer('prom_new_chats', 7),
    informer('ttns_ready', ttns, { link: '/?panel=tracking' }),
    informer('new_tasks', tasks),
  ]
}

describe('tray count', () => {
  it('adds new orders and ready TTNs only', () => {
    expect(trayCount(null)).toBe(0)
    expect(trayCount(answer(3, 4, 9))).toBe(7)
    expect(trayCount([informer('new_tasks', 5)])).toBe(0)
    expect(trayTooltip(answer(3, 4))).toBe('Нові замовлення: 3 · Готові ТТН: 4')
  })
})

describe('notification decisions over a scripted sequence', () => {
  it('first answer sets the baseline; rise tells once; same and fall are quiet; rise again tells', () => {
    const script: [number, number][] = [
      [2, 1], // first answer: baseline only
      [4, 1], // orders rise by 2
      [4, 1], // same
      [4, 1], // same
      [3, 0], // fall
      [3, 2], // TTNs rise again (from the lowered baseline)
      [5, 3], // both rise
      [5, 3], // same
    ]
    let baseline: Baseline = null
    const told: string[][] = []
    for (const [orders, ttns] of script) {
      const d = decideNotifications(baseline, answer(orders, ttns))
      baseline = d.baseline
      told.push(d.notifications.map((n) => `${n.alias} ${n.body} -> ${n.route}`))
    }
    expect(told).toEqual([
      [],
      ['new_orders Нових замовлень: +2 (усього 4) -> /orders?status=new'],
      [],
      [],
      [],
      ['ttns_ready Готових ТТН: +2 (усього 2) -> /?panel=tracking'],
      [
        'new_orders Нових замовлень: +2 (усього 5) -> /orders?status=new',
        'ttns_ready Готових ТТН: +1 (усього 3) -> /?panel=tracking',
      ],
      [],
    ])
  })

  it('ignores other informers and falls back to known routes', () => {
    const d = decideNotifications({ new_orders: 0, ttns_ready: 0 }, [
      informer('new_tasks', 9),
      informer('ttns_ready', 1, { link: 'https://evil.example/' }),
    ])
    expect(d.notifications).toEqual([
      expect.objectContaining({ alias: 'ttns_ready', route: '/?panel=tracking' }),
    ])
  })
})

function manualTimers() {
  const fns: (() => void)[] = []
  return {
    timers: { setInterval: (fn: () => void) => fns.push(fn), clearInterval: vi.fn() },
    tick: () => fns.forEach((fn) => fn()),
    count: () => fns.length,
  }
}

describe('informer poller', () => {
  function setup(answers: ApiResponse[], hasSession = () => true) {
    const { timers, tick } = manualTimers()
    const updates: number[] = []
    const notified: string[] = []
    const log = vi.fn()
    const fetchInformers = vi.fn(
      async () => answers.shift() ?? { status: 0, ok: false, data: null },
    )
    const poller = createInformerPoller({
      fetchInformers,
      hasSession,
      intervalMs: 60_000,
      timers,
      onUpdate: (list) => updates.push(trayCount(list)),
      onNotify: (n) => notified.push(n.alias),
      log,
    })
    return { poller, tick, updates, notified, fetchInformers, log }
  }
  const ok = (orders: number, ttns: number): ApiResponse => ({
    status: 200,
    ok: true,
    data: { data: answer(orders, ttns) },
  })

  it('polls at start and on each tick, pushes every list, and notifies on a rise only', async () => {
    const s = setup([
      ok(1, 0),
      ok(1, 0),
      { status: 0, ok: false, data: null, message: 'down' },
      ok(2, 0),
    ])
    s.poller.start()
    await s.poller.refresh()
    for (let i = 0; i < 3; i++) {
      s.tick()
      await s.poller.refresh()
    }
    expect(s.updates).toEqual([1, 1, 2])
    expect(s.notified).toEqual(['new_orders'])
    expect(s.log).toHaveBeenCalledWith(expect.stringContaining('poll failed'))
    expect(s.poller.latest()?.[0]?.count).toBe(2)
  })

  it('a failed poll keeps the baseline, so the same rise is not told twice', async () => {
    const s = setup([ok(1, 0), ok(3, 0), { status: 500, ok: false, data: null }, ok(3, 0)])
    for (let i = 0; i < 4; i++) await s.poller.refresh()
    expect(s.notified).toEqual(['new_orders'])
  })

  it('shares one request between concurrent refreshes and skips polling without a session', async () => {
    const s = setup([ok(1, 1)])
    await Promise.all([s.poller.refresh(), s.poller.refresh(), s.poller.refresh()])
    expect(s.fetchInformers).toHaveBeenCalledTimes(1)
    const signedOut = setup([ok(1, 1)], () => false)
    await signedOut.poller.refresh()
    expect(signedOut.fetchInformers).not.toHaveBeenCalled()
  })

  it('after reset the next answer is a fresh baseline (no notification for old counts)', async () => {
    const s = setup([ok(1, 0), ok(5, 0)])
    await s.poller.refresh()
    s.poller.reset()
    await s.poller.refresh()
    expect(s.notified).toEqual([])
    expect(s.updates).toEqual([1, 0, 5])
  })

  it('drops a malformed answer with a log line', async () => {
    const s = setup([{ status: 200, ok: true, data: { data: [{ alias: 'nope' }] } }])
    await s.poller.refresh()
    expect(s.updates).toEqual([])
    expect(s.log).toHaveBeenCalledWith(expect.stringContaining('unexpected shape'))
  })
})
