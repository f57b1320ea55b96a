import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '@shared/contract/http'
import { SESSION_TTL_MS } from './sessions'

/** The session cookie: httpOnly, SameSite=Lax, Secure when the request came over https. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  })
}
