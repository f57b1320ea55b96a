import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectionSettings, ShopBridge } from '@shared/bridge'
import { DRAFT_PREFIX, createDraftStore, differs, draftStoreFor, type Draft } from './drafts'

afterEach(() => window.localStorage.clear())

const draft: Draft = {
  values: { surname: 'Петренко-Змінений', paid: true },
  baseVersion: 3,
  savedAt: 1_700_000_000_000,
  pending: false,
}

describe('draft store', () => {
  it('keeps a draft per server, table and record, and clears only that one', () => {
    const here = createDraftStore(window.localStorage, 'http://127.0.0.1:8787')
    const there = createDraftStore(window.localStorage, 'http://10.0.0.5:8787')
    here.write('orders', 7, draft)
    here.write('orders', 'new', { ...draft, baseVersion: null })

    expect(here.read('orders', 7)).toEqual(draft)
    expect(here.read('orders', 8)).toBeNull()
    expect(here.read('products', 7)).toBeNull()
    // Another server's record 7 is another record.
    expect(there.read('orders', 7)).toBeNull()
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}http://127.0.0.1:8787:orders:7`)).not.toBe(
      null,
    )

    here.clear('orders', 7)
    expect(here.read('orders', 7)).toBeNull()
    expect(here.read('orders', 'new')).toMatchObject({ baseVersion: null })
  })

  it('survives a new store over the same storage (a reload)', () => {
    createDraftStore(window.localStorage, 's').write('orders', 'clone-4', draft)
    expect(createDraftStore(window.localStorage, 's').read('orders', 'clone-4')).toEqual(draft)
  })

  it('drops what is not a draft instead of handing it to a form', () => {
    const store = createDraftStore(window.localStorage, 's')
    const key = `${DRAFT_PREFIX}s:orders:7`
    window.localStorage.setItem(key, '{not json')
    expect(store.read('orders', 7)).toBeNull()
    expect(window.localStorage.getItem(key)).toBeNull()
    window.localStorage.setItem(key, JSON.stringify({ values: { surname: { $ne: 1 } } }))
    expect(store.read('orders', 7)).toBeNull()
    expect(window.localStorage.getItem(key)).toBeNull()
  })

  it('tells a draft that changes something from one that does not', () => {
    expect(differs({ a: 'x', b: true }, { a: 'x', b: true })).toBe(false)
    expect(differs({ a: 'x', b: true }, { a: 'x', b: false })).toBe(true)
    expect(differs({ a: 'x' }, { a: 'x', b: '' })).toBe(true)
  })
})

describe('which server a draft belongs to', () => {
  const bridgeOn = (connection: ConnectionSettings) =>
    ({ connection: { get: async () => connection } }) as unknown as ShopBridge

  it('the embedded server by name (its port changes each start), a remote one by origin', async () => {
    const embedded = await draftStoreFor(bridgeOn({ mode: 'embedded' }))
    embedded.write('orders', 7, draft)
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}embedded:orders:7`)).not.toBeNull()

    const remote = await draftStoreFor(bridgeOn({ mode: 'remote', url: 'http://10.0.0.5:8787/' }))
    expect(remote.read('orders', 7)).toBeNull()
    remote.write('orders', 7, draft)
    expect(
      window.localStorage.getItem(`${DRAFT_PREFIX}http://10.0.0.5:8787:orders:7`),
    ).not.toBeNull()
  })
})
