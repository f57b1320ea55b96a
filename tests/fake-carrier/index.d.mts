export declare const FAKE_API_KEY: string
export declare const CITY_KYIV: string
export declare const CITY_LVIV: string
/** The key's sender counterparties (an organisation, a sole trader) and a contact's ref. */
export declare const SENDER_SHOP: string
export declare const SENDER_FOP: string
export declare const CONTACT_SHOP: string

export type FakeFailure = null | 'http500' | 'garbage' | 'hang' | 'api-error'

export interface FakeCarrierCall {
  apiKey: string
  modelName: string
  calledMethod: string
  methodProperties: Record<string, unknown>
}

export declare const SAVE_ERRORS: Record<'phone' | 'weight' | 'city' | 'sender', [string, string]>
export declare function smallPdf(line: string): Buffer

export interface FakeCarrier {
  url: string
  /** The printable forms' host (NOVA_POSHTA_PRINT_URL). */
  printUrl: string
  apiKey: string
  calls: FakeCarrierCall[]
  /** Waybills made (`InternetDocument.save`) and not deleted, by ref. */
  waybills: Map<string, { ttn: string; props: Record<string, unknown> }>
  /** Scan sheets made (`ScanSheet.insertDocuments`), by ref. */
  scanSheets: Map<string, { number: string; refs: string[] }>
  /** Printable forms asked for, their paths without the key. */
  prints: string[]
  /** NP accepts the parcel of the waybill with this TTN: `InternetDocument.delete` refuses it. */
  handOver(ttn: string): void
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
  /** The first TTN `InternetDocument.save` gives (then one more each time). */
  firstTtn?: number
  /** `Counterparty.getCounterparties` with `CounterpartyProperty: Sender`, in NP's shape. */
  senders?: object[]
  /** `Counterparty.getCounterpartyContactPersons`, by counterparty ref. */
  contacts?: Record<string, object[]>
}): Promise<FakeCarrier>
