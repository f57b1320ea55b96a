import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { INTERNAL_HEADER } from '@shared/contract/http'
import { namesSecret } from '@shared/secret-names'

/**
 * The server's request and error log: Fastify's own logger (pino), with nothing secret in it.
 *
 * - The standalone server (`npm run serve`) writes JSON lines to stdout at `LOG_LEVEL` (info
 *   unless set): one line per answered request (`AnswerLog`), and every error. Fastify's own
 *   pair of lines per request cost the server 7 % more CPU time than none and 0.2–0.3 ms per
 *   request; the one line, 5 % and no time that shows.
 * - The embedded server inside the desktop app writes the same lines, from `warn` up, to main
 *   (`{type: 'log'}` worker messages), which writes them with its own logger (electron-log) into
 *   the app's log file: one log per workstation, and no request chatter in it.
 *
 * What is never written: the session cookie and every other cookie, `Authorization`, the
 * internal secret header, any header or query parameter whose name names a secret (the rule of
 * `src/shared/secret-names.ts`: api keys, tokens, passwords, secrets), and such fields of an
 * object a handler logs. The request line keeps the method, the path, the address and the
 * harmless headers.
 */

const CENSOR = '[redacted]'

/** Headers never written as they are, whatever their value. */
const SECRET_HEADERS = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  INTERNAL_HEADER.toLowerCase(),
])

function secretHeader(name: string): boolean {
  const n = name.toLowerCase()
  return SECRET_HEADERS.has(n) || namesSecret(n.replaceAll('-', '_'))
}

/** The headers with each secret one censored. */
export function safeHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(headers)) {
    out[name] = secretHeader(name) ? CENSOR : value
  }
  return out
}

/** The URL with the value of each query parameter that names a secret censored. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const params = new URLSearchParams(url.slice(at + 1))
  let changed = false
  for (const name of new Set(params.keys())) {
    if (namesSecret(name) || name.toLowerCase() === 'key') {
      params.set(name, CENSOR)
      changed = true
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url
}

interface LoggedRequest {
  method: string
  url: string
  headers: Record<string, unknown>
  ip?: string
}

/** Fields of a logged object that hold a secret, at the top or one level down. */
const SECRET_FIELDS = [
  'password',
  'password_hash',
  'token',
  'apiKey',
  'api_key',
  'secret',
  'cookie',
  'authorization',
]
export const REDACT_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`])

/** Where the lines go: stdout, or a writer (main's log, a test's list). */
export interface LogTarget {
  level: string
  write?: (line: string) => void
}

/** Fastify's `logger` option for the shop server. */
export function loggerOptions(target: LogTarget): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: target.level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        remoteAddress: request.ip,
        headers: safeHeaders(request.headers),
      }),
    },
    ...(target.write ? { stream: { write: target.write } } : {}),
  }
}

/**
 * Fastify's request lines as one info line per answered request: the request as the `req`
 * serializer writes it, the status and the time taken (Fastify's own default writes one line as
 * the request comes and another, without the request, as it is answered). Every other line of
 * Fastify's (a handler's error, a route not found) is its own.
 */
export class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      )
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      )
    }
  }
}
