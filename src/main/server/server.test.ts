import { EventEmitter } from 'node:events'
import { createServer } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { testConnection } from './connection'
import { createSupervisor, waitForListening, type ChildPort } from './supervisor'

class FakeChild extends EventEmitter implements ChildPort {
  posted: unknown[] = []
  killed = false
  postMessage(message: unknown) {
    this.posted.push(message)
    if ((message as { type?: string }).type === 'stop') setTimeout(() => this.emit('exit', 0), 5)
  }
  kill() {
    this.killed = true
    return true
  }
}

describe('waitForListening', () => {
  it('resolves with the loopback URL the worker posts', async () => {
    const child = new FakeChild()
    const p = waitForListening(child, 1000)
    child.emit('message', { type: 'log', text: 'migrating' })
    child.emit('message', { type: 'listening', url: 'http://127.0.0.1:43123' })
    await expect(p).resolves.toBe('http://127.0.0.1:43123')
  })
  it('rejects a non-loopback URL claim, an early exit, an error and silence', async () => {
    const a = new FakeChild()
    const pa = waitForListening(a, 100)
    a.emit('message', { type: 'listening', url: 'http://10.0.0.1:80' })
    await expect(pa).rejects.toThrow('не запустився вчасно')
    const b = new FakeChild()
    const pb = waitForListening(b, 1000)
    b.emit('exit', 1)
    await expect(pb).rejects.toThrow('завершився (код 1)')
    const c = new FakeChild()
    const pc = waitForListening(c, 1000)
    c.emit('message', { type: 'error', message: 'База даних пошкоджена' })
    await expect(pc).rejects.toThrow('База даних пошкоджена')
  })
})

describe('supervisor', () => {
  it('starts, restarts after a crash, and stops politely', async () => {
    const children: FakeChild[] = []
    const urls: (string | null)[] = []
    const sup = createSupervisor({
      fork: () => {
        const child = new FakeChild()
        children.push(child)
        setTimeout(
          () =>
            child.emit('message', {
              type: 'listening',
              url: `http://127.0.0.1:${4000 + children.length}`,
            }),
          1,
        )
        return child
      },
      onUrl: (u) => urls.push(u),
      log: vi.fn(),
    })
    await expect(sup.start()).resolves.toBe('http://127.0.0.1:4001')
    children[0]?.emit('exit', 9)
    await vi.waitFor(() =>
      expect(urls).toEqual(['http://127.0.0.1:4001', null, 'http://127.0.0.1:4002']),
    )
    await sup.stop()
    expect(children[1]?.posted).toEqual([{ type: 'stop' }])
    expect(urls.at(-1)).toBeNull()
    expect(children).toHaveLength(2)
  })

  it('passes a restore to the one start that asks for it, never to a crash restart', async () => {
    const asked: unknown[] = []
    const children: FakeChild[] = []
    const sup = createSupervisor({
      fork: (options) => {
        asked.push(options)
        const child = new FakeChild()
        children.push(child)
        setTimeout(() => child.emit('message', { type: 'listening', url: 'http://127.0.0.1:1' }), 1)
        return child
      },
      onUrl: vi.fn(),
      log: vi.fn(),
    })
    await sup.start({ restoreBackup: 'shop-20261120-080000.tar.gz' })
    children[0]?.emit('exit', 9)
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(asked).toEqual([{ restoreBackup: 'shop-20261120-080000.tar.gz' }, {}])
    await sup.stop()
  })

  it('kills a worker that never says it listens', async () => {
    const child = new FakeChild()
    const sup = createSupervisor({ fork: () => child, onUrl: vi.fn(), startTimeoutMs: 50 })
    await expect(sup.start()).rejects.toThrow()
    expect(child.killed).toBe(true)
  })
})

describe('testConnection', () => {
  it('recognises a shop server, and explains what is not one', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/shop/health' && req.headers['x-requested-with'] === 'XMLHttpRequest') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"ok":true}}')
      } else res.writeHead(404).end('nope')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as { port: number }).port
    try {
      expect(
        await testConnection({ mode: 'remote', url: `http://127.0.0.1:${port}/shop` }, null),
      ).toEqual({ ok: true, said: { code: 'connection.ok' } })
      expect(
        await testConnection({ mode: 'remote', url: `http://127.0.0.1:${port}/` }, null),
      ).toEqual({ ok: false, said: { code: 'connection.notShop', params: { status: 404 } } })
      expect(
        await testConnection({ mode: 'embedded' }, `http://127.0.0.1:${port}/shop`),
      ).toMatchObject({ ok: true })
    } finally {
      server.close()
    }
    expect(await testConnection({ mode: 'remote', url: 'http://127.0.0.1:1' }, null)).toEqual({
      ok: false,
      said: { code: 'connection.down' },
    })
    expect((await testConnection({ mode: 'embedded' }, null)).ok).toBe(false)
  })
})
