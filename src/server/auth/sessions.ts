import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { sessions, settings, users } from '../db/schema'
import { sessionCacheOf, type CachedSession } from './session-cache'

/** Absolute lifetime: a session ends this long after its login, whatever the activity. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
/** The shop's idle timeout, in minutes, as a row of the settings table. */
export const IDLE_SETTING = 'security.session_idle_minutes'
/** Without that setting: 14 days, the sliding life sessions always had. */
export const DEFAULT_IDLE_MINUTES = 14 * 24 * 60
/** Shorter would sign people out between two orders; longer is the absolute lifetime anyway. */
export const MIN_IDLE_MINUTES = 5
export const MAX_IDLE_MINUTES = SESSION_MAX_AGE_MS / 60_000
/** Recording last use on every request would write on every read; once a minute is enough. */
const TOUCH_EVERY_MS = 60 * 1000
/** Cookies are 43 characters; anything much longer is not ours and is not hashed. */
const MAX_TOKEN_LENGTH = 128

export interface AuthUser {
  id: number
  name: string
  access: number
}

/** The database key of a cookie's token: its sha256, so a leaked table cannot be replayed. */
export const sessionKeyOf = (token: string) => createHash('sha256').update(token).digest('hex')

const validToken = (token: string) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH

/** The idle timeout a settings value names; anything unreadable or out of range is the default. */
export function idleMinutesOf(value: string | null | undefined): number {
  const n = Number((value ?? '').trim())
  if (!value || !Number.isInteger(n)) return DEFAULT_IDLE_MINUTES
  return Math.min(MAX_IDLE_MINUTES, Math.max(MIN_IDLE_MINUTES, n))
}

const idleSetting = sql<
  string | null
>`(select ${settings.value} from ${settings} where ${settings.key} = ${IDLE_SETTING})`

async function readIdleMs(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, IDLE_SETTING))
  return idleMinutesOf(row?.value) * 60_000
}

/** How long the cookie should live from `now`: until the idle or the absolute end. */
const cookieLifeMs = (s: Pick<CachedSession, 'idleMs' | 'expiresAt'>, now: Date) =>
  Math.max(0, Math.min(s.idleMs, s.expiresAt.getTime() - now.getTime()))

const isLive = (s: CachedSession, now: Date) =>
  s.expiresAt.getTime() > now.getTime() && s.lastSeenAt.getTime() + s.idleMs > now.getTime()

/** Where a login came from, as recorded for the session list. */
export interface SeenFrom {
  userAgent: string
  ip: string
}

/**
 * Starts a session. Returns the token for the cookie (only its hash is stored) and how long
 * the cookie should live.
 */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  seen: SeenFrom,
): Promise<{ token: string; maxAgeMs: number }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS)
  await db.insert(sessions).values({
    id: sessionKeyOf(token),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
    user_agent: seen.userAgent.slice(0, 300),
    ip: seen.ip.slice(0, 100),
  })
  // Housekeeping rides on logins, which are rare, instead of needing a timer.
  await db.delete(sessions).where(lt(sessions.expires_at, now))
  return { token, maxAgeMs: cookieLifeMs({ idleMs: await readIdleMs(db), expiresAt }, now) }
}

/**
 * The active user behind a cookie token, or null. Records the session's use (at most once a
 * minute); `cookieMaxAgeMs` is set when it did, so the cookie's own expiry can follow.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: AuthUser; cookieMaxAgeMs: number | null } | null> {
  if (!validToken(token)) return null
  const key = sessionKeyOf(token)
  const cache = sessionCacheOf(db)
  let session = cache.get(key)
  if (!session) {
    const generation = cache.begin()
    const [row] = await db
      .select({
        userId: users.id,
        name: users.name,
        access: users.access,
        createdAt: sessions.created_at,
        lastSeenAt: sessions.last_seen_at,
        expiresAt: sessions.expires_at,
        idle: idleSetting,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(and(eq(sessions.id, key), eq(users.active, true)))
      .limit(1)
    if (!row) return null
    const { idle, ...rest } = row
    session = { ...rest, idleMs: idleMinutesOf(idle) * 60_000 }
    cache.put(key, session, generation)
  }
  if (!isLive(session, now)) return null
  const user = { id: session.userId, name: session.name, access: session.access }
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) {
    return { user, cookieMaxAgeMs: null }
  }
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, key))
  cache.touched(key, now)
  return { user, cookieMaxAgeMs: cookieLifeMs(session, now) }
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!validToken(token)) return
  const key = sessionKeyOf(token)
  await db.delete(sessions).where(eq(sessions.id, key))
  sessionCacheOf(db).forgetSession(key)
}

/** A session as its owner sees it in the list: never the token nor its hash. */
export interface SessionInfo {
  id: string
  created_at: string
  last_seen_at: string
  user_agent: string
  ip: string
  current: boolean
}

/** The user's live sessions, the most recently used first; `token` is the caller's own cookie. */
export async function listSessions(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<SessionInfo[]> {
  const current = validToken(token) ? sessionKeyOf(token) : ''
  const idleMs = await readIdleMs(db)
  const rows = await db
    .select({
      key: sessions.id,
      id: sessions.public_id,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      user_agent: sessions.user_agent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        gt(sessions.expires_at, now),
        gt(sessions.last_seen_at, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), desc(sessions.created_at))
  return rows.map(({ key, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: key === current,
  }))
}

/** "Sign out everywhere": every session of the user but the one making the request. */
export async function revokeOtherSessions(db: Db, userId: number, token: string): Promise<number> {
  const keep = validToken(token) ? sessionKeyOf(token) : ''
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id })
  sessionCacheOf(db).forgetUser(userId)
  return gone.length
}

/**
 * Ends one of the user's own sessions by its public id. Returns whether it was the session of
 * `token` (the caller's own), or null when it is not theirs or already gone.
 */
export async function revokeSession(
  db: Db,
  userId: number,
  publicId: string,
  token: string,
): Promise<{ current: boolean } | null> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.public_id, publicId)))
    .returning({ id: sessions.id })
  const row = gone[0]
  if (!row) return null
  sessionCacheOf(db).forgetSession(row.id)
  return { current: validToken(token) && row.id === sessionKeyOf(token) }
}

/**
 * Inside a user write's transaction: ends the user's sessions (but `keepKey`, the session of
 * an administrator changing their own password). The caller forgets the user in the cache once
 * the transaction has committed, and `forgetUser` runs here too so no lookup in between caches.
 */
export async function revokeUserSessionsIn(
  tx: Tx,
  db: Db,
  userId: number,
  keepKey: string | null,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keepKey
        ? and(eq(sessions.user_id, userId), ne(sessions.id, keepKey))
        : eq(sessions.user_id, userId),
    )
  sessionCacheOf(db).forgetUser(userId)
}
