export interface FakeSupplier {
  url(path: string): string
  put(path: string, body: string | Buffer, type?: string): void
  hits: string[]
  fail(mode: null | 'http500' | 'garbage' | 'hang'): void
  close(): Promise<void>
}

export interface FakeOffer {
  sku: string
  barcode?: string
  name: string
  price: number | string
  available: boolean
}

export declare function startFakeSupplier(): Promise<FakeSupplier>
export declare function ymlOf(offers: FakeOffer[]): string
