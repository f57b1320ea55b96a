import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { basename } from 'node:path'
import { createGunzip } from 'node:zlib'
import { msg, SaidError } from '@shared/messages'
import '@shared/messages/ukrainian'

/**
 * A backup is PGlite's dump: a gzip'd tar of the data folder (about a thousand entries and tens
 * of megabytes for a shop; PGlite loads it whole into its memory, which tops out at a few GB).
 * Past these the file is no backup of ours, or a bomb.
 */
export const ARCHIVE_MAX_ENTRIES = 50_000
export const ARCHIVE_MAX_BYTES = 2 * 1024 ** 3

const BLOCK = 512

export class ArchiveError extends SaidError {
  override name = 'ArchiveError'
}

/** Why a file is no backup (`@shared/messages`: `backup.*`). */
export const ARCHIVE_MESSAGES = {
  empty: (name: string) => msg('backup.empty', { name }),
  notGzip: (name: string) => msg('backup.notGzip', { name }),
  truncated: (name: string) => msg('backup.truncated', { name }),
  notBackup: (name: string) => msg('backup.notBackup', { name }),
  tooBig: (name: string) =>
    msg('backup.tooBig', {
      name,
      entries: ARCHIVE_MAX_ENTRIES,
      gb: ARCHIVE_MAX_BYTES / 1024 ** 3,
    }),
} as const

export interface ArchiveSummary {
  entries: number
  /** The sum of the entries' sizes, as the tar headers declare them. */
  bytes: number
}

/** A tar header's number: octal text, or base-256 when the first byte's high bit is set. */
function tarNumber(field: Buffer): number {
  if (field[0] !== undefined && field[0] & 0x80) {
    let value = field[0] & 0x7f
    for (const byte of field.subarray(1)) value = value * 256 + byte
    return value
  }
  const text = field.toString('latin1').replace(/\0.*$/s, '').trim()
  return text === '' ? 0 : parseInt(text, 8)
}

/**
 * Reads a backup file through once, without unpacking anything: it must be gzip, hold a whole
 * tar with a PostgreSQL data folder in it (`PG_VERSION`), and stay within the entry and size
 * limits (counted while reading, so a bomb is stopped at the limit, not after it).
 */
export async function inspectArchive(file: string): Promise<ArchiveSummary> {
  const name = basename(file)
  const head = Buffer.alloc(2)
  const handle = await open(file, 'r')
  let read: number
  try {
    ;({ bytesRead: read } = await handle.read(head, 0, 2, 0))
  } finally {
    await handle.close()
  }
  if (read === 0) throw new ArchiveError(ARCHIVE_MESSAGES.empty(name))
  if (read < 2 || head[0] !== 0x1f || head[1] !== 0x8b) {
    throw new ArchiveError(ARCHIVE_MESSAGES.notGzip(name))
  }

  let pending: Buffer = Buffer.alloc(0)
  /** Bytes of the current entry's data (padded to whole blocks) still to skip. */
  let skip = 0
  let entries = 0
  let bytes = 0
  let unpacked = 0
  let ended = false
  let hasVersion = false
  let failure: ArchiveError | null = null

  const source = createReadStream(file)
  const gunzip = createGunzip()
  try {
    for await (const chunk of source.pipe(gunzip) as AsyncIterable<Buffer>) {
      unpacked += chunk.length
      if (unpacked > ARCHIVE_MAX_BYTES + 64 * BLOCK * 1024) {
        failure = new ArchiveError(ARCHIVE_MESSAGES.tooBig(name))
        break
      }
      if (ended) continue
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      let at = 0
      while (!ended) {
        if (skip > 0) {
          const n = Math.min(skip, pending.length - at)
          skip -= n
          at += n
          if (skip > 0) break
        }
        if (pending.length - at < BLOCK) break
        const header = pending.subarray(at, at + BLOCK)
        at += BLOCK
        if (header.every((byte) => byte === 0)) {
          ended = true
          break
        }
        if (header.subarray(257, 262).toString('latin1') !== 'ustar') {
          failure = new ArchiveError(ARCHIVE_MESSAGES.notBackup(name))
          break
        }
        const size = tarNumber(header.subarray(124, 136))
        const path = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
        if (/^(?:\.?\/)?(?:pgdata\/)?PG_VERSION$/.test(path)) hasVersion = true
        entries++
        bytes += size
        if (entries > ARCHIVE_MAX_ENTRIES || bytes > ARCHIVE_MAX_BYTES) {
          failure = new ArchiveError(ARCHIVE_MESSAGES.tooBig(name))
          break
        }
        skip = Math.ceil(size / BLOCK) * BLOCK
      }
      if (failure) break
      pending = pending.subarray(at)
    }
  } catch {
    // zlib: not whole (unexpected end of file) or damaged (Z_DATA_ERROR, bad CRC).
    failure ??= new ArchiveError(ARCHIVE_MESSAGES.truncated(name))
  } finally {
    source.destroy()
    gunzip.destroy()
  }
  if (failure) throw failure
  if (!ended && entries === 0) throw new ArchiveError(ARCHIVE_MESSAGES.notBackup(name))
  if (!ended || skip > 0) throw new ArchiveError(ARCHIVE_MESSAGES.truncated(name))
  if (!hasVersion) throw new ArchiveError(ARCHIVE_MESSAGES.notBackup(name))
  return { entries, bytes }
}
