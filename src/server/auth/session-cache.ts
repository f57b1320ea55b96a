import type { Db } from '../db/client'

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000
/** A bound on memory: past it, the oldest entries go first. */
const MAX_ENTRIES = 10_000

/** What a session lookup found, kept so the next requests of the same cookie skip the query. */
export interface CachedSession {
  userId: number
  name: string
  access: number
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
  idleMs: number
}

interface Entry {
  session: CachedSession
  /** Monotonic time (ms) past which the entry is asked again. */
  until: number
}

/**
 * Session lookups of one database, kept for a few seconds. Expiry is still checked on every
 * hit against the app's clock; the cache only saves the query. Every revocation goes through
 * `forgetUser` / `forgetSession`, which also bump `generation`: a lookup that was in flight
 * while a revocation happened must not store what it read, since it may predate the revocation.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Read before querying; hand back to `put` so a revocation in between wins. */
  begin(): number {
    return this.generation
  }

  get(id: string): CachedSession | null {
    const entry = this.entries.get(id)
    if (!entry) return null
    if (entry.until <= this.clock()) {
      this.entries.delete(id)
      return null
    }
    return entry.session
  }

  put(id: string, session: CachedSession, generation: number): void {
    if (generation !== this.generation) return
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    this.entries.delete(id)
    this.entries.set(id, { session, until: this.clock() + SESSION_CACHE_MS })
  }

  /** The session was touched: keep the cached copy's last-seen in step. */
  touched(id: string, lastSeenAt: Date): void {
    const entry = this.entries.get(id)
    if (entry) entry.session = { ...entry.session, lastSeenAt }
  }

  forgetSession(id: string): void {
    this.generation++
    this.entries.delete(id)
  }

  forgetUser(userId: number): void {
    this.generation++
    for (const [id, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(id)
    }
  }

  /** The idle timeout setting changed: every entry carries the old one. */
  forgetAll(): void {
    this.generation++
    this.entries.clear()
  }
}

const caches = new WeakMap<object, SessionCache>()

/**
 * The cache of a database handle (the app's root one, never a transaction's). Keyed by the
 * handle so two apps in one process (tests: PGlite and PostgreSQL) never share entries.
 */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new SessionCache()))
  return cache
}
