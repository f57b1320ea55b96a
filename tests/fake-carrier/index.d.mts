export declare const FAKE_API_KEY: string
export declare const CITY_KYIV: string
export declare const CITY_LVIV: string

export type FakeFailure = null | 'http500' | 'garbage' | 'hang' | 'api-error'

export interface FakeCarrierCall {
  apiKey: string
  modelName: string
  calledMethod: string
  methodProperties: Record<string, unknown>
}

export interface FakeCarrier {
  url: string
  apiKey: string
  calls: FakeCarrierCall[]
  fail(mode: FakeFailure): void
  close(): Promise<void>
}

export declare function startFakeCarrier(options?: {
  apiKey?: string
  cities?: object[]
  warehouses?: object[]
  documents?: Record<string, object>
  /** How an unknown number is answered: Nova Poshta's "not found" (code 3), or left out. */
  unknownDocuments?: 'status3' | 'omit'
}): Promise<FakeCarrier>
