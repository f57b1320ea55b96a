import { randomBytes } from 'node:crypto'
import { chmod, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PRIVATE_FILE_MODE, mkdirPrivate } from '../db/private'

/** `shop-YYYYMMDD-HHMMSS.tar.gz`, the time in UTC (no DST hour is ambiguous or missing). */
export const BACKUP_NAME = /^shop-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/

export interface BackupFile {
  name: string
  /** Bytes. */
  size: number
  /** When the dump was taken, read from the name. */
  createdAt: Date
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export function backupName(at: Date): string {
  const day = `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`
  return `shop-${day}-${time}.tar.gz`
}

/** The time in a backup's name; null for any other file (nothing else in the folder is ours). */
export function parseBackupName(name: string): Date | null {
  const m = BACKUP_NAME.exec(name)
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  // 20261340-… parses to some other day: not one of ours.
  return backupName(at) === name ? at : null
}

/** The backups in `dir`, newest first; an absent folder has none. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const found: BackupFile[] = []
  for (const name of names) {
    const createdAt = parseBackupName(name)
    if (!createdAt) continue
    const info = await stat(join(dir, name)).catch(() => null)
    if (info?.isFile()) found.push({ name, size: info.size, createdAt })
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/**
 * Writes `data` as the backup named for `at`: into a hidden file first, then renamed, so the
 * folder never shows half a backup (a crash leaves only a `.partial` file, which is not listed).
 */
export async function writeBackup(dir: string, at: Date, data: Uint8Array): Promise<BackupFile> {
  mkdirPrivate(dir)
  const name = backupName(at)
  const partial = join(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`)
  try {
    await writeFile(partial, data, { flush: true, mode: PRIVATE_FILE_MODE })
    await rename(partial, join(dir, name))
    // Backups written before the modes were set (0644) are made private too.
    for (const file of await listBackups(dir)) {
      await chmod(join(dir, file.name), PRIVATE_FILE_MODE).catch(() => {})
    }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  return { name, size: data.byteLength, createdAt: at }
}

/**
 * Removes backups older than `keepDays` before `now`. The newest one always stays, so a server
 * that was off for a month still has its last backup. Returns the names removed.
 */
export async function pruneBackups(dir: string, keepDays: number, now: Date): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 24 * 3600 * 1000
  const [, ...older] = await listBackups(dir)
  const removed: string[] = []
  for (const file of older) {
    if (file.createdAt.getTime() >= cutoff) continue
    await rm(join(dir, file.name), { force: true })
    removed.push(file.name)
  }
  return removed
}
