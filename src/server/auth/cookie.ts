import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '@shared/contract/http'

/**
 * The session cookie: httpOnly, SameSite=Lax, Secure when the request came over https (which,
 * behind a reverse proxy, Fastify only believes when TRUST_PROXY declares that proxy).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  })
}

/** What the session list shows about where a login came from. */
export function seenFrom(request: FastifyRequest): { userAgent: string; ip: string } {
  const agent = request.headers['user-agent']
  return { userAgent: typeof agent === 'string' ? agent : '', ip: request.ip ?? '' }
}
