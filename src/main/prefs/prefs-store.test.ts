import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFS } from '@shared/prefs'
import { memoryStore } from '../session/test-ports'
import { createPrefsService, migrateStore, STORE_VERSION } from './prefs-store'

describe('store migrations', () => {
  it('moves a version-0 flat store into groups and keeps what was valid', () => {
    const store = memoryStore({
      theme: 'dark',
      rightTab: 'tracking',
      language: 'martian',
      serverUrl: 'https://shop.example/backoffice',
      windowBounds: { x: 10, y: 20, width: 1200, height: 800 },
      session: { server: 's', sealed: 'x', expiresAt: null },
    })
    expect(migrateStore(store)).toEqual({ from: 0, to: STORE_VERSION })
    expect(Object.fromEntries(store.data)).toEqual({
      storeVersion: 1,
      prefs: { ...DEFAULT_PREFS, theme: 'dark', rightTab: 'tracking' },
      connection: { mode: 'remote', url: 'https://shop.example/backoffice' },
      windows: { main: { x: 10, y: 20, width: 1200, height: 800, maximized: false } },
      session: { server: 's', sealed: 'x', expiresAt: null },
    })
  })

  it('turns a bad old server address into the embedded server', () => {
    const store = memoryStore({ serverUrl: 'javascript:alert(1)' })
    migrateStore(store)
    expect(store.data.get('connection')).toEqual({ mode: 'embedded' })
  })

  it('runs once: a current store is untouched, a newer one is left alone', () => {
    const store = memoryStore({ storeVersion: 1, prefs: { theme: 'dark' }, theme: 'light' })
    expect(migrateStore(store)).toEqual({ from: 1, to: 1 })
    expect(store.data.get('theme')).toBe('light')
    const newer = memoryStore({ storeVersion: 7 })
    expect(migrateStore(newer)).toEqual({ from: 7, to: 7 })
  })
})

describe('prefs service', () => {
  it('reads defaults from an empty store and writes one key at a time', () => {
    const prefs = createPrefsService(memoryStore())
    expect(prefs.all()).toEqual(DEFAULT_PREFS)
    prefs.set('leftMenuOpen', false)
    prefs.set('language', 'ru')
    expect(prefs.get('leftMenuOpen')).toBe(false)
    expect(prefs.all()).toMatchObject({ language: 'ru', theme: 'light' })
  })

  it('survives a hand-broken file', () => {
    const prefs = createPrefsService(
      memoryStore({
        storeVersion: 1,
        prefs: 'garbage',
        connection: { mode: 'remote', url: 42 },
        windows: [],
      }),
    )
    expect(prefs.all()).toEqual(DEFAULT_PREFS)
    expect(prefs.connection()).toEqual({ mode: 'embedded' })
    expect(prefs.bounds('main')).toBeNull()
  })

  it('remembers the connection and each window bounds', () => {
    const store = memoryStore()
    const prefs = createPrefsService(store)
    prefs.setConnection({ mode: 'remote', url: 'http://10.0.0.5:8787' })
    prefs.setBounds('callsNew', { x: 1, y: 2, width: 480, height: 640, maximized: false })
    prefs.setBounds('main', { x: 0, y: 0, width: 1400, height: 900, maximized: true })
    const again = createPrefsService(store)
    expect(again.connection()).toEqual({ mode: 'remote', url: 'http://10.0.0.5:8787' })
    expect(again.bounds('callsNew')).toEqual({
      x: 1,
      y: 2,
      width: 480,
      height: 640,
      maximized: false,
    })
    expect(again.bounds('main')?.maximized).toBe(true)
  })
})
