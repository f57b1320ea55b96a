/** Electron's `safeStorage`, as far as the session needs it. */
export interface SecretBox {
  isEncryptionAvailable(): boolean
  encryptString(plain: string): Uint8Array
  decryptString(encrypted: Uint8Array): string
}

/** A small persistent key-value store (electron-store in the app, a Map in tests). */
export interface KeyValueStore {
  get(key: string): unknown
  set(key: string, value: unknown): void
  delete(key: string): void
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>
