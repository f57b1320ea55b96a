import { describe, expect, it } from 'vitest'
import { SHORTCUTS, acceleratorOf, ariaKeys, keyOf, matches } from './shortcuts'
import type { KeyEventLike } from './shortcuts-global'

const key = (over: Partial<KeyEventLike> & { key: string }): KeyEventLike => ({
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: null,
  ...over,
})

describe('the shortcut table', () => {
  it('has one entry per id', () => {
    const ids = SHORTCUTS.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('matches by key or by key position, with exact modifiers', () => {
    expect(matches('search', key({ key: '/', code: 'Slash' }))).toBe(true)
    // The Ukrainian layout types '.' on the same key.
    expect(matches('search', key({ key: '.', code: 'Slash' }))).toBe(true)
    expect(matches('search', key({ key: 'л', code: 'KeyK', ctrlKey: true }))).toBe(true)
    expect(matches('search', key({ key: 'k', code: 'KeyK' }))).toBe(false)
    expect(matches('help', key({ key: '?', code: 'Slash', shiftKey: true }))).toBe(true)
    expect(matches('help', key({ key: 'F1', code: 'F1' }))).toBe(true)
    expect(matches('save_form', key({ key: 'ы', code: 'KeyS', ctrlKey: true }))).toBe(true)
    expect(matches('save_form', key({ key: 's', code: 'KeyS', ctrlKey: true, altKey: true }))).toBe(
      false,
    )
    expect(matches('waybill', key({ key: 'т', code: 'KeyN', altKey: true }))).toBe(true)
  })

  it('does not take a typed character from a text field', () => {
    const input = { tagName: 'INPUT' }
    expect(matches('search', key({ key: '/', code: 'Slash', target: input as never }))).toBe(false)
    expect(
      matches('search', key({ key: 'k', code: 'KeyK', ctrlKey: true, target: input as never })),
    ).toBe(true)
  })

  it('gives the menu and aria-keyshortcuts the same keys', () => {
    expect(acceleratorOf('new_call_order')).toBe('CmdOrCtrl+Shift+N')
    expect(keyOf('pack_complete')).toBe('F8')
    expect(ariaKeys('help')).toBe('? F1')
  })
})
