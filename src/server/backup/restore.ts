import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { msg, SaidError, text, textOf, type Message } from '@shared/messages'
import '@shared/messages/ukrainian'
import { lockDataDir } from '../db/lock'
import { ArchiveError, inspectArchive } from './archive'
import { IDENTITY_MESSAGES, carryIdentity, readIdentity } from './identity'
import { makePrivate } from '../db/private'
import { backupName, writeBackup } from './files'

export class RestoreError extends SaidError {
  override name = 'RestoreError'
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface RestoreOptions {
  /** A backup file (`shop-….tar.gz`, a PGlite dump). */
  file: string
  /** The database folder to replace; no server may hold it. */
  dataDir: string
  /** Where the current database is saved as a backup first, so a restore can be undone. */
  backupDir: string | null
  /**
   * The person said in words that this backup is of another database (another shop, another data
   * folder) and is to replace this one (`--from-another-shop`, or the typed confirmation).
   */
  fromAnotherShop?: boolean
  now?: () => Date
  log?: (line: string) => void
}

export interface RestoreResult {
  /** The backup of the database as it was just before the restore, if one could be taken. */
  safetyBackup: string | null
  /** Said when the backup could not be matched to this database (made before backups had ids). */
  warning: Message | null
}

/** The backup is another database's and the person did not say it is to replace this one. */
export class ForeignBackupError extends RestoreError {
  override name = 'ForeignBackupError'
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
  if (!existsSync(file)) throw new RestoreError(msg('backup.fileMissing', { file }))
  // Before anything is locked or written: a file that is no backup leaves no trace.
  try {
    await inspectArchive(file)
  } catch (error) {
    if (error instanceof ArchiveError) throw new RestoreError(error.said)
    throw error
  }
  // Refuses (DataDirBusyError) while a server holds the folder.
  const release = lockDataDir(dataDir)
  const stamp = `${Date.now()}-${process.pid}`
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${stamp}`)
  const aside = join(dirname(dataDir), `.${basename(dataDir)}.before-restore-${stamp}`)
  try {
    const backupId = await unpack(file, staging)
    const current = await openCurrent(dataDir, log)
    let warning: Message | null = null
    let safetyBackup: string | null = null
    try {
      if (backupId && current.id && backupId !== current.id && !options.fromAnotherShop) {
        throw new ForeignBackupError(IDENTITY_MESSAGES.foreign(basename(file), dataDir))
      }
      if (!backupId) {
        warning = IDENTITY_MESSAGES.unknown(basename(file))
        log(textOf(warning))
      }
      if (current.client && options.backupDir) {
        safetyBackup = await backUpCurrent(current.client, options.backupDir, now, log)
      }
    } finally {
      await current.client?.close()
    }
    const currentId = current.id
    if (!backupId && currentId) await withClient(staging, (c) => carryIdentity(c, currentId))
    // The restored folder carries a lock of ours into place, so no server opens it mid-swap;
    // `release` (which removes the lock at dataDir) frees whichever folder ends up there.
    lockDataDir(staging)
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
    return { safetyBackup, warning }
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    if (error instanceof RestoreError) throw error
    throw new RestoreError(msg('backup.failed', { detail: reason(error) }))
  } finally {
    release()
  }
}

/**
 * Loads the dump into a new folder and checks it is a shop database before anything moves.
 * Returns the backup's database id (null for a backup made before ids).
 */
async function unpack(file: string, into: string): Promise<string | null> {
  await rm(into, { recursive: true, force: true })
  let client: PGlite
  let id: string | null
  try {
    client = new PGlite(into, { loadDataDir: new Blob([await readFile(file)]) })
    await client.waitReady
  } catch (error) {
    throw new RestoreError(
      msg('backup.notShopFile', { name: basename(file), detail: reason(error) }),
    )
  }
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where tablename = 'schema_migrations'`,
    )
    if (res.rows[0]?.n !== 1) {
      throw new RestoreError(msg('backup.otherDatabase', { name: basename(file) }))
    }
    id = await readIdentity(client)
  } finally {
    await client.close()
  }
  makePrivate(into)
  // The dump carries the lock file of the server that made it; that server is not this folder's.
  for (const name of await readdir(into)) {
    if (name.endsWith('.lock')) await rm(join(into, name), { force: true })
  }
  return id
}

/**
 * The folder's current database, open, and its id; nothing (and a line saying so) when there is
 * none or it does not open: a damaged database is what a restore is for.
 */
async function openCurrent(
  dataDir: string,
  log: (line: string) => void,
): Promise<{ client: PGlite | null; id: string | null }> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return { client: null, id: null }
  let client: PGlite | null = null
  try {
    client = new PGlite(dataDir)
    await client.waitReady
    return { client, id: await readIdentity(client) }
  } catch (error) {
    await client?.close().catch(() => {})
    log(text('backup.currentUnreadable', { detail: reason(error) }))
    return { client: null, id: null }
  }
}

async function withClient(dir: string, run: (client: PGlite) => Promise<void>): Promise<void> {
  const client = new PGlite(dir)
  try {
    await client.waitReady
    await run(client)
  } finally {
    await client.close()
  }
}

/** The folder's current database, saved as an ordinary backup; one that cannot be dumped is skipped. */
async function backUpCurrent(
  client: PGlite,
  backupDir: string,
  now: () => Date,
  log: (line: string) => void,
): Promise<string | null> {
  try {
    const dump = await client.dumpDataDir('gzip')
    const at = now()
    await writeBackup(backupDir, at, new Uint8Array(await dump.arrayBuffer()))
    return backupName(at)
  } catch (error) {
    log(text('backup.currentNotSaved', { detail: reason(error) }))
    return null
  }
}

async function checkOpens(dataDir: string): Promise<void> {
  const client = new PGlite(dataDir)
  await client.waitReady
  await client.query('select 1')
  await client.close()
}
