/**
 * The one way the shop calls a service outside it (Nova Poshta, Ukrposhta, Prom, Rozetka,
 * TurboSMS): the platform's `fetch` (injected, so tests talk to fakes on loopback and main
 * passes Electron's `net.fetch`) with a time limit per attempt and retries with back-off.
 *
 * The retry rule: a request is tried again only when repeating it cannot do a thing twice:
 * - reads (`GET`, `HEAD`) and `PUT`/`DELETE` (idempotent by HTTP's own rule) retry by default;
 * - a `POST` retries only when its caller says the call is safe to repeat (`retry: true`): a
 *   search, a lookup, a login. Creating a waybill, a register or sending an SMS never does;
 * - what is retried: no answer (the network failed, or the time limit passed) and answers 5xx
 *   and 429; every other answer, 4xx included, is handed to the caller at once;
 * - the waits are `backoffMs`, then twice that, and so on, or what a 429/503's `Retry-After`
 *   asks for (seconds, at most `MAX_WAIT_MS`).
 * After the last attempt a 5xx/429 answer is handed back like any other; no answer at all is
 * an `OutsideHttpError` whose `code` says which (`http.timeout` or `http.unreachable`), so each
 * service's client words it for a person in its own message.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export type OutsideHttpCode = 'http.timeout' | 'http.unreachable'

export class OutsideHttpError extends Error {
  override name = 'OutsideHttpError'
  constructor(
    /** What went wrong, as a message code a client turns into its own words. */
    readonly code: OutsideHttpCode,
    /** The service asked (`Nova Poshta`), for logs; never the URL, which may carry a key. */
    readonly service: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`${service}: ${code} after ${String(attempts)} attempt(s)`, options)
  }
}

export interface HttpClientOptions {
  /** The service's name, for errors and logs. */
  service: string
  fetch?: FetchLike | undefined
  /** Time limit of one attempt, ms (15 s unless set). */
  timeoutMs?: number | undefined
  /** Attempts after the first for a request that may be retried (2 unless set). */
  retries?: number | undefined
  /** The first wait before a retry, ms (300 unless set); each next wait is twice the last. */
  backoffMs?: number | undefined
  /** How to wait (tests pass one that records the waits). */
  sleep?: ((ms: number) => Promise<void>) | undefined
}

export interface OutsideRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'
  url: string
  headers?: Record<string, string>
  body?: string
  /** A `POST` that is safe to repeat (see the rule above); other methods ignore it. */
  retry?: boolean
  /**
   * The caller's own stop (a server closing): it ends the attempt under way, and no other is
   * made; its abort error is thrown as it is, not as an `OutsideHttpError`.
   */
  signal?: AbortSignal
}

export interface HttpClient {
  /** The answer, whatever its status (after the retries the rule allows). */
  send(request: OutsideRequest): Promise<Response>
}

export const DEFAULT_TIMEOUT_MS = 15_000
const DEFAULT_RETRIES = 2
const DEFAULT_BACKOFF_MS = 300
/** The longest wait a `Retry-After` may ask for; a longer one is cut to this. */
export const MAX_WAIT_MS = 5_000

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE'])

/** May this request be sent again (the rule at the top of this file)? */
export function mayRetry(request: Pick<OutsideRequest, 'method' | 'retry'>): boolean {
  return IDEMPOTENT.has(request.method) || (request.method === 'POST' && request.retry === true)
}

/** Is this answer one a retry may cure? */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 429
}

/** The wait a `Retry-After` header asks for, in ms, or null. */
function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after')
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_WAIT_MS)
  const at = Date.parse(header)
  return Number.isFinite(at) ? Math.min(Math.max(at - Date.now(), 0), MAX_WAIT_MS) : null
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const sleep = options.sleep ?? realSleep
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS

  return {
    async send(request) {
      const attempts = mayRetry(request) ? 1 + (options.retries ?? DEFAULT_RETRIES) : 1
      for (let attempt = 1; ; attempt++) {
        request.signal?.throwIfAborted()
        const last = attempt >= attempts
        const wait = backoff * 2 ** (attempt - 1)
        const deadline = AbortSignal.timeout(timeoutMs)
        let response: Response
        try {
          // The deadline also bounds reading the answer's body: it stays on the response.
          response = await doFetch(request.url, {
            method: request.method,
            ...(request.headers ? { headers: request.headers } : {}),
            ...(request.body === undefined ? {} : { body: request.body }),
            signal: request.signal ? AbortSignal.any([request.signal, deadline]) : deadline,
          })
        } catch (error) {
          if (request.signal?.aborted) throw error
          if (last) {
            const timedOut = error instanceof Error && error.name === 'TimeoutError'
            const code = timedOut ? 'http.timeout' : 'http.unreachable'
            throw new OutsideHttpError(code, options.service, attempt, { cause: error })
          }
          await sleep(wait)
          continue
        }
        if (last || !retryableStatus(response.status)) return response
        // The unread answer is let go, so its connection is free for the next attempt.
        await response.body?.cancel().catch(() => undefined)
        await sleep(retryAfterMs(response) ?? wait)
      }
    },
  }
}
