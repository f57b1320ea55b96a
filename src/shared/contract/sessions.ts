import { z } from 'zod'

/** One of the signed-in user's sessions, as `POST /api/sessions/get_sessions` lists it. */
export const sessionInfoSchema = z.object({
  /** A random public id (UUID), unrelated to the cookie's token. */
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The device as its browser or app described itself at login. */
  user_agent: z.string(),
  /** The address the login came from. */
  ip: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfoSchema>
