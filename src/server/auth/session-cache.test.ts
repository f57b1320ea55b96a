import { describe, expect, it } from 'vitest'
import { SESSION_CACHE_MS, SessionCache, type CachedSession } from './session-cache'

const session = (userId: number): CachedSession => ({
  userId,
  name: 'Марія',
  access: 1,
  createdAt: new Date(0),
  lastSeenAt: new Date(0),
  expiresAt: new Date(1e12),
  idleMs: 60_000,
})

describe('SessionCache', () => {
  it('keeps a lookup for a few seconds only', () => {
    let now = 1000
    const cache = new SessionCache(() => now)
    cache.put('a', session(1), cache.begin())
    expect(cache.get('a')?.userId).toBe(1)
    now += SESSION_CACHE_MS
    expect(cache.get('a')).toBeNull()
  })

  it('forgets a user’s sessions, and keeps others', () => {
    const cache = new SessionCache(() => 0)
    cache.put('a', session(1), cache.begin())
    cache.put('b', session(2), cache.begin())
    cache.forgetUser(1)
    expect(cache.get('a')).toBeNull()
    expect(cache.get('b')?.userId).toBe(2)
  })

  it('does not store a lookup that started before a revocation', () => {
    const cache = new SessionCache(() => 0)
    const started = cache.begin()
    cache.forgetUser(1)
    cache.put('a', session(1), started)
    expect(cache.get('a')).toBeNull()
  })
})
