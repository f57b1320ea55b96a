import {
  CONNECTION_MESSAGES,
  REQUEST_TIMEOUT_MS,
  answerOf,
  unreachable,
} from '@shared/contract/answer'
import {
  apiRequestSchema,
  INTERNAL_HEADER,
  MARKER_HEADER,
  MARKER_VALUE,
  type ApiRequest,
  type ApiResponse,
} from '@shared/contract/http'
import type { RouteCheck } from './allowlist'
import type { CookieJar } from './cookie-jar'
import type { FetchLike } from './ports'

/** The shared texts, plus the one only main says: the embedded server is not up yet. */
export const MESSAGES = CONNECTION_MESSAGES

export type SessionEnd = 'logout' | 'expired'

export interface SessionProxyOptions {
  /** Base URL of the shop server (embedded or remote), or null while it is starting. */
  getServerUrl: () => string | null
  /**
   * Which server the cookie belongs to, when that is not its URL: the embedded server gets a
   * new free port on every start but is the same server with the same sessions.
   */
  getServerIdentity?: () => string
  jar: CookieJar
  /** For requests from the renderer: the contract minus internal routes. */
  allowRenderer: RouteCheck
  /** For main's own requests (the carrier key): the whole contract. */
  allowMain: RouteCheck
  /**
   * The secret main's own calls carry for `internal` routes: the one main gave its embedded
   * server at start, or null for a server main did not start (it has none to share).
   */
  getInternalSecret?: () => string | null
  fetch?: FetchLike
  timeoutMs?: number
  /** The session ended (logout or a 401): main shows `/login` in every window. */
  onSessionEnded?: (reason: SessionEnd) => void
}

export interface SessionProxy {
  /** A request from the renderer: `unknown`, validated here. Never throws. */
  request(raw: unknown): Promise<ApiResponse>
  /** Main's own request; may use internal routes. Never throws. */
  internal(req: ApiRequest): Promise<ApiResponse>
  /**
   * A request from the renderer whose success body is a file (an export): the response itself,
   * to be streamed, or the failure as an answer. No timeout: `signal` ends it. Never throws.
   */
  stream(raw: unknown, signal: AbortSignal): Promise<{ ok: true; response: Response } | ApiResponse>
  /** Whether main holds the current server's secret, so its internal routes answer main. */
  hasInternalSecret(): boolean
  /** Whether the current server has a session cookie (for the poller). */
  hasSession(): boolean
}

/** The server URL with exactly one trailing slash, so a path can be appended under it. */
function baseOf(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

/** An answer main gives itself, without asking the server: its status, text and message code. */
function refusal(status: number, message: string, code: string): ApiResponse {
  return { status, ok: false, data: null, message, code }
}

export function createSessionProxy(options: SessionProxyOptions): SessionProxy {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function send(req: ApiRequest, secret: string | null = null): Promise<ApiResponse> {
    const server = options.getServerUrl()
    if (!server) return refusal(0, MESSAGES.starting, 'connection.starting')
    const base = baseOf(server)
    // The path was matched against the contract (no `..`, no `//`), so it stays under base.
    const url = base + req.path.slice(1)
    const headers: Record<string, string> = {
      [MARKER_HEADER]: MARKER_VALUE,
      Accept: 'application/json',
    }
    const identity = options.getServerIdentity?.() ?? base
    const cookie = options.jar.header(identity)
    if (cookie) headers['Cookie'] = cookie
    if (secret) headers[INTERNAL_HEADER] = secret
    const hasBody = req.method !== 'GET' && req.body !== undefined
    if (hasBody) headers['Content-Type'] = 'application/json'

    let response: Response
    let text: string
    try {
      response = await doFetch(url, {
        method: req.method,
        headers,
        ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      options.jar.capture(identity, response.headers.getSetCookie())
      text = await response.text()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      if (req.path === '/logout') endSession('logout')
      return unreachable(timedOut)
    }

    if (req.path === '/logout') endSession('logout')
    else if (response.status === 401 && req.path !== '/login' && cookie) endSession('expired')
    return answerOf(response.status, text)
  }

  async function stream(
    raw: unknown,
    signal: AbortSignal,
  ): Promise<{ ok: true; response: Response } | ApiResponse> {
    const parsed = apiRequestSchema.safeParse(raw)
    if (!parsed.success) return refusal(400, MESSAGES.invalid, 'http.badRequest')
    const req = parsed.data
    if (!options.allowRenderer(req.method, req.path)) {
      return refusal(403, MESSAGES.refused, 'connection.refused')
    }
    const server = options.getServerUrl()
    if (!server) return refusal(0, MESSAGES.starting, 'connection.starting')
    const base = baseOf(server)
    const identity = options.getServerIdentity?.() ?? base
    const cookie = options.jar.header(identity)
    const headers: Record<string, string> = {
      [MARKER_HEADER]: MARKER_VALUE,
      'Content-Type': 'application/json',
    }
    if (cookie) headers['Cookie'] = cookie
    let response: Response
    try {
      response = await doFetch(base + req.path.slice(1), {
        method: req.method,
        headers,
        ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
        redirect: 'manual',
        signal,
      })
      options.jar.capture(identity, response.headers.getSetCookie())
    } catch {
      return unreachable(false)
    }
    if (response.ok) return { ok: true, response }
    if (response.status === 401 && cookie) endSession('expired')
    return answerOf(response.status, await response.text().catch(() => ''))
  }

  function endSession(reason: SessionEnd) {
    options.jar.clear()
    options.onSessionEnded?.(reason)
  }

  return {
    async request(raw) {
      const parsed = apiRequestSchema.safeParse(raw)
      if (!parsed.success) return refusal(400, MESSAGES.invalid, 'http.badRequest')
      if (!options.allowRenderer(parsed.data.method, parsed.data.path)) {
        return refusal(403, MESSAGES.refused, 'connection.refused')
      }
      return send(parsed.data)
    },
    async internal(req) {
      if (!options.allowMain(req.method, req.path)) {
        return refusal(403, MESSAGES.refused, 'connection.refused')
      }
      return send(req, options.getInternalSecret?.() ?? null)
    },
    stream,
    hasInternalSecret() {
      return Boolean(options.getInternalSecret?.())
    },
    hasSession() {
      const server = options.getServerUrl()
      if (server === null) return false
      return options.jar.hasSession(options.getServerIdentity?.() ?? baseOf(server))
    },
  }
}
