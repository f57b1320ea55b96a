import type JSZip from 'jszip'
import { msg, SaidError, type Message } from '@shared/messages'
import '@shared/messages/ukrainian'

/**
 * What an uploaded archive (an XLSX price list is a zip) may hold before anything reads it. A
 * supplier's workbook of ten thousand rows is a dozen entries and a few MiB of XML; the limits
 * are far above that and far below what would hurt the server: a 1 MB file that unpacks to
 * 420 MB took 950 MB of memory to read whole.
 */
export const ARCHIVE_LIMITS = {
  /** Entries (files and folders) in the central directory. */
  entries: 1000,
  /** All entries unpacked, together. */
  totalBytes: 32 * 1024 * 1024,
  /**
   * Unpacked size over packed size of an entry. Spreadsheet XML packs about 5 to 30 times; a
   * bomb packs a thousand times. Entries under `ratioFloorBytes` unpacked are not held to it
   * (a tiny file may pack well and can do no harm).
   */
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const

/**
 * A file refused before it is read because reading it could hurt the server (a zip bomb, an XML
 * with entities or absurd nesting): a 422 with a sentence for the person who uploaded it.
 */
export class FileRefused extends SaidError {
  constructor(said: Message) {
    super(said)
    this.name = 'FileRefused'
  }
}

/** Not a zip at all, or a damaged one: a malformed file, answered as such by its reader. */
export class NotAZip extends Error {
  constructor() {
    super('not a readable zip')
    this.name = 'NotAZip'
  }
}

/** Why an XLSX file is refused (`@shared/messages`: `price.xlsx*`). */
export const ARCHIVE_MESSAGES = {
  entries: (n: number) => msg('price.xlsxEntries', { n }),
  total: (mib: number) => msg('price.xlsxTotal', { mib }),
  ratio: (name: string) => msg('price.xlsxRatio', { name, ratio: ARCHIVE_LIMITS.ratio }),
  lies: (name: string) => msg('price.xlsxLies', { name }),
} as const

/** The sizes the central directory declares for an entry (JSZip keeps them on `_data`). */
interface Declared {
  compressedSize: number
  uncompressedSize: number
}

function declaredOf(entry: JSZip.JSZipObject): Declared | null {
  // JSZip reads the central directory into this object on load; its type leaves it out.
  const data = Reflect.get(entry, '_data') as Partial<Declared> | undefined
  if (!data || typeof data.uncompressedSize !== 'number') return null
  return { compressedSize: data.compressedSize ?? 0, uncompressedSize: data.uncompressedSize }
}

/** Unpacks one entry as a stream, only counting: stops as soon as it passes `max` bytes. */
function unpackedSize(entry: JSZip.JSZipObject, max: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let total = 0
    const stream = entry.nodeStream('nodebuffer')
    const stop = () => {
      stream.removeAllListeners('data')
      stream.pause()
    }
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length
      if (total > max) {
        stop()
        resolve(total)
      }
    })
    stream.on('error', (error: unknown) => reject(error))
    stream.on('end', () => resolve(total))
  })
}

/**
 * Checks a zip before any reader unpacks it: its central directory (entry count, declared sizes
 * and ratios), then each entry unpacked as a stream and counted, never kept, so an entry that
 * lies about its size is caught after at most the limit's bytes. Memory stays within a chunk of
 * the inflater however the archive was made. Throws `FileRefused`, or `NotAZip`.
 */
export async function checkArchive(bytes: Buffer): Promise<void> {
  const { default: JSZipClass } = await import('jszip')
  let zip: JSZip
  try {
    zip = await JSZipClass.loadAsync(bytes)
  } catch {
    throw new NotAZip()
  }
  const entries = Object.values(zip.files)
  if (entries.length > ARCHIVE_LIMITS.entries) {
    throw new FileRefused(ARCHIVE_MESSAGES.entries(ARCHIVE_LIMITS.entries))
  }
  const mib = ARCHIVE_LIMITS.totalBytes / 1024 / 1024
  let declaredTotal = 0
  const files: { entry: JSZip.JSZipObject; declared: Declared }[] = []
  for (const entry of entries) {
    if (entry.dir) continue
    const declared = declaredOf(entry)
    if (!declared) throw new NotAZip()
    declaredTotal += declared.uncompressedSize
    if (declaredTotal > ARCHIVE_LIMITS.totalBytes) {
      throw new FileRefused(ARCHIVE_MESSAGES.total(mib))
    }
    if (
      declared.uncompressedSize > ARCHIVE_LIMITS.ratioFloorBytes &&
      declared.uncompressedSize > ARCHIVE_LIMITS.ratio * Math.max(1, declared.compressedSize)
    ) {
      throw new FileRefused(ARCHIVE_MESSAGES.ratio(entry.name.slice(0, 100)))
    }
    files.push({ entry, declared })
  }
  // The declared sizes are the sender's word: unpack and count, one entry at a time.
  for (const { entry, declared } of files) {
    let actual: number
    try {
      actual = await unpackedSize(entry, declared.uncompressedSize)
    } catch {
      throw new NotAZip()
    }
    if (actual > declared.uncompressedSize) {
      throw new FileRefused(ARCHIVE_MESSAGES.lies(entry.name.slice(0, 100)))
    }
  }
}
