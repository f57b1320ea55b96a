import { describe, expect, it } from 'vitest'
import { scanStats, updateText } from './checks'

describe('scanner statistics', () => {
  it('tells a scanner burst from typing by hand', () => {
    const burst = [...'4820000'].map((key, i) => ({ key, at: 1000 + i * 8 }))
    expect(scanStats(burst)).toMatchObject({ text: '4820000', maxGap: 8, looksScanned: true })
    const typed = [...'48'].map((key, i) => ({ key, at: 1000 + i * 180 }))
    expect(scanStats(typed)).toMatchObject({ text: '48', averageGap: 180, looksScanned: false })
    expect(scanStats([])).toBeNull()
  })
})

describe('update text', () => {
  it('names every state', () => {
    expect(updateText({ state: 'unsupported', reason: 'web' }).key).toBe('updates.unsupported_web')
    expect(updateText({ state: 'ready', version: '1.2.0' })).toEqual({
      key: 'updates.ready',
      values: { version: '1.2.0' },
    })
  })
})
