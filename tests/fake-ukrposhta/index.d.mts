export declare const FAKE_UKRPOSHTA_TOKEN: string

export interface FakeUkrposhtaCall {
  token: string
  barcode: string
}

export interface FakeUkrposhta {
  url: string
  token: string
  calls: FakeUkrposhtaCall[]
  set(barcode: string, event: string, eventName: string): void
  fail(mode: null | 'http500' | 'garbage' | 'hang'): void
  close(): Promise<void>
}

export declare function startFakeUkrposhta(options?: {
  token?: string
  parcels?: Record<string, { event: string; eventName: string }>
}): Promise<FakeUkrposhta>
