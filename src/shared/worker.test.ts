import { describe, expect, it } from 'vitest'
import { mainMessageSchema, workerMessageSchema } from './worker'

describe('the embedded server protocol', () => {
  it('takes the three things the server says', () => {
    for (const m of [
      { type: 'listening', url: 'http://127.0.0.1:41234' },
      { type: 'error', message: 'Сервер не запустився' },
      { type: 'log', line: 'Сервер слухає' },
    ]) {
      expect(workerMessageSchema.safeParse(m).success).toBe(true)
    }
  })

  it('refuses an address off this computer, an unknown message and a broken one', () => {
    for (const m of [
      { type: 'listening', url: 'http://10.0.0.5:8787' },
      { type: 'listening', url: 'https://127.0.0.1:8787' },
      { type: 'listening', url: 'not a url' },
      { type: 'exec', cmd: 'rm -rf /' },
      { type: 'log' },
      null,
      'listening',
    ]) {
      expect(workerMessageSchema.safeParse(m).success).toBe(false)
    }
  })

  it('main says only stop', () => {
    expect(mainMessageSchema.safeParse({ type: 'stop' }).success).toBe(true)
    expect(mainMessageSchema.safeParse({ type: 'restart' }).success).toBe(false)
  })
})
