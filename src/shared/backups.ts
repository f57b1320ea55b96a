import {
  BACKUP_ROUTES,
  backupItemSchema,
  backupListSchema,
  RESTORE_ON_SERVER,
  type BackupList,
  type BackupListResult,
  type BackupOutcome,
} from './contract/backups'
import type { ApiRequest, ApiResponse } from './contract/http'

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
    const res = await request({ method: 'POST', path: BACKUP_ROUTES.list, body: {} })
    if (!res.ok) return { message: failure(res) }
    const parsed = backupListSchema.safeParse((res.data as { data?: unknown } | null)?.data)
    return parsed.success ? { list: parsed.data } : { message: BACKUP_TEXT.unreadable }
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
      const res = await request({ method: 'POST', path: BACKUP_ROUTES.create, body: {} })
      if (!res.ok) return { ok: false, message: failure(res) }
      const item = backupItemSchema.safeParse((res.data as { data?: unknown } | null)?.data)
      if (!item.success) return { ok: false, message: BACKUP_TEXT.unreadable }
      return { ok: true, message: BACKUP_TEXT.created(item.data.name), item: item.data }
    },
  }
}
