import { PriceFileFault } from '../price-file'

/**
 * The one place a supplier's feed is fetched: http or https only, a deadline, an outside
 * AbortSignal, and a size limit counted as the bytes arrive. Kept small so the shared HTTP
 * client for outside services can take its place without touching the runner.
 */

export const FEED_LIMITS = {
  /** The whole download, headers to last byte. */
  timeoutMs: 120_000,
  /** A 50,000-row YML feed is ~30 MB. */
  maxBytes: 256 * 1024 * 1024,
} as const

export const FETCH_MESSAGES = {
  scheme: 'Адреса фіда має починатися з http:// або https://.',
  badUrl: 'Адреса фіда не є правильною адресою.',
  status: (status: number) => `Сервер постачальника відповів помилкою HTTP ${status}.`,
  timeout: (seconds: number) => `Сервер постачальника не відповів за ${seconds} с.`,
  network: (what: string) => `Сервер постачальника недоступний (${what}).`,
  tooLarge: (mib: number) => `Фід більший за ${mib} МБ: такий не читаємо.`,
} as const

/** The supplier could not be reached or answered with an error: retried later, with back-off. */
export class FeedDown extends Error {
  override name = 'FeedDown'
}

/** The address itself is wrong: retrying will not help. */
export class FeedAddressError extends Error {
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
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
  const failed = (error: unknown): never => {
    if (deadline.aborted) throw new FeedDown(FETCH_MESSAGES.timeout(Math.round(timeoutMs / 1000)))
    if (options.signal?.aborted) throw error
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw new FeedDown(
      FETCH_MESSAGES.network(cause ?? (error instanceof Error ? error.message : String(error))),
    )
  }
  let response: Response
  try {
    response = await options.fetch(url, { signal, redirect: 'follow' })
  } catch (error) {
    return failed(error)
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
