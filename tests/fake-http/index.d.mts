import type { IncomingHttpHeaders } from 'node:http'

export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  raw: string
  failure: string | null
}

export type FakeAnswer =
  { status?: number; json: unknown } | { status?: number; body: Buffer; type: string }

export interface LoopbackService {
  origin: string
  fail(mode: string | null): void
  close(): Promise<void>
}

export declare function startLoopbackService(
  handle: (request: FakeRequest) => FakeAnswer,
): Promise<LoopbackService>

export declare function jsonOf(raw: string): unknown
