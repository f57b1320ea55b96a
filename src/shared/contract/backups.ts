import { z } from 'zod'
import type { Message } from '../messages'

/** Backups of the embedded database: the routes' answers and the bridge's `backups` calls. */

/** `shop-YYYYMMDD-HHMMSS.tar.gz` (UTC), the only names a client may ask to restore. */
export const BACKUP_NAME_PATTERN = /^shop-\d{8}-\d{6}\.tar\.gz$/

export const backupNameSchema = z.string().max(64).regex(BACKUP_NAME_PATTERN)

export const backupItemSchema = z.object({
  name: backupNameSchema,
  size: z.number().int().nonnegative(),
  /** ISO 8601. */
  created_at: z.string(),
})
export type BackupItem = z.infer<typeof backupItemSchema>

export const backupListSchema = z.object({
  /** False on PostgreSQL or a throwaway database; `message` says why, `code` in the catalogue. */
  available: z.boolean(),
  message: z.string().nullable(),
  code: z.enum(['backup.postgres', 'backup.memory']).nullable().optional(),
  keep_days: z.number().int(),
  /** 0: no automatic backup. */
  every_hours: z.number().int(),
  items: z.array(backupItemSchema),
})
export type BackupList = z.infer<typeof backupListSchema>

/**
 * What the bridge answers for create and restore: a sentence for the screen either way, `said`
 * its code (`@shared/messages`) for the reader's language, `message` as it was rendered.
 */
export interface BackupOutcome {
  ok: boolean
  message: string
  said?: Message
  /** The backup made (create). */
  item?: BackupItem
  /**
   * Restore: refused because the backup is another database's; the screen then asks the person
   * to type the confirmation and calls again with `fromAnotherShop`.
   */
  foreign?: boolean
}

/** What `backups.list()` answers: the server's list, and whether this app can restore. */
export type BackupListResult =
  | {
      ok: true
      list: BackupList
      /** Only the desktop app on its embedded server can stop it to restore. */
      canRestore: boolean
      /** Where restoring is not done here, how it is done. */
      restoreNote: Message | null
    }
  | { ok: false; message: string; said?: Message }

/** Said wherever the app cannot restore itself (web mode, a remote server). */
export const RESTORE_ON_SERVER: Message = { code: 'backup.onServer' }
