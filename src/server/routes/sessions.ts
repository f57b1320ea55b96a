import { ukrainian } from '@shared/messages/ukrainian'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '@shared/contract/http'
import { listSessions, revokeOtherSessions, revokeSession } from '../auth/sessions'
import { HttpError } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'

export const SESSION_MESSAGES = {
  notFound: ukrainian({ code: 'session.notFound' }),
} as const

/** Public ids are UUIDs; anything else names no session (and never reaches SQL as a uuid). */
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const tokenOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? ''

/**
 * The signed-in user's own sessions: the list, "sign out everywhere else", and ending one.
 * A user only ever sees and ends their own; sessions are named by a random public id.
 */
export function registerSessionRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/sessions/get_sessions', async (request) => ({
    data: await listSessions(app.shop.db, userOf(request).id, tokenOf(request), app.shop.now()),
  }))

  serve(app, 'POST /api/sessions/revoke_others', async (request) => ({
    data: { revoked: await revokeOtherSessions(app.shop.db, userOf(request).id, tokenOf(request)) },
  }))

  serve(app, 'DELETE /api/sessions/:id', async (request, reply) => {
    const user = userOf(request)
    const id = String((request.params as { id?: string }).id ?? '').toLowerCase()
    const gone = PUBLIC_ID.test(id)
      ? await revokeSession(app.shop.db, user.id, id, tokenOf(request))
      : null
    if (!gone) throw new HttpError(404, 'session.notFound')
    // Ending the session this request came with is a logout: the browser forgets the cookie too.
    if (gone.current) reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return { data: null }
  })
}
