import {
  RESTORE_ON_SERVER,
  type BackupItem,
  type BackupList,
  type BackupListResult,
  type BackupOutcome,
} from './contract/backups'
import type { ApiRequest, ApiResponse } from './contract/http'
import { parseAnswer, requestFor } from './contract/map'

export const BACKUP_TEXT = {
  unreadable: 'Сервер відповів не так, як очікувалося. Оновіть застосунок або сервер.',
  unreachable: 'Сервер недоступний.',
  created: (name: string) => `Резервну копію збережено: ${name}.`,
} as const

export interface BackupCalls {
  list(): Promise<BackupListResult>
  create(): Promise<BackupOutcome>
  /** The server's list as it is (main checks a restore against it). */
  fetchList(): Promise<{ list: BackupList } | { message: string }>
}

const failure = (res: ApiResponse) =>
  res.message ?? (res.status === 0 ? BACKUP_TEXT.unreachable : `HTTP ${res.status}`)

/**
 * Listing and making backups, over the server's administrator-only routes: the same for the
 * desktop app (main's session proxy) and web mode (fetch). `canRestore` says whether this side
 * can restore itself; only main on its embedded server can.
 */
export function createBackupCalls(
  request: (req: ApiRequest) => Promise<ApiResponse>,
  canRestore: () => boolean,
): BackupCalls {
  async function fetchList(): Promise<{ list: BackupList } | { message: string }> {
    const key = 'POST /api/backups/get_backups'
    const res = await request(requestFor(key))
    if (!res.ok) return { message: failure(res) }
    try {
      return { list: parseAnswer(key, res.data).data }
    } catch {
      return { message: BACKUP_TEXT.unreadable }
    }
  }

  return {
    fetchList,
    async list() {
      const got = await fetchList()
      if ('message' in got) return { ok: false, message: got.message }
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
      if (!res.ok) return { ok: false, message: failure(res) }
      let item: BackupItem
      try {
        item = parseAnswer(key, res.data).data
      } catch {
        return { ok: false, message: BACKUP_TEXT.unreadable }
      }
      return { ok: true, message: BACKUP_TEXT.created(item.name), item }
    },
  }
}
