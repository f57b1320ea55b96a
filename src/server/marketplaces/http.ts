import { createHttpClient, type FetchLike } from '@shared/http'
import { msg, type Message, type MessageArgs } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'

/**
 * What the marketplace clients share: a JSON call with a time limit, and the one error they
 * throw, whose message a person at the desk can act on (`said`, a code of `@shared/messages`
 * that the import stores and each reader sees in their language; `message` is its Ukrainian,
 * for the logs), with its kind so the importer knows to back off (`down`) or to stop asking
 * with a bad token (`auth`).
 */

export type { FetchLike }

export type MarketplaceErrorKind = 'auth' | 'down' | 'refused'

export class MarketplaceError extends Error {
  readonly said: Message
  readonly kind: MarketplaceErrorKind
  constructor(kind: MarketplaceErrorKind, ...args: MessageArgs) {
    const said = msg(...args)
    super(ukrainian(said))
    this.name = 'MarketplaceError'
    this.said = said
    this.kind = kind
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
    throw new MarketplaceError('down', 'marketplace.down', { name })
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = null
  }
  if (response.status >= 500 || (body === null && response.status !== 401)) {
    throw new MarketplaceError('down', 'marketplace.badAnswer', { name, status: response.status })
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
