import { z } from 'zod'
import type { ShopBridge } from '@shared/bridge'
import type { FormValues } from './formValues'

/**
 * Drafts of record forms, kept in the page's `localStorage` so that a dropped connection or a
 * reload loses nothing typed. One draft per server, table and record (`new` for a new record,
 * `clone-{id}` for a copy), under `shop.draft.v1:{server}:{table}:{record}`. The reasons for
 * localStorage rather than the bridge's prefs are in docs/choices.md.
 */
export const DRAFT_PREFIX = 'shop.draft.v1:'

/** A record form's key: its id, `new`, or `clone-{id}`. */
export type DraftRecord = number | 'new' | `clone-${number}`

const draftSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** The record version the edits were made on; `null` for a new record. */
  baseVersion: z.number().int().nullable(),
  savedAt: z.number(),
  /** The user pressed save while the server was unreachable. */
  pending: z.boolean(),
})
export type Draft = z.infer<typeof draftSchema>

export interface DraftStore {
  read(table: string, record: DraftRecord): Draft | null
  write(table: string, record: DraftRecord, draft: Draft): void
  clear(table: string, record: DraftRecord): void
}

export function createDraftStore(storage: Storage, server: string): DraftStore {
  const key = (table: string, record: DraftRecord) =>
    `${DRAFT_PREFIX}${server}:${table}:${String(record)}`
  return {
    read(table, record) {
      const raw = storage.getItem(key(table, record))
      if (raw === null) return null
      try {
        const parsed = draftSchema.safeParse(JSON.parse(raw))
        if (parsed.success) return parsed.data
      } catch {
        // Not JSON: written by something else; dropped below like a malformed draft.
      }
      storage.removeItem(key(table, record))
      return null
    },
    write(table, record, draft) {
      try {
        storage.setItem(key(table, record), JSON.stringify(draftSchema.parse(draft)))
      } catch (error) {
        // A full storage must not break typing; the form still works without its draft.
        console.warn('Чернетку не збережено', error)
      }
    },
    clear(table, record) {
      storage.removeItem(key(table, record))
    },
  }
}

/** Whether a draft holds anything the form does not already show. */
export function differs(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const name of names) if (a[name] !== b[name]) return true
  return false
}

/**
 * Which server the drafts belong to: a remote server by its address, the desktop app's own
 * embedded server as `embedded` (its port changes on every start, its data does not). Asked
 * each time, since the desktop app can be pointed at another server.
 */
async function serverOf(bridge: ShopBridge): Promise<string> {
  try {
    const connection = await bridge.connection.get()
    return connection.mode === 'embedded' ? 'embedded' : new URL(connection.url).origin
  } catch {
    return window.location.origin
  }
}

/** The draft store of the server this bridge talks to. */
export async function draftStoreFor(bridge: ShopBridge): Promise<DraftStore> {
  return createDraftStore(window.localStorage, await serverOf(bridge))
}

/** A record form's draft key by how it was opened; a view keeps none. */
export function draftRecordOf(
  mode: 'view' | 'new' | 'edit' | 'clone',
  record: { id: number } | undefined,
): DraftRecord | null {
  if (mode === 'new') return 'new'
  if (!record) return null
  if (mode === 'edit') return record.id
  if (mode === 'clone') return `clone-${record.id}`
  return null
}
