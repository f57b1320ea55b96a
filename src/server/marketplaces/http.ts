import { createHttpClient, type FetchLike } from '@shared/http'

/**
 * What the marketplace clients share: a JSON call with a time limit, and the one error they
 * throw, whose message a person at the desk can act on (in Ukrainian), with its kind so the
 * importer knows to back off (`down`) or to stop asking with a bad token (`auth`).
 */

export type { FetchLike }

export type MarketplaceErrorKind = 'auth' | 'down' | 'refused'

export class MarketplaceError extends Error {
  constructor(
    message: string,
    readonly kind: MarketplaceErrorKind,
  ) {
    super(message)
    this.name = 'MarketplaceError'
  }
}

export interface CallOptions {
  fetch?: FetchLike
  timeoutMs?: number
}

/** The base address with one trailing slash, so relative paths join under it. */
export function baseOf(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

/**
 * One request; answers the status and the JSON body (null when the body is not JSON). Throws
 * `down` when the service does not answer, answers 5xx, or answers something that is not JSON.
 * Reads and `PUT`s are retried (src/shared/http/client.ts); a `POST` only when `retry` says the
 * marketplace takes it twice without doing it twice (a login).
 */
export async function callJson(
  name: string,
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; headers: Record<string, string>; body?: string },
  options: CallOptions & { retry?: boolean },
): Promise<{ status: number; body: unknown }> {
  const http = createHttpClient({
    service: name,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
  })
  let response: Response
  try {
    response = await http.send({
      method: init.method,
      url,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      ...(options.retry ? { retry: true } : {}),
    })
  } catch {
    throw new MarketplaceError(`${name} не відповідає: спробуємо пізніше.`, 'down')
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = null
  }
  if (response.status >= 500 || (body === null && response.status !== 401)) {
    throw new MarketplaceError(
      `${name} відповів незрозуміло (HTTP ${String(response.status)}): спробуємо пізніше.`,
      'down',
    )
  }
  return { status: response.status, body }
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** A money amount as the marketplaces write it (`"1 299,50 грн"`, `"1299.5"`, 1299.5). */
export function money(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  const cleaned = str(value)
    .replace(/\s/g, '')
    .replace(',', '.')
    .replace(/[^\d.-]/g, '')
  const n = Number(cleaned)
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0
}
