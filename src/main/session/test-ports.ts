import type { KeyValueStore, SecretBox } from './ports'

/** A Map-backed store that counts writes, for tests. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & {
  data: Map<string, unknown>
} {
  const data = new Map(Object.entries(initial))
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, structuredClone(value)),
    delete: (key) => void data.delete(key),
  }
}

/** A reversible stand-in for safeStorage that makes the sealed form differ from the plain one. */
export function fakeBox(available = true): SecretBox {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.from(`sealed:${[...plain].reverse().join('')}`),
    decryptString: (sealed) => {
      const text = Buffer.from(sealed).toString()
      if (!text.startsWith('sealed:')) throw new Error('not ours')
      return [...text.slice(7)].reverse().join('')
    },
  }
}
