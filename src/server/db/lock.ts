import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_FILE = 'shop-server.lock'

/** Another live process holds the database folder. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError'
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is a single-user PostgreSQL: two processes opening one folder would corrupt it. The
 * first server writes its pid into the folder; a second one refuses to start while that process
 * lives, and takes over a lock left by one that died. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirBusyError(
          `Базу даних у ${dir} вже відкрив інший процес (pid ${holder}). Зупиніть його або вкажіть інший DATA_DIR.`,
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new DataDirBusyError(`Не вдалося заблокувати базу даних у ${dir}.`)
}
