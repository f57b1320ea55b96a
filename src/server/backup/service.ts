import type { BackupConfig } from '../config'
import type { Database } from '../db/client'
import { listBackups, pruneBackups, writeBackup, type BackupFile } from './files'

/** Why a server cannot back up, in Ukrainian: shown by the routes, the CLI and the UI. */
export const BACKUP_MESSAGES = {
  postgres:
    'Сервер працює на PostgreSQL (DATABASE_URL): резервні копії робить сама база даних (pg_dump, pg_basebackup), а не сервер магазину.',
  memory:
    'База даних тимчасова (DATA_DIR=memory://) і зникне після зупинки сервера; задайте BACKUP_DIR, щоб зберігати її копії.',
} as const

export class BackupUnavailableError extends Error {
  override name = 'BackupUnavailableError'
}

export interface BackupService {
  /** Null when backups are available; otherwise why not. */
  unavailable: string | null
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
  const unavailable =
    database.kind === 'postgres' || !dump
      ? BACKUP_MESSAGES.postgres
      : dir === null
        ? BACKUP_MESSAGES.memory
        : null
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
    dir,
    list: async () => (dir && !unavailable ? listBackups(dir) : []),
    create() {
      running ??= create().finally(() => (running = null))
      return running
    },
  }
}
