import { closeSync, constants, existsSync, openSync, readSync } from 'node:fs'
import { cp, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** The folder holds a database PostgreSQL cannot open; the folder was left as it was. */
export class DataDirDamagedError extends Error {
  override name = 'DataDirDamagedError'
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(`База даних у ${dataDir} пошкоджена і не відкривається (${reason}).`)
  }
}

/**
 * Opens an existing database folder so that a failed open changes nothing in it. PostgreSQL
 * writes as it opens (postmaster.pid, the control file, WAL replay into the tables), and a
 * damaged folder that it half-recovered before giving up is harder to save than the one it was
 * given. So the folder is copied aside first (a reflink where the file system has them), the
 * open is tried on the real folder, and on failure the copy is put back in its place. A new
 * folder (no `PG_VERSION`) has nothing to keep, and a folder whose last server shut down cleanly
 * replays nothing, so it is opened in place (`shutDownCleanly`).
 */
export async function openKeepingFolderOnFailure<T>(
  dataDir: string,
  open: () => Promise<T>,
): Promise<T> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return open()
  if (shutDownCleanly(dataDir)) {
    const pidFile = join(dataDir, 'postmaster.pid')
    const hadPidFile = existsSync(pidFile)
    try {
      return await open()
    } catch (error) {
      // Reading the checkpoint is where a damaged clean folder fails: nothing is written before
      // it but the lock file.
      if (!hadPidFile) await rm(pidFile, { force: true })
      throw damaged(dataDir, error)
    }
  }
  const kept = join(dirname(dataDir), `.${basename(dataDir)}.opening-${Date.now()}-${process.pid}`)
  await cp(dataDir, kept, {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
    preserveTimestamps: true,
  })
  try {
    const opened = await open()
    await rm(kept, { recursive: true, force: true })
    return opened
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    await rename(kept, dataDir)
    throw damaged(dataDir, error)
  }
}

function damaged(dataDir: string, error: unknown): DataDirDamagedError {
  const reason = error instanceof Error ? error.message : String(error)
  return new DataDirDamagedError(dataDir, reason.split('\n')[0] ?? reason)
}

/** `DBState` values of a cluster that was shut down and needs no recovery (PostgreSQL's pg_control.h). */
const SHUT_DOWN_STATES = new Set([1 /* DB_SHUTDOWNED */, 2 /* DB_SHUTDOWNED_IN_RECOVERY */])

/**
 * Whether the folder's control file says its last server shut down cleanly. Such a folder opens
 * without replaying anything, so the copy aside (seconds for a large shop) is skipped; a folder
 * left by a crash, a kill or a power cut is still copied. `ControlFileData` starts with the
 * system identifier (8 bytes), the control file's version and the catalogue's (4 each), then
 * the state (4): the same layout in every PostgreSQL since 9.x, checked by the version field.
 */
export function shutDownCleanly(dataDir: string): boolean {
  let fd: number | undefined
  try {
    fd = openSync(join(dataDir, 'global', 'pg_control'), 'r')
    const head = Buffer.alloc(20)
    if (readSync(fd, head, 0, head.length, 0) < head.length) return false
    const controlVersion = head.readUInt32LE(8)
    return controlVersion >= 1300 && SHUT_DOWN_STATES.has(head.readUInt32LE(16))
  } catch {
    return false
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
