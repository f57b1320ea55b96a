import { constants, existsSync } from 'node:fs'
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
 * folder (no `PG_VERSION`) has nothing to keep.
 */
export async function openKeepingFolderOnFailure<T>(
  dataDir: string,
  open: () => Promise<T>,
): Promise<T> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return open()
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
    const reason = error instanceof Error ? error.message : String(error)
    throw new DataDirDamagedError(dataDir, reason.split('\n')[0] ?? reason)
  }
}
