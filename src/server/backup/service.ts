import { ukrainian } from '@shared/messages/ukrainian'
import type { BackupConfig } from '../config'
import type { Database } from '../db/client'
import { listBackups, pruneBackups, writeBackup, type BackupFile } from './files'

/** Why a server cannot back up, as a code: the routes send it, the UI says it in its language. */
export const BACKUP_CODES = { postgres: 'backup.postgres', memory: 'backup.memory' } as const
export type BackupUnavailableCode = (typeof BACKUP_CODES)[keyof typeof BACKUP_CODES]

/** The same reasons in Ukrainian: the CLI and the server's log. */
export const BACKUP_MESSAGES = {
  postgres: ukrainian({ code: BACKUP_CODES.postgres }),
  memory: ukrainian({ code: BACKUP_CODES.memory }),
} as const

export class BackupUnavailableError extends Error {
  override name = 'BackupUnavailableError'
}

export interface BackupService {
  /** Null when backups are available; otherwise why not. */
  unavailable: string | null
  /** The same reason as a message code. */
  unavailableCode: BackupUnavailableCode | null
  dir: string | null
  list(): Promise<BackupFile[]>
  /** Dumps the running database into a new backup file and prunes the old ones. */
  create(): Promise<BackupFile>
}

/**
 * The server owns its backups because it holds the database: only the running instance can dump
 * it consistently. One backup at a time (the timer and a click may coincide).
 */
export function createBackupService(
  database: Pick<Database, 'kind' | 'dump'>,
  config: BackupConfig,
  now: () => Date = () => new Date(),
): BackupService {
  const dump = database.dump
  const dir = config.dir
  const unavailableCode =
    database.kind === 'postgres' || !dump
      ? BACKUP_CODES.postgres
      : dir === null
        ? BACKUP_CODES.memory
        : null
  const unavailable = unavailableCode && ukrainian({ code: unavailableCode })
  let running: Promise<BackupFile> | null = null

  async function create(): Promise<BackupFile> {
    if (unavailable || !dump || !dir) throw new BackupUnavailableError(unavailable ?? '')
    const blob = await dump()
    const file = await writeBackup(dir, now(), new Uint8Array(await blob.arrayBuffer()))
    await pruneBackups(dir, config.keepDays, now())
    return file
  }

  return {
    unavailable,
    unavailableCode,
    dir,
    list: async () => (dir && !unavailable ? listBackups(dir) : []),
    create() {
      running ??= create().finally(() => (running = null))
      return running
    },
  }
}
