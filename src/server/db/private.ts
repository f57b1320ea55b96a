import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The database folder and the backups hold every customer's phone and address and every password
 * hash: on a shared computer no other account may read them, let alone write them. PGlite writes
 * the files of a new database (its initdb image) as 0666 whatever the umask, so the modes are set
 * here rather than left to the umask; files PostgreSQL creates later are 0600 by its own rule.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Windows has no such modes (its ACLs follow the user's profile folder). */
const POSIX = process.platform !== 'win32'

/** Creates `dir` (and its parents) as the owner's alone, and makes an existing one so too. */
export function mkdirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  if (POSIX) chmodSync(dir, PRIVATE_DIR_MODE)
}

/** Folders 0700 and files 0600 under `dir`, `dir` included. */
export function makePrivate(dir: string): void {
  if (!POSIX) return
  chmodSync(dir, PRIVATE_DIR_MODE)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) makePrivate(path)
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE)
  }
}

/**
 * Whether a database folder is private already, without walking it: PGlite writes a new
 * database's files (its initdb image) all at once, `makePrivate` sets them all, and PostgreSQL
 * makes the files it adds later 0600; so the folder's own mode and that of one initdb file
 * (`PG_VERSION`) tell for the rest. A folder copied or unpacked with looser modes fails it.
 */
export function isPrivateDatabase(dir: string): boolean {
  if (!POSIX) return true
  try {
    const loose = (path: string) => (statSync(path).mode & 0o077) !== 0
    return !loose(dir) && !loose(join(dir, 'PG_VERSION'))
  } catch {
    return false
  }
}
