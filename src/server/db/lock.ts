import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRIVATE_FILE_MODE, mkdirPrivate } from './private'

const LOCK_FILE = 'shop-server.lock'
/** Written into the lock so a file from something else is never mistaken for ours. */
const OWNER = 'shop-backoffice'

/** Another live process holds the database folder. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError'
}

/** What the lock file says about the server holding the folder. */
export interface LockRecord {
  owner: typeof OWNER
  pid: number
  /**
   * When that process started, as /proc/<pid>/stat's `starttime` (clock ticks since boot);
   * null where there is no /proc. A PID reused after a crash belongs to a process that started
   * later, so pid + start time names one process for as long as the machine is up.
   */
  start: string | null
  /** Random per lock: tells two locks of one process apart. */
  instance: string
}

/** Instances this process holds right now. */
const held = new Set<string>()

/** A process's start time from /proc (Linux); null where it cannot be read. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces or ')': skip past it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Field 22 of the file, counted from field 3 (the state) here.
    const start = fields[19]
    return start && /^\d+$/.test(start) ? start : null
  } catch {
    return null
  }
}

/**
 * When a process started, in ms since the epoch, from /proc (Linux): boot time plus its start
 * in clock ticks, which /proc counts at USER_HZ, 100 per second on every Linux we run on.
 * Boot time is whole seconds, so this can be up to a second early. Null without /proc.
 */
function processStartMs(pid: number): number | null {
  const ticks = processStart(pid)
  if (ticks === null) return null
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]
    return btime ? Number(btime) * 1000 + Number(ticks) * 10 : null
  } catch {
    return null
  }
}

/** Whether this machine exposes start times at all (so a missing one means "gone"). */
const hasProc = () => processStart(process.pid) !== null

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The lock record of a live process (for this process, and for tests of a foreign holder). */
export function lockRecordFor(pid: number): LockRecord {
  return { owner: OWNER, pid, start: processStart(pid), instance: randomBytes(16).toString('hex') }
}

function readRecord(text: string): LockRecord | null {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>
    if (
      value.owner === OWNER &&
      Number.isInteger(value.pid) &&
      (value.pid ?? 0) > 0 &&
      (value.start === null || typeof value.start === 'string') &&
      typeof value.instance === 'string'
    ) {
      return value as LockRecord
    }
  } catch {
    // Not JSON: an older server's bare pid, handled below.
  }
  const pid = Number(text.trim())
  if (Number.isInteger(pid) && pid > 0) return { owner: OWNER, pid, start: null, instance: '' }
  return null
}

/**
 * Is the server the record names still running? The PID must be alive and, where /proc shows
 * start times, be the same process that wrote the record: after a crash and a reboot (or in a
 * container) the PID may now be any other program's, which must not block the start. Where
 * start times cannot be checked (other systems) a live PID is taken as a holder: refusing to
 * start is safe, opening a folder in use is not. An older server's bare-pid file is held by a
 * live PID that started before the file was written.
 */
function holds(record: LockRecord, writtenAt: number): boolean {
  if (record.pid === process.pid) {
    // This process: held only if one of its own locks wrote it; otherwise an earlier process
    // that had the same PID (containers start every run at a low PID) left it behind.
    return held.has(record.instance)
  }
  if (!alive(record.pid)) return false
  if (!hasProc()) return true
  if (record.start !== null) return processStart(record.pid) === record.start
  // An older server's bare pid: a process that started after the file was written cannot
  // have written it (the second allows for boot time's rounding).
  const started = processStartMs(record.pid)
  return started === null || started <= writtenAt + 1000
}

/**
 * PGlite is a single-user PostgreSQL: two processes opening one folder would corrupt it. The
 * first server records itself in the folder; a second one refuses to start while that server
 * runs, and takes over a lock left by one that is gone. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirPrivate(dir)
  const file = join(dir, LOCK_FILE)
  const mine = lockRecordFor(process.pid)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: PRIVATE_FILE_MODE })
      held.add(mine.instance)
      return () => {
        held.delete(mine.instance)
        // Only a record of this process: a lock another process took over is not ours to
        // remove. Any lock of this process is, though: a restore moves a folder that carries
        // another of our locks into this place, and releasing frees whatever ended up here.
        if (readRecord(readText(file))?.pid === process.pid) rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const record = readRecord(readText(file))
      if (record && holds(record, modifiedAt(file))) {
        throw new DataDirBusyError(
          `Базу даних у ${dir} вже відкрив інший процес (pid ${record.pid}). Зупиніть його або вкажіть інший DATA_DIR.`,
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new DataDirBusyError(`Не вдалося заблокувати базу даних у ${dir}.`)
}

/** When the lock file was written (ms); the epoch when it cannot be read, so nothing predates it. */
function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
