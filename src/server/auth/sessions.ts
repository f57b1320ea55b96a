import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'

/** Sliding lifetime: a session lives 14 days past its last use. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000
/** Extending a session on every request would write on every read; once a minute is enough. */
const TOUCH_EVERY_MS = 60 * 1000

export interface AuthUser {
  id: number
  name: string
  access: number
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    id: hashToken(token),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
  })
  // Housekeeping rides on logins, which are rare, instead of needing a timer.
  await db.delete(sessions).where(lt(sessions.expires_at, now))
  return token
}

/**
 * The active user behind a cookie token, or null. Extends the session as it is used;
 * `extended` says so, so the cookie's own expiry can follow.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: AuthUser; extended: boolean } | null> {
  if (!token || token.length > 128) return null
  const id = hashToken(token)
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      access: users.access,
      lastSeen: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, id), gt(sessions.expires_at, now), eq(users.active, true)))
    .limit(1)
  if (!row) return null
  const user = { id: row.id, name: row.name, access: row.access }
  if (now.getTime() - row.lastSeen.getTime() < TOUCH_EVERY_MS) return { user, extended: false }
  await db
    .update(sessions)
    .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
    .where(eq(sessions.id, id))
  return { user, extended: true }
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!token || token.length > 128) return
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}
