import { ukrainian } from '@shared/messages/ukrainian'
import type { AuthUser } from '../auth/sessions'
import type { Db } from '../db/client'

export type { Tx } from '../db/client'

/** What a resource operation needs to know about the request it serves. */
export interface OpContext {
  db: Db
  user: AuthUser | null
  now: Date
  /** The database key of the request's own session (kept when a user changes their password). */
  sessionKey?: string | null
}

/** Ukrainian answers of the resource API. */
export const RESOURCE_MESSAGES = {
  stale: ukrainian({ code: 'record.stale' }),
  notFound: ukrainian({ code: 'record.notFound' }),
  forbidden: ukrainian({ code: 'http.forbidden' }),
  duplicate: ukrainian({ code: 'field.duplicate' }),
  missingRef: ukrainian({ code: 'field.missingRef' }),
  ownAccount: ukrainian({ code: 'record.ownAccount' }),
  reassign: ukrainian({ code: 'record.reassign' }),
  taskLocked: ukrainian({ code: 'record.taskLocked' }),
} as const
