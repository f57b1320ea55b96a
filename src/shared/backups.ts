import {
  RESTORE_ON_SERVER,
  type BackupItem,
  type BackupList,
  type BackupListResult,
  type BackupOutcome,
} from './contract/backups'
import type { ApiRequest, ApiResponse } from './contract/http'
import { parseAnswer, requestFor } from './contract/map'
import { msg, textOf, type Message } from './messages'

/** A backup call's outcome: its message for the reader's language, and as rendered here. */
export function outcome(
  ok: boolean,
  said: Message,
): { ok: boolean; message: string; said: Message } {
  return { ok, message: textOf(said), said }
}

export interface BackupCalls {
  list(): Promise<BackupListResult>
  create(): Promise<BackupOutcome>
  /** The server's list as it is (main checks a restore against it). */
  fetchList(): Promise<{ list: BackupList } | { message: string; said: Message }>
}

/** The server's refusal: its code when it gave one, else its text. */
function failure(res: ApiResponse): { message: string; said: Message } {
  if (res.code) {
    const said = { code: res.code, params: res.params } as Message
    return { message: res.message ?? textOf(said), said }
  }
  if (res.message) return { message: res.message, said: msg('common.text', { text: res.message }) }
  const said =
    res.status === 0
      ? msg('backup.unreachable')
      : msg('common.text', { text: `HTTP ${res.status}` })
  return { message: textOf(said), said }
}

/**
 * Listing and making backups, over the server's administrator-only routes: the same for the
 * desktop app (main's session proxy) and web mode (fetch). `canRestore` says whether this side
 * can restore itself; only main on its embedded server can.
 */
export function createBackupCalls(
  request: (req: ApiRequest) => Promise<ApiResponse>,
  canRestore: () => boolean,
): BackupCalls {
  async function fetchList(): Promise<{ list: BackupList } | { message: string; said: Message }> {
    const key = 'POST /api/backups/get_backups'
    const res = await request(requestFor(key))
    if (!res.ok) return failure(res)
    try {
      return { list: parseAnswer(key, res.data).data }
    } catch {
      const said = msg('backup.unreadable')
      return { message: textOf(said), said }
    }
  }

  return {
    fetchList,
    async list() {
      const got = await fetchList()
      if ('message' in got) return { ok: false, ...got }
      const restorable = canRestore() && got.list.available
      return {
        ok: true,
        list: got.list,
        canRestore: restorable,
        restoreNote: restorable || !got.list.available ? null : RESTORE_ON_SERVER,
      }
    },
    async create() {
      const key = 'POST /api/backups/create'
      const res = await request(requestFor(key))
      if (!res.ok) return { ok: false, ...failure(res) }
      let item: BackupItem
      try {
        item = parseAnswer(key, res.data).data
      } catch {
        return outcome(false, msg('backup.unreadable'))
      }
      return { ...outcome(true, msg('backup.created', { name: item.name })), item }
    },
  }
}
