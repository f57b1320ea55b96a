import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from '../db/lock'
import { ArchiveError, inspectArchive } from './archive'
import { makePrivate } from '../db/private'
import { backupName, writeBackup } from './files'

export class RestoreError extends Error {
  override name = 'RestoreError'
}

export interface RestoreOptions {
  /** A backup file (`shop-….tar.gz`, a PGlite dump). */
  file: string
  /** The database folder to replace; no server may hold it. */
  dataDir: string
  /** Where the current database is saved as a backup first, so a restore can be undone. */
  backupDir: string | null
  now?: () => Date
  log?: (line: string) => void
}

export interface RestoreResult {
  /** The backup of the database as it was just before the restore, if one could be taken. */
  safetyBackup: string | null
}

/**
 * Replaces a stopped server's database folder with a backup. The backup is unpacked beside the
 * folder and opened first; only then is the current folder moved aside and the restored one put
 * in its place; the old one is removed once the restored one has opened in its place, and put
 * back if it does not. At no point is there no working folder at `dataDir`.
 */
export async function restoreDataDir(options: RestoreOptions): Promise<RestoreResult> {
  const { file, dataDir } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  if (!existsSync(file)) throw new RestoreError(`Файл резервної копії не знайдено: ${file}`)
  // Before anything is locked or written: a file that is no backup leaves no trace.
  try {
    await inspectArchive(file)
  } catch (error) {
    if (error instanceof ArchiveError) throw new RestoreError(error.message)
    throw error
  }
  // Refuses (DataDirBusyError) while a server holds the folder.
  const release = lockDataDir(dataDir)
  const stamp = `${Date.now()}-${process.pid}`
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${stamp}`)
  const aside = join(dirname(dataDir), `.${basename(dataDir)}.before-restore-${stamp}`)
  try {
    await unpack(file, staging)
    // The restored folder carries a lock of ours into place, so no server opens it mid-swap;
    // `release` (which removes the lock at dataDir) frees whichever folder ends up there.
    lockDataDir(staging)
    const safetyBackup = await backUpCurrent(dataDir, options.backupDir, now, log)
    await rename(dataDir, aside)
    await rename(staging, dataDir)
    try {
      await checkOpens(dataDir)
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true })
      await rename(aside, dataDir)
      throw error
    }
    await rm(aside, { recursive: true, force: true })
    return { safetyBackup }
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    if (error instanceof RestoreError) throw error
    throw new RestoreError(
      `Не вдалося відновити базу даних: ${error instanceof Error ? error.message : String(error)}`,
    )
  } finally {
    release()
  }
}

/** Loads the dump into a new folder and checks it is a shop database before anything moves. */
async function unpack(file: string, into: string): Promise<void> {
  await rm(into, { recursive: true, force: true })
  let client: PGlite
  try {
    client = new PGlite(into, { loadDataDir: new Blob([await readFile(file)]) })
    await client.waitReady
  } catch (error) {
    throw new RestoreError(
      `Файл ${basename(file)} не є резервною копією бази даних магазину (${error instanceof Error ? error.message : String(error)}).`,
    )
  }
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where tablename = 'schema_migrations'`,
    )
    if (res.rows[0]?.n !== 1) {
      throw new RestoreError(`Файл ${basename(file)} містить базу даних, але не магазину.`)
    }
  } finally {
    await client.close()
  }
  makePrivate(into)
  // The dump carries the lock file of the server that made it; that server is not this folder's.
  for (const name of await readdir(into)) {
    if (name.endsWith('.lock')) await rm(join(into, name), { force: true })
  }
}

/** The folder's current database, saved as an ordinary backup; a damaged one is skipped. */
async function backUpCurrent(
  dataDir: string,
  backupDir: string | null,
  now: () => Date,
  log: (line: string) => void,
): Promise<string | null> {
  if (!backupDir || !existsSync(join(dataDir, 'PG_VERSION'))) return null
  try {
    const client = new PGlite(dataDir)
    await client.waitReady
    try {
      const dump = await client.dumpDataDir('gzip')
      const at = now()
      await writeBackup(backupDir, at, new Uint8Array(await dump.arrayBuffer()))
      return backupName(at)
    } finally {
      await client.close()
    }
  } catch (error) {
    log(
      `Поточну базу даних не вдалося зберегти перед відновленням (${error instanceof Error ? error.message : String(error)}); продовжую.`,
    )
    return null
  }
}

async function checkOpens(dataDir: string): Promise<void> {
  const client = new PGlite(dataDir)
  await client.waitReady
  await client.query('select 1')
  await client.close()
}
