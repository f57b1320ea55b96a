import { describe, expect, it, vi } from 'vitest'
import { runEmbedded, type ParentPort, type WorkerMessage } from './embedded'

function fakeParent() {
  const sent: WorkerMessage[] = []
  let listener: ((event: { data: unknown }) => void) | null = null
  const port: ParentPort = {
    postMessage: (m) => void sent.push(m),
    on: (_event, fn) => {
      listener = fn
    },
  }
  return { port, sent, send: (data: unknown) => listener?.({ data }) }
}

describe('the embedded server process', () => {
  it('reports the address it listens on, serves, and exits 0 on {type: stop}', async () => {
    const parent = fakeParent()
    const exited = new Promise<number>((resolve) =>
      runEmbedded({
        parentPort: parent.port,
        env: {
          DATA_DIR: 'memory://',
          SHOP_ADMIN_LOGIN: 'admin',
          SHOP_ADMIN_PASSWORD: 'admin-pass-1',
        },
        exit: resolve,
      }),
    )
    // A fresh in-memory PGlite runs initdb: seconds here, much longer on a loaded machine.
    await vi.waitFor(() => expect(parent.sent.some((m) => m.type === 'listening')).toBe(true), {
      timeout: 110_000,
      interval: 100,
    })
    const listening = parent.sent.find((m) => m.type === 'listening')
    const url = listening?.type === 'listening' ? listening.url : ''
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(url).not.toBe('http://127.0.0.1:0/')
    expect(parent.sent).toContainEqual({ type: 'log', line: 'Створено адміністратора «admin»' })

    const health = await fetch(new URL('health', url))
    expect(await health.json()).toMatchObject({ data: { ok: true } })

    parent.send({ type: 'something else' })
    parent.send({ type: 'stop' })
    expect(await exited).toBe(0)
    await expect(fetch(new URL('health', url))).rejects.toThrow()
  }, 120_000)

  it('reports a bad configuration in one line and exits 1', async () => {
    const parent = fakeParent()
    const code = await new Promise<number>((resolve) =>
      runEmbedded({ parentPort: parent.port, env: { PORT: 'many' }, exit: resolve }),
    )
    expect(code).toBe(1)
    expect(parent.sent).toEqual([
      { type: 'error', message: 'Неправильне налаштування PORT: має бути числом' },
    ])
  })
})
