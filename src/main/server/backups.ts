import { createBackupCalls, outcome } from '@shared/backups'
import { msg, SaidError, type Message } from '@shared/messages'
import '@shared/messages/ukrainian'
import {
  RESTORE_ON_SERVER,
  type BackupListResult,
  type BackupOutcome,
} from '@shared/contract/backups'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { EmbeddedServerError } from './supervisor'

/** What main's backup calls need, injected so they run without Electron in tests. */
export interface BackupPorts {
  /** A call to the shop server with the user's session (main's session proxy). */
  request(req: ApiRequest): Promise<ApiResponse>
  /** Whether this workstation runs its own embedded server (only then can it restore). */
  embedded(): boolean
  stopServer(): Promise<void>
  /** Starts the embedded server, restoring the named backup first when one is given. */
  startServer(restoreBackup?: string, fromAnotherShop?: boolean): Promise<unknown>
  /** After the database was swapped: sessions are those of the backup, so sign in again. */
  afterRestart(): void
  log?(message: string): void
}

export interface BackupsService {
  list(): Promise<BackupListResult>
  create(): Promise<BackupOutcome>
  restore(name: string, fromAnotherShop?: boolean): Promise<BackupOutcome>
}

/** What a restore answers (`@shared/messages`: `backup.*`), said on the screen in its language. */
export const RESTORE_TEXT = {
  unknown: msg('backup.unknownName'),
  busy: msg('backup.busy'),
  restored: (name: string) => msg('backup.restored', { name }),
  failed: (why: Message | string) => msg('backup.restoreFailed', { why }),
  foreign: (name: string) => msg('backup.foreignConfirm', { name }),
} as const

/**
 * The desktop app's backups. Listing and making one are the server's work (its administrator-
 * only routes, through the user's session). A restore needs the database closed, so main stops
 * the embedded server and starts it again asking it to restore first; the worker puts the old
 * folder back if the restored one does not open, and if that start fails main starts the server
 * plainly again.
 */
export function createBackupsService(ports: BackupPorts): BackupsService {
  const calls = createBackupCalls(ports.request, ports.embedded)
  let restoring = false

  return {
    list: calls.list,
    create: calls.create,
    async restore(name, fromAnotherShop = false) {
      if (!ports.embedded()) return outcome(false, RESTORE_ON_SERVER)
      if (restoring) return outcome(false, RESTORE_TEXT.busy)
      restoring = true
      try {
        // The server's list decides both who may restore (administrators only) and what exists.
        const got = await calls.fetchList()
        if ('message' in got) return { ok: false, ...got }
        if (!got.list.available) {
          const said: Message = got.list.code
            ? { code: got.list.code }
            : msg('common.text', { text: got.list.message ?? '' })
          return outcome(false, said)
        }
        if (!got.list.items.some((item) => item.name === name)) {
          return outcome(false, RESTORE_TEXT.unknown)
        }
        await ports.stopServer()
        try {
          await ports.startServer(name, fromAnotherShop)
          return outcome(true, RESTORE_TEXT.restored(name))
        } catch (error) {
          const why =
            error instanceof SaidError
              ? error.said
              : error instanceof Error
                ? error.message
                : String(error)
          ports.log?.(`Restore of ${name} failed: ${String(error)}`)
          await ports.startServer().catch((again: unknown) => {
            ports.log?.(`Embedded server did not start after a failed restore: ${String(again)}`)
          })
          if (error instanceof EmbeddedServerError && error.code === 'foreign-backup') {
            return { ...outcome(false, RESTORE_TEXT.foreign(name)), foreign: true }
          }
          return outcome(false, RESTORE_TEXT.failed(why))
        } finally {
          ports.afterRestart()
        }
      } finally {
        restoring = false
      }
    },
  }
}
