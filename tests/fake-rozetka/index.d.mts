export declare const FAKE_ROZETKA_USER: string
export declare const FAKE_ROZETKA_PASSWORD: string
export declare function rozetkaOrder(
  id: number,
  overrides?: Record<string, unknown>,
): Record<string, unknown>

export interface FakeRozetka {
  url: string
  calls: { method: string; path: string; body: Record<string, unknown> }[]
  orders: Map<string, Record<string, unknown>>
  put(order: Record<string, unknown>): void
  fail(mode: null | 'http500' | 'garbage' | 'hang'): void
  close(): Promise<void>
}

export declare function startFakeRozetka(): Promise<FakeRozetka>
