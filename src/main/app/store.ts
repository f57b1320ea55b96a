import Store from 'electron-store'
import type { KeyValueStore } from '../session/ports'

/** electron-store's file in userData, behind the small port the plain modules use. */
export function openWorkstationStore(): KeyValueStore {
  // Values are checked with zod where they are read (prefs-store.ts), so a broken file is
  // read around, not thrown at; clearInvalidConfig only covers a file that is not JSON.
  const store = new Store<Record<string, unknown>>({
    name: 'workstation',
    clearInvalidConfig: true,
  })
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  }
}
