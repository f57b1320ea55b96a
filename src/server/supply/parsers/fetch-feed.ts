import { createHttpClient, OutsideHttpError, type FetchLike } from '@shared/http'
import { msg, SaidError } from '@shared/messages'
import { PriceFileFault } from '../price-file'

/**
 * The one place a supplier's feed is fetched: http or https only, through the shared client for
 * outside services (`@shared/http`: its deadline, and its retries of a GET that found no
 * answer or a 5xx/429), an outside AbortSignal, and a size limit counted as the bytes arrive.
 * The body is not the client's to read: it is handed on as a stream, so a 30 MB feed is never
 * held whole; the client's deadline stays on it, so it bounds the download to its last byte.
 */

export const FEED_LIMITS = {
  /** The whole download of one attempt, headers to last byte. */
  timeoutMs: 120_000,
  /** Attempts after the first when the supplier gave no answer or a 5xx/429. */
  retries: 2,
  /** A 50,000-row YML feed is ~30 MB. */
  maxBytes: 256 * 1024 * 1024,
} as const

/** What fetching a feed says (`@shared/messages`: `feed.*`). */
export const FETCH_MESSAGES = {
  scheme: msg('feed.scheme'),
  badUrl: msg('feed.badUrl'),
  status: (status: number) => msg('feed.status', { status }),
  timeout: (seconds: number) => msg('feed.timeout', { seconds }),
  network: (what: string) => msg('feed.network', { what }),
  tooLarge: (mib: number) => msg('feed.tooLarge', { mib }),
} as const

/** The supplier could not be reached or answered with an error: retried later, with back-off. */
export class FeedDown extends SaidError {
  override name = 'FeedDown'
}

/** The address itself is wrong: retrying will not help. */
export class FeedAddressError extends SaidError {
  override name = 'FeedAddressError'
}

export interface FeedResponse {
  /** The body as it arrives. */
  chunks: AsyncIterable<Uint8Array>
  contentType: string
}

export interface FetchFeedOptions {
  fetch: typeof fetch
  signal?: AbortSignal
  timeoutMs?: number
  maxBytes?: number
  retries?: number
  /** How the client waits between attempts (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>
}

export function feedUrlOf(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new FeedAddressError(FETCH_MESSAGES.badUrl)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedAddressError(FETCH_MESSAGES.scheme)
  }
  return url
}

export async function fetchFeed(raw: string, options: FetchFeedOptions): Promise<FeedResponse> {
  const url = feedUrlOf(raw)
  const timeoutMs = options.timeoutMs ?? FEED_LIMITS.timeoutMs
  const maxBytes = options.maxBytes ?? FEED_LIMITS.maxBytes
  const http = createHttpClient({
    service: 'supplier feed',
    fetch: options.fetch as FetchLike,
    timeoutMs,
    retries: options.retries ?? FEED_LIMITS.retries,
    sleep: options.sleep,
  })
  const timeout = () => new FeedDown(FETCH_MESSAGES.timeout(Math.round(timeoutMs / 1000)))
  const network = (error: unknown) => {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return new FeedDown(
      FETCH_MESSAGES.network(cause ?? (error instanceof Error ? error.message : String(error))),
    )
  }
  let response: Response
  try {
    response = await http.send({
      method: 'GET',
      url: url.href,
      ...(options.signal ? { signal: options.signal } : {}),
    })
  } catch (error) {
    if (!(error instanceof OutsideHttpError)) throw error
    throw error.code === 'http.timeout' ? timeout() : network(error.cause)
  }
  // While the body streams: the deadline passed (the client's), or the connection broke.
  const failed = (error: unknown): never => {
    if (options.signal?.aborted) throw error
    if (error instanceof Error && error.name === 'TimeoutError') throw timeout()
    throw network(error)
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {})
    throw new FeedDown(FETCH_MESSAGES.status(response.status))
  }
  const declared = Number(response.headers.get('content-length') ?? NaN)
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => {})
    throw new PriceFileFault(null, FETCH_MESSAGES.tooLarge(Math.round(maxBytes / 2 ** 20)))
  }
  const body = response.body
  async function* chunks(): AsyncGenerator<Uint8Array> {
    let total = 0
    const reader = body.getReader()
    try {
      for (;;) {
        let next: Awaited<ReturnType<typeof reader.read>>
        try {
          next = await reader.read()
        } catch (error) {
          return failed(error)
        }
        if (next.done) return
        total += next.value.byteLength
        if (total > maxBytes) {
          throw new PriceFileFault(null, FETCH_MESSAGES.tooLarge(Math.round(maxBytes / 2 ** 20)))
        }
        yield next.value
      }
    } finally {
      await reader.cancel().catch(() => {})
    }
  }
  return { chunks: chunks(), contentType: response.headers.get('content-type') ?? '' }
}
