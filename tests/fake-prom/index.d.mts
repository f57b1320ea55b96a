export declare const FAKE_PROM_TOKEN: string

export interface FakePromCall {
  method: string
  path: string
  token: string
  body: Record<string, unknown>
}

export declare function promOrder(
  id: number,
  overrides?: Record<string, unknown>,
): Record<string, unknown>

export interface FakeProm {
  url: string
  token: string
  calls: FakePromCall[]
  orders: Map<string, Record<string, unknown>>
  put(order: Record<string, unknown>): void
  change(id: number, patch: Record<string, unknown>): void
  setUnread(messages: number, chats: number): void
  refuse(reason: string | null): void
  fail(mode: null | 'http500' | 'garbage' | 'hang'): void
  close(): Promise<void>
}

export declare function startFakeProm(options?: { token?: string }): Promise<FakeProm>
